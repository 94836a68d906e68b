/**
 * The one place the gateway speaks HTTP to the platform: envelope checks with the schema's zod
 * models, the bearer token or the service key, and a timeout so a stopped platform answers
 * status 0 quickly instead of hanging a GraphQL request. The fetch is aborted at that timeout
 * and when the browser request it serves goes away (requestScope.ts), so the platform stops the
 * work too instead of finishing it for nobody.
 *
 * Calls go through undici's `request` on a keep-alive pool of the gateway's own, not `fetch`:
 * fetch sends every body as a stream (chunked, several writes) and wraps the answer in web
 * streams, which made the gateway's added latency 2–3 ms per call (issue 17); `request` writes a
 * call in one go and reads the answer as text.
 */
import { Agent, request } from 'undici';
import { z } from 'zod';
import {
  ON_BEHALF_OF_HEADER,
  SERVICE_KEY_HEADER,
  envelopeSchema,
  errorEnvelopeSchema,
  type Envelope,
  type Navigation,
} from '@console/schema';
import { requestSignal, requestWrites } from '../requestScope.js';

/** Who a call is made for: the session token, and the user uuid for service-key calls. */
export interface Auth {
  readonly token?: string | undefined;
  readonly userUuid?: string | undefined;
  /** The gateway's own reads (feed fallback polling): the service key without a user. */
  readonly service?: boolean;
}

/** A failed platform call: status 0 when unreachable, else the HTTP status with the platform's reason. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    /** The platform's `data.response` (it names the field), or what went wrong on the way. */
    readonly reason: string,
    readonly field?: string,
    /** The error envelope's data (e.g. `rows` of a 409). */
    readonly data?: Record<string, unknown>,
  ) {
    super(reason);
    this.name = 'PlatformError';
  }
}

/** How a call authenticates: bearer (default), the service key on behalf of the user (§6), or none. */
export type AuthMode = 'bearer' | 'service' | 'none';

export interface CallOptions<T extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: Auth;
  mode?: AuthMode;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The model of `data` in the envelope. */
  data: T;
  /** Longer timeout for heavy calls (bulk preview of many rows). */
  slow?: boolean;
  /** This call's own timeout (password hashing is slow by design). */
  timeoutMs?: number;
  /** Extra headers (the browser's address on login). */
  headers?: Record<string, string>;
}

export interface HttpConfig {
  baseUrl: string;
  serviceKey: string;
  /** Timeout of ordinary calls; a few seconds. */
  timeoutMs?: number;
  /**
   * Timeout of the calls a write (a GraphQL mutation) makes: longer, because the platform runs
   * writes one at a time and a write may wait behind a bulk apply (seconds for 100,000 rows).
   * Refusing it at the read timeout told the user the platform was not answering while it was
   * busy, and cancelled a write that would have been done (issue 14's bench: 48 of 200).
   */
  writeTimeoutMs?: number;
  /** Timeout of heavy calls. */
  slowTimeoutMs?: number;
  /** Seen by tests (and logs): every request made. */
  onRequest?: (method: string, path: string) => void;
}

/** The platform's envelope, its paging always there (null when it sent none). */
export type Answer<T> = Envelope<T> & { navigation: Navigation | null };

/** Headers of a call: bearer token, or service key with x-on-behalf-of. */
export function authHeaders(
  config: Pick<HttpConfig, 'serviceKey'>,
  auth: Auth,
  mode: AuthMode,
): Record<string, string> {
  if (mode === 'none') return {};
  if (mode === 'service' || auth.service) {
    const headers: Record<string, string> = { [SERVICE_KEY_HEADER]: config.serviceKey };
    if (auth.userUuid) headers[ON_BEHALF_OF_HEADER] = auth.userUuid;
    return headers;
  }
  if (!auth.token) throw new PlatformError(401, 'No session');
  return { authorization: `Bearer ${auth.token}` };
}

/**
 * Aborts at `timeoutMs`, or when the browser request being served (if any) goes away; `done()`
 * clears both once the call has its answer. One controller and one timer per call:
 * AbortSignal.timeout and AbortSignal.any cost a transferable signal each (and, on Node 20, keep
 * what they follow alive longer).
 */
function callSignal(timeoutMs: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const request = requestSignal();
  const abort = () =>
    controller.abort(request?.aborted ? request.reason : new Error('The platform did not answer in time'));
  if (request?.aborted) abort();
  const timer = setTimeout(abort, timeoutMs);
  request?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      request?.removeEventListener('abort', abort);
    },
  };
}

/** How long a write's calls wait for the platform by default (see `HttpConfig.writeTimeoutMs`). */
export const WRITE_TIMEOUT_MS = 30_000;

/** Connections kept open to the platform, at most (a GraphQL request may make several calls at once). */
const CONNECTIONS = 128;

/** Builds the `call` function of the typed client. */
export function createHttp(config: HttpConfig) {
  const base = config.baseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 5000;
  const slowTimeoutMs = config.slowTimeoutMs ?? 120_000;
  const writeTimeoutMs = Math.max(timeoutMs, config.writeTimeoutMs ?? WRITE_TIMEOUT_MS);
  // No timeouts of undici's own: the call's signal is the one limit (a bulk preview may take minutes).
  const dispatcher = new Agent({ connections: CONNECTIONS, headersTimeout: 0, bodyTimeout: 0 });

  return async function call<T extends z.ZodType>(options: CallOptions<T>): Promise<Answer<z.infer<T>>> {
    const url = new URL(base + options.path);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...authHeaders(config, options.auth, options.mode ?? 'bearer'),
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    config.onRequest?.(options.method, options.path);
    let response: { status: number; ok: boolean };
    let text: string;
    const limit = callSignal(
      options.timeoutMs ?? (options.slow ? slowTimeoutMs : requestWrites() ? writeTimeoutMs : timeoutMs),
    );
    try {
      const answer = await request(url, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: limit.signal,
        dispatcher,
      });
      text = await answer.body.text();
      response = { status: answer.statusCode, ok: answer.statusCode >= 200 && answer.statusCode < 300 };
    } catch (error) {
      throw new PlatformError(0, error instanceof Error ? error.message : 'The platform could not be reached');
    } finally {
      limit.done();
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new PlatformError(
        response.status >= 400 ? response.status : 500,
        `The platform answered ${response.status} without JSON`,
      );
    }
    if (!response.ok) {
      const failure = errorEnvelopeSchema.safeParse(json);
      if (failure.success) {
        const { response: reason, field, ...rest } = failure.data.data;
        throw new PlatformError(response.status, reason, field, rest);
      }
      throw new PlatformError(response.status, `The platform answered ${response.status}`);
    }
    const parsed = envelopeSchema(options.data).safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PlatformError(
        500,
        `The platform's answer to ${options.method} ${options.path} did not match its model ` +
          `at ${issue?.path.join('.')}: ${issue?.message}`,
      );
    }
    const { data, message, status, navigation } = parsed.data as Answer<z.infer<T>>;
    return { data, message, status, navigation: navigation ?? null };
  };
}

export type Call = ReturnType<typeof createHttp>;
