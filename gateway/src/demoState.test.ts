import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_DATA_PATH } from '@console/schema';
import { freePort, withDemoState } from './demoState.js';

let ready = false;
let server: Server;
let base = '';

beforeAll(async () => {
  const rest = withDemoState(
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('the gateway');
    },
    () => ready,
  );
  server = createServer(rest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /demo-data', () => {
  it('answers 503 loading until the platform is up with its demo data, then 200 ready, never cached', async () => {
    ready = false;
    const loading = await fetch(base + DEMO_DATA_PATH);
    expect([loading.status, await loading.json(), loading.headers.get('cache-control')]).toEqual([
      503,
      { state: 'loading' },
      'no-store',
    ]);
    ready = true;
    const done = await fetch(`${base}${DEMO_DATA_PATH}?again`);
    expect([done.status, await done.json()]).toEqual([200, { state: 'ready' }]);
  });

  it('leaves every other path to the gateway, and refuses other methods with 405', async () => {
    expect(await (await fetch(`${base}/demo-data/x`)).text()).toBe('the gateway');
    expect(await (await fetch(`${base}/`)).text()).toBe('the gateway');
    const post = await fetch(base + DEMO_DATA_PATH, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('finds a free loopback port', async () => {
    expect(await freePort()).toBeGreaterThan(0);
  });
});
