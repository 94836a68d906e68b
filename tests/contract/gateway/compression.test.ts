/**
 * GraphQL answers compressed on the wire (issue 17): brotli for a browser that takes it, gzip for
 * one that takes only gzip, nothing below 1 KB or for a client that takes neither; a stream
 * (subscription over SSE) never, so its messages are not held back.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../gateway/src/compression.js';
import { CLIENT_HEADERS, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const BIG = '{ __schema { types { name kind description } } }';

/** POSTs a query with `acceptEncoding`; answers the status, headers and the raw (undecoded) body. */
function post(query: string, acceptEncoding: string | undefined, accept = 'application/json') {
  return new Promise<{ status: number; headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
    const url = new URL('/graphql', h.url);
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept,
          ...CLIENT_HEADERS,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          // A stream's first message is enough.
          if (accept === 'text/event-stream' && /event: \w+\ndata: .*\n\n/.test(Buffer.concat(chunks).toString()))
            res.destroy();
        });
        const done = () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) });
        res.on('end', done);
        res.on('close', done);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('GraphQL answers on the wire', () => {
  it('are brotli for a client that takes it, and decode to the same answer', async () => {
    const plain = await post(BIG, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.length).toBeGreaterThan(1024);
    const br = await post(BIG, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(JSON.parse(plain.raw.toString()));
    // The browser headers are still there.
    expect(br.headers['content-security-policy']).toBeTruthy();
  });

  it('are gzip for a client that takes only gzip (or refuses br)', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip']) {
      const gz = await post(BIG, accepted);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.raw).toString()).data.__schema.types.length).toBeGreaterThan(10);
    }
  });

  it('are left alone when small or when nothing is accepted', async () => {
    const small = await post('{ __typename }', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.raw.toString())).toEqual({ data: { __typename: 'Query' } });
    expect((await post(BIG, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a stream', async () => {
    const stream = await post('subscription { liveStatus { state } }', 'br, gzip', 'text/event-stream');
    expect(stream.status).toBe(200);
    // yoga marks its streams `none` (no proxy compresses them either).
    expect([undefined, 'none']).toContain(stream.headers['content-encoding']);
    // Its first message (signed out: the refusal) arrived as text.
    expect(stream.raw.toString()).toMatch(/event: next\ndata: \{/);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [null, null],
    ['', null],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
  ])('%s → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});
