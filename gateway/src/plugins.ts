/** Cross-cutting concerns of the gateway as yoga plugins (STYLE: `useX()`). */
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { API_POLICY, COMMON_HEADERS, GRAPHIQL_POLICY, applyHeaders } from './browserHeaders.js';
import type { Session } from './session/session.js';
import { variableError } from './errors.js';

/** The header the web app sends on its live requests (and tools on every request). */
export const CSRF_HEADER = 'x-graphql-client';
/** The one value of CSRF_HEADER the gateway accepts: what the web app sends. */
export const CSRF_VALUE = 'console-web';

/** The media type of a request's body, lower-cased, without parameters. */
const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * CSRF prevention (DESIGN §8): the check accepts exactly what the web app sends, nothing else.
 * Its SSE links send `x-graphql-client: console-web`; its HttpLink sends queries and mutations
 * as `application/json` POSTs, which a foreign page can only send after a CORS preflight (that
 * fails unless ALLOWED_ORIGINS lists the page's origin). Form-like and other body types, GETs and
 * any other header value are refused. Tests and tools send the same header.
 *
 * `headerOnly` paths (the graphql-sse endpoint, /graphql/stream) want the header on every request,
 * JSON POSTs included: the web app's graphql-sse client sends it on each request of the protocol
 * (PUT, the stream, each operation, DELETE), so nothing there needs the JSON exception.
 */
export function useCsrfPrevention(options: { headerOnly?: readonly string[] } = {}): Plugin {
  const headerOnly = new Set(options.headerOnly ?? []);
  return {
    onRequest({ request, endResponse, fetchAPI, url }) {
      if (request.method === 'OPTIONS') return;
      if (request.headers.get(CSRF_HEADER) === CSRF_VALUE) return;
      if (request.method === 'POST' && mediaType(request) === 'application/json' && !headerOnly.has(url.pathname))
        return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message:
                  `Refused: send the header ${CSRF_HEADER}: ${CSRF_VALUE}, ` +
                  `or POST application/json (CSRF prevention).`,
                extensions: { code: 'CSRF', status: 403 },
              },
            ],
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

/** A body over the limit: 413, nothing read further (yoga's wording and code). */
const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
/** Only a single non-negative integer is a Content-Length (anything else is a smuggling attempt or a mistake). */
const CONTENT_LENGTH = /^\d+$/;

/** The body of `request` as text, refused with 413 as soon as it passes `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<string> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request body limit (yoga's `maxRequestBodySize` is off): a Content-Length over `limit` is a
 * 413 before anything is read, one that is not a number a 400. node's HTTP parser then delivers
 * exactly that many bytes, so such a body is read as it is; yoga's own limit streamed every body
 * through a TransformStream to count it, ~0.35 ms of each request (issue 17). A body without a
 * Content-Length (chunked, or a Request made in-process) is read counting, and refused at the limit.
 */
export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!CONTENT_LENGTH.test(length))
          throw createGraphQLError('Content-Length header is invalid.', {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser(async (unread) =>
        requestParser(
          new fetchAPI.Request(unread.url, {
            method: unread.method,
            headers: unread.headers,
            body: await readLimited(unread, limit),
          }),
        ),
      );
    },
  };
}

/** The browser headers of browserHeaders.ts on every yoga answer; GraphiQL's page gets its own policy. */
export function useBrowserHeaders(): Plugin {
  return {
    onResponse({ response }) {
      const page = (response.headers.get('content-type') ?? '').startsWith('text/html');
      applyHeaders(response.headers, {
        ...COMMON_HEADERS,
        'content-security-policy': page ? GRAPHIQL_POLICY : API_POLICY,
      });
    },
  };
}

/**
 * Variables that do not fit their types (a bad id or filter in a URL the web app passes on) are
 * answered in plain words (errors.ts `variableError`), not in graphql-js's developer wording.
 */
export function useReadableVariableErrors(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length || 'data' in result) return;
          const errors = result.errors.map((error) => variableError(error.message) ?? error);
          if (errors.some((error, i) => error !== result.errors![i])) setResult({ ...result, errors });
        },
      };
    },
  };
}

/** Refuses `__schema` and `__type` (graphql's own rule, with yoga's error class so it is not masked). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed, but the query contained ${node.name.value}.`, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED', status: 400 },
        }),
      );
    }
  },
});

/** Introspection off (production). */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  };
}

/** Writes the cookies the request's session asked for onto its response. */
export function useSessionCookies(sessions: WeakMap<Request, Session>): Plugin {
  return {
    onResponse({ request, response }) {
      const session = sessions.get(request);
      for (const cookie of session?.setCookies ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}
