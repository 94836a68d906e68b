/**
 * Compression of the gateway's GraphQL answers (issue 17): a JSON answer of 1 KB or more goes out
 * brotli-compressed (quality 4: most of the size gone for a millisecond or two of CPU) or, for a
 * client that takes only gzip, gzipped. An answer under SYNC_MAX_BYTES (a list page is ~10–20 KB)
 * is compressed right here, in ~0.15 ms; handing it to zlib's thread pool and back cost ~0.5 ms of
 * latency per answer (measured here), more than the compression itself. Larger answers go to the
 * thread pool, so the event loop is never held for long. Streams
 * (text/event-stream, multipart) are never touched: compressing them would hold their messages
 * back. Request bodies are not decompressed (a compressed body is a decompression bomb's door).
 *
 * @whatwg-node/server's useContentEncoding was the ready-made choice; it compresses every answer,
 * streams included, and decompresses request bodies, so this one stays ours.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

/** Answers smaller than this go out as they are (compression would not pay). */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers up to this size are compressed on the event loop (well under a millisecond), larger ones off it. */
export const SYNC_MAX_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * The encoding to answer in for an Accept-Encoding header: 'br' before 'gzip' when both are
 * taken, none when neither is (or both are refused with q=0).
 */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const taken = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    taken.add(name.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

export function useResponseCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!COMPRESSIBLE.test(type) || response.headers.has('content-encoding') || !response.body) return;
      const encoding = chooseEncoding(request.headers.get('accept-encoding'));
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      if (!encoding || body.length < COMPRESS_MIN_BYTES) {
        setResponse(new fetchAPI.Response(body, { status: response.status, statusText: response.statusText, headers }));
        return;
      }
      const small = body.length <= SYNC_MAX_BYTES;
      let packed: Buffer<ArrayBuffer>;
      if (encoding === 'br') {
        const options = {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        };
        packed = small ? brotliCompressSync(body, options) : await brotli(body, options);
      } else packed = small ? gzipSync(body, { level: 6 }) : await gzipAsync(body, { level: 6 });
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(packed.length));
      setResponse(new fetchAPI.Response(packed, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
