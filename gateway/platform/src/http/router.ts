/**
 * A small HTTP router on node:http: exact methods and paths with `:params`, JSON bodies with a
 * size limit, and every answer in the envelope `{data, message, status, navigation}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Navigation } from '@console/schema';
import { HttpError } from './errors.js';

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

export type Handler = (req: Request) => Promise<Reply>;

interface Route {
  method: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class Router {
  private readonly routes: Route[] = [];

  /** Registers a handler; `:name` segments become params. Earlier routes win. */
  on(method: string, pattern: string, handler: Handler): void {
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
    this.routes.push({ method, pattern, regex: new RegExp(`^${source}$`), keys, handler });
  }

  /** Every registered method and pattern, for the coverage list of the contract tests. */
  list(): Array<{ method: string; pattern: string }> {
    return this.routes.map(({ method, pattern }) => ({ method, pattern }));
  }

  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1]!);
      });
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method' : null;
  }

  /** The node:http listener. */
  listener() {
    return async (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://platform.local');
      const method = req.method ?? 'GET';
      try {
        const found = this.match(method, url.pathname);
        if (found === null) throw new HttpError(404, `No route for ${method} ${url.pathname}`);
        if (found === 'method') throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
        const body = await readJson(req);
        const reply = await found.handler({
          method,
          path: url.pathname,
          params: found.params,
          query: url.searchParams,
          headers: req.headers,
          body,
          ip: req.socket.remoteAddress ?? '',
        });
        send(res, reply.status ?? 200, {
          data: reply.data,
          message: reply.message ?? 'OK',
          status: reply.status ?? 200,
          navigation: reply.navigation ?? null,
        });
      } catch (error) {
        const e = error instanceof HttpError ? error : null;
        if (!e) console.error('[platform]', method, url.pathname, error);
        const status = e?.status ?? 500;
        const reason = e?.message ?? 'Internal error';
        send(res, status, {
          data: { success: false, response: reason, ...(e?.field ? { field: e.field } : {}), ...(e?.details ?? {}) },
          message: reason,
          status,
          navigation: null,
        });
      }
    };
  }
}

function send(res: ServerResponse, status: number, payload: unknown) {
  if (res.headersSent) return;
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}
