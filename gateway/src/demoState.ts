/**
 * GET /demo-data: whether the in-process platform is up with its demo data (issue 17). `npm start`
 * answers before the platform has started (a new store is seeded in the background meanwhile), and
 * the web app shows "Demo data loading" while this answers 503 `{"state":"loading"}`; then 200
 * `{"state":"ready"}` (always, with an external platform). Readiness checks (the end-to-end tests'
 * server) wait on it too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_DATA_PATH } from '@console/schema';
import { API_POLICY, COMMON_HEADERS, applyHeaders } from './browserHeaders.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** `listener`, with GET /demo-data answered from `ready()`. */
export function withDemoState(listener: Listener, ready: () => boolean): Listener {
  return (req, res) => {
    if (req.url?.split('?')[0] !== DEMO_DATA_PATH) return listener(req, res);
    applyHeaders(res, { ...COMMON_HEADERS, 'content-security-policy': API_POLICY });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const up = ready();
    res.writeHead(up ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ state: up ? 'ready' : 'loading' }));
  };
}

/** A free port on 127.0.0.1 (for the in-process platform, whose URL the gateway needs up front). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
