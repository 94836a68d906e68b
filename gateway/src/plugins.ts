/** Cross-cutting concerns of the gateway as yoga plugins (STYLE: `useX()`). */
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Session } from './session/session.js';

/**
 * Headers that prove a request is not a simple cross-site form post (CSRF, DESIGN §5). The web
 * sends `x-graphql-client: console-web` on every request, queries, mutations and SSE alike.
 */
export const CSRF_HEADERS = ['x-graphql-client', 'apollo-require-preflight'] as const;
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Refuses requests a browser could send cross-site without a preflight. */
export function useCsrfPrevention(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method === 'OPTIONS') return;
      if (CSRF_HEADERS.some((h) => request.headers.get(h))) return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      // A JSON POST always needs a preflight, so it cannot come from a foreign page.
      if (request.method === 'POST' && type && !SIMPLE_TYPES.includes(type)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: `Refused: send one of the headers ${CSRF_HEADERS.join(', ')} (CSRF prevention).`, extensions: { code: 'CSRF', status: 403 } }] }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

/** Refuses `__schema` and `__type` (graphql's own rule, with yoga's error class so it is not masked). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(createGraphQLError(`GraphQL introspection is not allowed, but the query contained ${node.name.value}.`, { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED', status: 400 } }));
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
