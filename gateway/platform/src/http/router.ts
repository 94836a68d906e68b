/**
 * A small HTTP router on node:http: exact methods and paths with `:params`, JSON bodies with a
 * size limit, and every answer in the envelope `{data, message, status, navigation}`. Every
 * route is registered with its access (DESIGN §4), and the router runs the access check before
 * the body is read and the route's handler sees the request. Client input is checked before any
 * handler runs (input.ts): a malformed path, query or body is a 400 naming it, an oversized body
 * a 413; a handler's own failure is a 500 for that request only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BULK_RESOURCES, type Navigation, type RouteAccess } from '@console/schema';
import { HttpError, toHttpError } from './errors.js';
import type { Principal } from './guard.js';
import { checkJsonText, decodeComponent, decodeUtf8, parseQuery, parseTarget, tooLarge } from './input.js';
import { RequestCancelled, runCancellable } from '../db/requestScope.js';

export interface Request {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, string>;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
  readonly ip: string;
}

/** What a handler returns: data for the envelope, with optional paging, message and status. */
export interface Reply {
  data: unknown;
  navigation?: Navigation | null;
  message?: string;
  status?: number;
}

/** A route's own work, given the caller its access check admitted. */
export type RouteHandler = (req: Request, principal: Principal) => Promise<Reply>;

/** The access check: the caller of `req` if `access` admits them, else it throws 401 or 403. */
export type Admit = (access: RouteAccess, req: Request) => Promise<Principal>;

interface Route {
  method: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  /** Who may call it (DESIGN §4): an action of the matrix, `public`, `session` or `service`. */
  access: RouteAccess;
  handler: RouteHandler;
}

/** Largest body of an ordinary call: a record, a filter, a list of uuids. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Largest body of a bulk upload (the bulk_upsert calls and their previews, §7): a file's rows
 * as JSON, up to MAX_BULK_ROWS rows of ~150 bytes. The gateway's own limit is the same.
 */
export const MAX_BULK_BODY_BYTES = 32 * 1024 * 1024;

const BULK_UPLOAD_PATHS = new Set<string>(BULK_RESOURCES.flatMap((bulk) => (bulk.previewPath ? [bulk.path, bulk.previewPath] : [bulk.path])));

/** The body limit of a path (bytes) and what it is called in the 413's message. */
export function bodyLimit(path: string): { bytes: number; name: string } {
  return BULK_UPLOAD_PATHS.has(path) ? { bytes: MAX_BULK_BODY_BYTES, name: 'a bulk upload' } : { bytes: MAX_BODY_BYTES, name: 'a call' };
}

export class Router {
  private readonly routes: Route[] = [];
  private admit: Admit | undefined;

  /** Sets the access check every route runs first; routes can only be registered after it. */
  admitWith(admit: Admit): void {
    this.admit = admit;
  }

  /**
   * Registers a handler with its access; `:name` segments become params. Earlier routes win.
   * An arrow property, so route modules may take it as `const { on } = router`.
   */
  readonly on = (method: string, pattern: string, access: RouteAccess, handler: RouteHandler): void => {
    if (!this.admit) throw new Error(`Router: admitWith() must come before registering ${method} ${pattern}`);
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, pattern, regex: new RegExp(`^${source}$`), keys, access, handler });
  };

  /** Every registered method, pattern and access, for the coverage and role tables of the contract tests. */
  list(): Array<{ method: string; pattern: string; access: RouteAccess }> {
    return this.routes.map(({ method, pattern, access }) => ({ method, pattern, access }));
  }

  match(method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeComponent(m[i + 1]!, `path.${key}`);
      });
      return { route, params };
    }
    return pathMatched ? 'method' : null;
  }

  /** The node:http listener; it never rejects (server.ts may `void` it). */
  listener() {
    return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const method = req.method ?? 'GET';
      let path = req.url ?? '/';
      try {
        const url = parseTarget(req.url);
        path = url.pathname;
        const query = parseQuery(url.search);
        const found = this.match(method, url.pathname);
        if (found === null) throw new HttpError(404, `No route for ${method} ${url.pathname}`);
        if (found === 'method') throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
        const request: Request = { method, path: url.pathname, params: found.params, query, headers: req.headers, body: undefined, ip: req.socket.remoteAddress ?? '' };
        const { route } = found;
        const reply = await inRequest(res, async () => {
          // Who may call comes first: a refused caller's body is never read, let alone parsed.
          const principal = await this.admit!(route.access, request);
          const body = await readJson(req, bodyLimit(url.pathname));
          return route.handler({ ...request, body }, principal);
        });
        send(res, reply.status ?? 200, {
          data: reply.data,
          message: reply.message ?? 'OK',
          status: reply.status ?? 200,
          navigation: reply.navigation ?? null,
        });
      } catch (error) {
        sendError(res, method, path, error);
      }
    };
  }
}

/** Runs a handler in a scope cancelled if `res` closes before it is answered (db/requestScope.ts). */
function inRequest<T>(res: ServerResponse, handler: () => Promise<T>): Promise<T> {
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  return runCancellable(gone.signal, handler).finally(() => res.off('close', onClose));
}

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The error envelope of a failed request; an unexpected error is logged and answered 500. */
function sendError(res: ServerResponse, method: string, path: string, error: unknown) {
  // Nobody reads the answer of a cancelled request: its socket is gone.
  if (error instanceof RequestCancelled) return;
  const e = toHttpError(error);
  if (!e) console.error('[platform]', method, path, error);
  const status = e?.status ?? 500;
  const reason = e?.message ?? 'Internal error';
  // After a 413 the rest of the body is not read: the connection closes with the answer.
  const headers: Record<string, string> = status === 413 ? { connection: 'close' } : {};
  try {
    send(res, status, { data: { success: false, response: reason, ...(e?.field ? { field: e.field } : {}), ...(e?.details ?? {}) }, message: reason, status, navigation: null }, headers);
  } catch (sendFailure) {
    console.error('[platform] could not answer', method, path, sendFailure);
    res.destroy();
  }
}

/** The JSON body of a request (none for GET and HEAD), within `limit`, its text checked. */
async function readJson(req: IncomingMessage, limit: { bytes: number; name: string }): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit.bytes) throw tooLarge(limit.bytes, limit.name);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit.bytes) throw tooLarge(limit.bytes, limit.name);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // The client went away mid-body: nobody to answer, and not the server's fault.
    if ((error as { code?: string }).code === 'ECONNRESET') throw new RequestCancelled();
    throw error;
  }
  if (size === 0) return undefined;
  const text = decodeUtf8(Buffer.concat(chunks));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
  checkJsonText(body);
  return body;
}
