/**
 * The gateway's node:http listener: /graphql (and yoga's /health) to yoga, every other path to
 * the web app. It refuses what neither could read (a request target that is not a URL, a Host
 * header that is not a host, a path that is not percent-encoded UTF-8) with a 400, and catches
 * whatever a request's handling throws or rejects with, so one request never takes the process
 * (and the in-process platform) down. Each request runs in a scope whose signal aborts when the
 * browser goes away (requestScope.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_POLICY, COMMON_HEADERS, applyHeaders } from './browserHeaders.js';
import { HttpProblem, answerFailure } from './httpProblem.js';
import { runInRequest } from './requestScope.js';

/** Internal header the listener sets from the socket (overwriting anything sent). */
export const CLIENT_ADDRESS_HEADER = 'x-console-client-address';

/**
 * A Host header: a registered name or an IP literal, with an optional port (RFC 3986 §3.2.2).
 * yoga builds its request URL by pasting it in front of the path, so anything else is refused.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~%!$&'()*+,;=-]+)(?::\d{1,5})?$/;

/** The request's target as a URL, or a 400 saying what is wrong with it. */
export function requestTarget(req: IncomingMessage): URL {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host))
    throw new HttpProblem(400, 'Bad request: the Host header is not a host name.');
  try {
    return new URL(req.url ?? '/', `http://${host || 'gateway.local'}`);
  } catch {
    throw new HttpProblem(400, 'Bad request: the request target is not a URL.');
  }
}

/** What the listener hands requests to. */
export interface NodeListenerOptions {
  /** Whether a path goes to yoga. */
  isGraphql(pathname: string): boolean;
  /** yoga's node handler. */
  graphql(req: IncomingMessage, res: ServerResponse): Promise<unknown>;
  /** The web app's files (staticFiles.ts), given the path as sent. */
  web(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** Where unexpected failures are logged. */
  log(...args: unknown[]): void;
}

/**
 * Each write of an event stream (a live message) leaves at once. Node corks a response's socket
 * on write and uncorks it on process.nextTick, and next ticks run only once the microtask queue
 * is empty: while the hub hands a burst of commits to hundreds of subscribers (one long chain of
 * promise continuations), every socket stayed corked until the whole burst was done, so the first
 * message waited for the last (~150 ms of a 2,000-message burst).
 */
function flushEventStreams(res: ServerResponse): void {
  const write = res.write;
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    const accepted = write.apply(this, args);
    const type = this.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/event-stream') && this.socket?.writableCorked)
      this.socket.uncork();
    return accepted;
  } as ServerResponse['write'];
}

/** The listener for node:http's createServer. */
export function createNodeListener(options: NodeListenerOptions) {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Every answer, refusals included, carries the browser headers; yoga and the web app refine them.
    applyHeaders(res, { ...COMMON_HEADERS, 'content-security-policy': API_POLICY });
    const target = requestTarget(req);
    if (options.isGraphql(target.pathname)) {
      // Origin-form only: yoga builds its URL from the Host header and this path.
      req.url = target.pathname + target.search;
      // The socket's address, for the platform's login limit; a client cannot set it itself.
      req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
      await options.graphql(req, res);
      return;
    }
    await options.web(req, res, target.pathname);
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    flushEventStreams(res);
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort(new Error('The browser went away'));
    });
    runInRequest(gone.signal, () => handle(req, res)).catch((error: unknown) => answerFailure(res, error, options.log));
  };
}
