/**
 * CORS (DESIGN §8 "Browser boundary"): off unless ALLOWED_ORIGINS lists origins, and then only
 * for exactly those (scheme, host and port as the browser sends them in `Origin`). The web app is
 * served by the gateway itself and needs none; a listed origin is a separate front end.
 */
import type { CORSOptions } from 'graphql-yoga';
import { CSRF_HEADER } from './plugins.js';

/** The origins of ALLOWED_ORIGINS (comma-separated); a value that is not an origin is an error. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    // '*' would read as a pattern, but origins match exactly: refuse it rather than mislead.
    if (!parsed || parsed.origin !== origin || origin.includes('*')) {
      throw new Error(
        `ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path or trailing slash)`,
      );
    }
  }
  return origins;
}

/** yoga's `cors` option: false without origins, else the answer for a listed origin only. */
export function corsFor(allowedOrigins: readonly string[]): false | ((request: Request) => CORSOptions) {
  if (allowedOrigins.length === 0) return false;
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false;
    // PUT and DELETE, and graphql-sse's stream token header: the protocol of /graphql/stream.
    return {
      origin,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'accept', CSRF_HEADER, 'x-graphql-event-stream-token'],
      maxAge: 600,
    };
  };
}
