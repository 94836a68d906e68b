/**
 * What every node:http server of the console needs against malformed input, whichever program
 * runs it: the platform (server.ts) and the gateway (gateway/src/httpServer.ts) both use this
 * file; it imports nothing but node, so the platform's "imports schema only" rule holds and the
 * gateway, which starts the platform in-process anyway, may import it.
 */
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { setFlagsFromString } from 'node:v8';

/**
 * The timeouts of every console server. An idle keep-alive connection stays open 65 s (node's
 * default is 5 s): with 5 s, a client reusing a connection just as the server closes it gets
 * ECONNRESET on a request the server never read (seen from Playwright between two tests; possible
 * from any browser, proxy or platform client whose idle timeout is longer). 65 s is above the
 * usual 60 s of proxies and load balancers, so the client side closes first. Headers must still
 * arrive within 66 s, and node's 300 s for a request body stays.
 */
export const SERVER_TIMEOUTS = { keepAliveTimeout: 65_000, headersTimeout: 66_000 } as const;

/** How a server reports what it could not answer normally. */
export type Log = (line: string, error?: unknown) => void;

/** A node:http parser error (`clientError`). */
type ClientError = Error & { code?: string };

/** The status of a request node could not parse: 431 for big headers, 408 for slow ones, else 400. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Answers requests node cannot parse (bad request line, header bytes, chunk sizes, oversized
 * headers) with a 4xx that says so, instead of node's empty one; a socket that is already gone,
 * or already carries an answer, is only closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    const body = `Malformed request (${error.code ?? 'unparsable'}): ${STATUS_CODES[status]}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: ` +
        `text/plain; charset=utf-8\r\nx-content-type-options: nosniff\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Last resort for errors no request handler caught (every listener catches its own sync throws
 * and rejected promises; these handlers are for what escapes anyway):
 * - a rejected promise nobody awaited is logged and the process keeps serving: it carries no
 *   half-done synchronous state, and node's default (exit) would turn one request's forgotten
 *   `catch` into an outage for every user;
 * - an uncaught exception is logged and the process exits with status 1, as node's docs advise:
 *   the throw may have left shared state (a pool, a stream, a half-run callback) inconsistent.
 *   A supervisor restarts it, and the platform reconciles its tasks on start.
 */
export function installLastResortHandlers(log: Log, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on('unhandledRejection', (reason) => log('unhandled rejection (kept serving)', reason));
  process.on('uncaughtException', (error) => {
    log('uncaught exception: exiting', error);
    exit(1);
  });
}

/**
 * How far V8 lets the heap grow past what survived its last full collection before collecting
 * again, in percent. By default it lets it grow up to 4× when collecting is cheap next to the work
 * (a bulk apply): a 100,000-row apply on PGlite, whose objects alive at any time fit in 160 MB, took
 * the platform to 540–615 MB of memory, garbage waiting for its turn. With 50% it peaked at 400–453
 * MB, at no time cost measured (`npm run bench -- bulk`; the gateway bench unchanged too).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets HEAP_GROWING_PERCENT for this process (V8 reads it at each full collection). */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** A console log line for `installLastResortHandlers`. */
export const consoleLog =
  (prefix: string): Log =>
  (line, error) =>
    console.error(`${prefix} ${line}`, error ?? '');
