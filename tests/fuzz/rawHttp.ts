/**
 * HTTP/1.1 over a raw TCP socket, for requests fetch cannot send: malformed request lines,
 * header bytes, bodies whose length lies. Reads one response (or none, when the server closes).
 */
import { connect } from 'node:net';

/** One parsed response; `status` 0 when the server closed without answering. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` as is, then half-closes (so a request that promised more body than it sent is
 * cut off, as when a client goes away), and reads the first response, waiting at most `timeoutMs`.
 */
export function rawHttp(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('connect', () => socket.end(request));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** A request head with `Host` and `Connection: close`, and a body with its length. */
export function rawRequest(line: string, headers: Record<string, string> = {}, body?: string | Buffer): Buffer {
  const all: Record<string, string> = { host: '127.0.0.1', connection: 'close', ...headers };
  if (
    body !== undefined &&
    !Object.keys(all).some((k) => k.toLowerCase() === 'content-length' || k.toLowerCase() === 'transfer-encoding')
  ) {
    all['content-length'] = String(Buffer.byteLength(body));
  }
  const head = `${line}\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}

function split(data: Buffer): { head: string; body: Buffer } | null {
  const end = data.indexOf('\r\n\r\n');
  return end < 0 ? null : { head: data.subarray(0, end).toString('latin1'), body: data.subarray(end + 4) };
}

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Whether a whole response (by content-length or a final chunk) has arrived. */
function complete(data: Buffer): boolean {
  const parts = split(data);
  if (!parts) return false;
  const headers = headersOf(parts.head);
  if (headers['content-length'] !== undefined) return parts.body.length >= Number(headers['content-length']);
  if (headers['transfer-encoding']?.includes('chunked'))
    return parts.body.includes('\r\n0\r\n\r\n') || parts.body.subarray(0, 5).toString() === '0\r\n\r\n';
  return false;
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

function parseResponse(data: Buffer): RawResponse {
  const parts = split(data);
  if (!parts) return { status: 0, headers: {}, body: '' };
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(parts.head)?.[1] ?? 0);
  const headers = headersOf(parts.head);
  const body = headers['transfer-encoding']?.includes('chunked') ? dechunk(parts.body) : parts.body;
  return { status, headers, body: body.toString('utf8') };
}
