import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SCRIPT_POLICY } from './browserHeaders.js';
import { createNodeListener } from './nodeListener.js';
import { serveWebApp } from './staticFiles.js';

const INLINE = 'window.inline = true;';
const PAGE = `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div></body></html>`;
const SCRIPT = 'console.log("plain");';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let parent = '';
let port = 0;
let server: Server;
const log = vi.fn();

/** One request over a fresh connection, the body as bytes (no decoding of Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server over the gateway's listener, every path going to the web app's files in `dist`. */
async function serve(dist: string | undefined): Promise<Server> {
  const web = serveWebApp(dist);
  const listener = createNodeListener({ isGraphql: () => false, graphql: () => Promise.resolve(), web, log });
  const started = createServer(listener);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return started;
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(parent, 'secret.txt'), 'outside the build');
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'foo.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'foo.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'foo.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'gone.js'), 'removed after the gateway listed it');
  server = await serve(dist);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(parent, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  it('answers app routes with index.html and a missing asset with 404', async () => {
    for (const path of ['/', '/admin/companies', '/admin/companies/', '/missing.html', '/a%20b']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(PAGE);
    }
    for (const path of ['/assets/missing.js', '/assets/foo.js/', '/favicon.ico']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('Not found\n');
    }
  });

  it('never serves a file outside the build, and refuses paths that do not decode', async () => {
    expect((await get('/..%2Fsecret.txt')).status).toBe(404);
    expect((await get('/%2E%2E/secret.txt')).status).toBe(404);
    const folder = await get('/..%2F..%2Fsecret');
    expect(folder.status).toBe(200);
    expect(folder.body.toString()).toBe(PAGE);
    const malformed = await get('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body.toString()).toMatch(/percent-encoding/);
    const nul = await get('/admin/%00');
    expect(nul.status).toBe(400);
    expect(nul.body.toString()).toMatch(/NUL/);
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the page policy with its inline script’s hash, the script policy, and caching by kind', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    const page = await get('/admin/companies');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = await get('/assets/foo.js');
    expect(script.headers['content-security-policy']).toBe(SCRIPT_POLICY);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    const image = await get('/logo.svg');
    expect(image.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(image.headers['cache-control']).toBe('no-cache');
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const missing = await get('/assets/missing.js');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('answers HEAD with the headers only, and refuses other methods', async () => {
    const head = await get('/assets/foo.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.body.length).toBe(0);
    const post = await get('/assets/foo.js', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('serves a precompressed sibling when the browser accepts its encoding', async () => {
    const brotli = await get('/assets/foo.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await get('/assets/foo.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(gzipSync(SCRIPT));
    const plain = await get('/assets/foo.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers['content-security-policy']).toBe(SCRIPT_POLICY);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers a Range it can read with 206, and any other with 200 or 416, never a failure', async () => {
    const part = await get('/assets/foo.js', { range: 'bytes=1-3' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${SCRIPT.length}`);
    expect(part.body.toString()).toBe(SCRIPT.slice(1, 4));
    const beyond = await get('/assets/foo.js', { range: `bytes=${SCRIPT.length}-` });
    expect(beyond.status).toBe(416);
    for (const range of [
      'bytes=abc',
      'bytes=5-1',
      'bytes=-',
      'bytes=-5',
      'bytes=0-1,3-4',
      'items=0-1',
      'bytes=99999999999999999999999-',
      `bytes=0-${'9'.repeat(400)}`,
      `bytes=${'9'.repeat(400)}-1`,
    ]) {
      const answer = await get('/assets/foo.js', { range });
      expect([200, 206, 416], range).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.toString(), range).toBe(SCRIPT);
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('cuts off the answer of a file that fails while read, logs it, and keeps serving', async () => {
    // sirv listed it at start; its read stream fails to open.
    rmSync(join(parent, 'dist', 'assets', 'gone.js'));
    await expect(get('/assets/gone.js')).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('[gateway] request failed', expect.objectContaining({ code: 'ENOENT' }));
    expect((await get('/assets/foo.js')).status).toBe(200);
    log.mockClear();
  });
});

describe('an app that is not built', () => {
  it('answers with how to build it', async () => {
    const bare = await serve(join(parent, 'nothing-here'));
    const previous = port;
    port = (bare.address() as AddressInfo).port;
    try {
      const answer = await get('/admin/companies');
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toMatch(/npm run build:web/);
    } finally {
      port = previous;
      bare.close();
    }
  });
});
