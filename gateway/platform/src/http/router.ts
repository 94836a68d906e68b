/**
 * The platform's HTTP routing on Hono (served on node:http by @hono/node-server): exact methods
 * and paths with `:params`, JSON bodies with a size limit, and every answer in the envelope
 * `{data, message, status, navigation}`. Every route is registered with its access (DESIGN §4),
 * and the access check runs before the body is read and the route's handler sees the request.
 * Client input is checked before any handler runs (input.ts): a malformed path, query or body is
 * a 400 naming it, an oversized body a 413; a handler's own failure is a 500 for that request only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HttpBindings, getRequestListener } from '@hono/node-server';
import { BULK_RESOURCES, errorEnvelope, type Envelope, type RouteAccess } from '@console/schema';
import { type Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { RequestCancelled, runCancellable } from '../store/requestScope.js';
import { HttpError, toHttpError } from './errors.js';
import type { Principal } from './guard.js';
import { checkJsonText, decodeComponent, decodeUtf8, parseQuery } from './input.js';
import { type BodyLimit, type Upload, bodyChunks, spoolUpload } from './upload.js';

export interface Request {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, string>;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
  /** The body of a route registered with `{ upload }`, read to its end but not parsed (`body` is then undefined). */
  readonly upload?: Upload;
  readonly ip: string;
}

/** How a route takes its body: parsed JSON within the path's limit, or spooled within `upload`'s (upload.ts). */
export interface RouteOptions {
  upload?: BodyLimit;
}

/** What a handler returns: data for the envelope, with optional paging, message and status. */
export type Reply = Pick<Envelope<unknown>, 'data'> & Partial<Omit<Envelope<unknown>, 'data'>>;

/** A route's own work, given the caller its access check admitted. */
export type RouteHandler = (req: Request, principal: Principal) => Promise<Reply>;

/** The access check: the caller of `req` if `access` admits them, else it throws 401 or 403. */
export type Admit = (access: RouteAccess, req: Request) => Promise<Principal>;

/** Largest body of an ordinary call: a record, a filter, a list of uuids. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Largest body of a bulk apply (the bulk_upsert calls, §7): a preview_id, or for brands (no preview)
 * the file's rows as JSON, up to ~200,000 rows of ~150 bytes. The gateway's own limit is the same.
 */
export const MAX_BULK_BODY_BYTES = 32 * 1024 * 1024;
/**
 * Largest upload of a bulk preview: spooled, its rows read as they are planned, never held whole
 * (upload.ts, jsonRows.ts) — MAX_BULK_ROWS rows of up to ~500 bytes.
 */
export const MAX_BULK_UPLOAD_BYTES = 512 * 1024 * 1024;
/** Largest row of a bulk preview's upload (held whole while it is parsed). */
export const MAX_BULK_ROW_BYTES = 1024 * 1024;

const BULK_UPLOAD_PATHS = new Set<string>(BULK_RESOURCES.map((bulk) => bulk.path));

/** The body limit of a path (bytes) and what it is called in the 413's message. */
export function bodyLimit(path: string): { bytes: number; name: string } {
  return BULK_UPLOAD_PATHS.has(path)
    ? { bytes: MAX_BULK_BODY_BYTES, name: 'a bulk upload' }
    : { bytes: MAX_BODY_BYTES, name: 'a call' };
}

type Env = { Bindings: HttpBindings };

/**
 * The request target's path exactly as sent (percent-encoded): routes match on it, and each
 * `:param` is then decoded strictly (Hono's own decoding lets a malformed escape through).
 */
const rawPath = (url: string): string => {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return url.slice(start, query < 0 ? undefined : query);
};

export class Router {
  private readonly app = new Hono<Env>({ router: new TrieRouter(), getPath: (request) => rawPath(request.url) });
  /** Every path pattern, whatever its method: a path that matches one answers 405, not 404. */
  private readonly paths = new TrieRouter<string>();
  private readonly routes: Array<{ method: string; pattern: string; access: RouteAccess }> = [];

  constructor(private readonly admit: Admit) {
    this.app.notFound((c) => {
      const path = rawPath(c.req.url);
      const known = this.paths.match('ALL', path)[0].length > 0;
      return answerError(
        c.env.outgoing,
        c.req.method,
        path,
        known
          ? new HttpError(405, `Method ${c.req.method} is not allowed on ${path}`)
          : new HttpError(404, `No route for ${c.req.method} ${path}`),
      );
    });
    // Only a bug of this file reaches here: every handler answers its own errors.
    this.app.onError((error, c) => answerError(c.env.outgoing, c.req.method, rawPath(c.req.url), error));
  }

  /**
   * Registers a handler with its access; `:name` segments become params. Earlier routes win.
   * Routes may be added while serving (tests add their own). An arrow property, so route modules
   * may take it as `const { on } = router`.
   */
  readonly on = (
    method: string,
    pattern: string,
    access: RouteAccess,
    handler: RouteHandler,
    options: RouteOptions = {},
  ): void => {
    this.routes.push({ method, pattern, access });
    this.paths.add('ALL', pattern, pattern);
    const keys = pattern.split('/').map((segment) => (segment.startsWith(':') ? segment.slice(1) : null));
    this.app.on(method, pattern, (c) => this.serve(c, method, keys, access, handler, options));
  };

  /** Every registered method, pattern and access, for the coverage and role tables of the contract tests. */
  list(): Array<{ method: string; pattern: string; access: RouteAccess }> {
    return this.routes.map((route) => ({ ...route }));
  }

  /** The node:http listener; it never rejects (server.ts may `void` it). */
  listener(): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
    return getRequestListener(this.app.fetch, {
      // The gateway shares this process: its fetch must keep node's own Request and Response.
      overrideGlobalObjects: false,
      // A request target or Host header that makes no URL is the client's mistake.
      errorHandler: () => envelopeResponse(400, 'The request target is not a URL'),
    });
  }

  private async serve(
    c: Context<Env>,
    method: string,
    keys: ReadonlyArray<string | null>,
    access: RouteAccess,
    handler: RouteHandler,
    options: RouteOptions,
  ): Promise<Response> {
    const { incoming, outgoing } = c.env;
    const path = rawPath(c.req.url);
    try {
      // Hono answers HEAD with the GET route; this platform never did (405, as for any other method).
      if (c.req.method !== method) throw new HttpError(405, `Method ${c.req.method} is not allowed on ${path}`);
      const segments = path.split('/');
      const params: Record<string, string> = {};
      keys.forEach((key, i) => {
        if (key) params[key] = decodeComponent(segments[i]!, `path.${key}`);
      });
      const query = parseQuery(new URL(c.req.url).search);
      const request: Request = {
        method,
        path: new URL(c.req.url).pathname,
        params,
        query,
        headers: incoming.headers,
        body: undefined,
        ip: incoming.socket.remoteAddress ?? '',
      };
      const reply = await inRequest(outgoing, async () => {
        // Who may call comes first: a refused caller's body is never read, let alone parsed.
        const principal = await this.admit(access, request);
        if (!options.upload)
          return handler({ ...request, body: await readJson(incoming, bodyLimit(request.path)) }, principal);
        const upload = await spoolUpload(incoming, options.upload);
        try {
          return await handler({ ...request, upload }, principal);
        } finally {
          await upload.dispose();
        }
      });
      const status = reply.status ?? 200;
      const answer: Envelope<unknown> = {
        data: reply.data,
        message: reply.message ?? 'OK',
        status,
        navigation: reply.navigation ?? null,
      };
      return jsonResponse(status, answer);
    } catch (error) {
      return answerError(outgoing, method, path, error);
    }
  }
}

/** Runs a handler in a scope cancelled if `res` closes before it is answered (store/requestScope.ts). */
function inRequest<T>(res: ServerResponse, handler: () => Promise<T>): Promise<T> {
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  return runCancellable(gone.signal, handler).finally(() => res.off('close', onClose));
}

function jsonResponse(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(payload);
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    },
  });
}

const envelopeResponse = (
  status: number,
  reason: string,
  details: Parameters<typeof errorEnvelope>[2] = {},
  headers: Record<string, string> = {},
) => jsonResponse(status, errorEnvelope(status, reason, details), headers);

/** The error envelope of a failed request; an unexpected error is logged and answered 500. */
function answerError(res: ServerResponse, method: string, path: string, error: unknown): Response {
  // Nobody reads the answer of a cancelled request: its socket is gone.
  if (error instanceof RequestCancelled) {
    res.destroy();
    return new Response(null, { status: 499 });
  }
  const e = toHttpError(error);
  if (!e) console.error('[platform]', method, path, error);
  const status = e?.status ?? 500;
  // After a 413 the rest of the body is not read: the connection closes with the answer.
  const headers: Record<string, string> = status === 413 ? { connection: 'close' } : {};
  try {
    return envelopeResponse(
      status,
      e?.message ?? 'Internal error',
      { ...(e?.field ? { field: e.field } : {}), ...(e?.details ?? {}) },
      headers,
    );
  } catch (sendFailure) {
    console.error('[platform] could not answer', method, path, sendFailure);
    return envelopeResponse(500, 'Internal error');
  }
}

/** The JSON body of a request (none for GET and HEAD), within `limit`, its text checked. */
async function readJson(req: IncomingMessage, limit: BodyLimit): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of bodyChunks(req, limit)) chunks.push(chunk);
  if (chunks.length === 0) return undefined;
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
