/**
 * GraphQL over SSE per the graphql-sse protocol at /graphql/stream (issue 14): one connection
 * per browser ("single connection mode": PUT reserves a stream, one GET/POST with
 * `accept: text/event-stream` holds it, each operation is a POST on it, DELETE stops one), served
 * by `graphql-sse`'s fetch handler the way yoga's `@graphql-yoga/plugin-graphql-sse` wires it
 * (yoga's parse, validate, context and execute), with the difference below. The
 * distinct-connection mode of the same protocol (one `accept: text/event-stream` POST per
 * operation) works there too, and the older SSE on POST /graphql stays for tools and tests.
 *
 * What this module adds to the plugin's defaults:
 * - A document that does not parse or goes past the query limits (queryLimits.ts: armor throws
 *   from parse and validate) is answered as what it is, never as a 500 with a stack: in
 *   distinct-connection mode a 400 naming why; on a held stream an operation result with that
 *   error, as yoga answers a validation error, because a graphql-sse client that gets anything
 *   but 202 for an operation drops and retries the whole connection, and every other operation of
 *   the tab with it. Any other GraphQLError thrown while an operation is prepared (its context:
 *   the session, the platform) is answered the same way; anything else is a bare 500 (logged).
 * - Stream tokens come from the CSPRNG (the default uses Math.random): a token is the only thing
 *   that lets a request read a stream.
 * - An operation is accepted only on a stream that is connected (the graphql-sse client always
 *   connects before it sends one). Otherwise its messages would wait in memory for a reader that
 *   may never come.
 * - A reservation nobody connects to within RESERVATION_TTL_MS is disposed of, and at most
 *   MAX_RESERVATIONS wait at once (more answer 429): reservations cannot pile up.
 * The CSRF check (plugins.ts) wants the web app's header on every request of the protocol.
 */
import { randomUUID } from 'node:crypto';
import { GraphQLError, getOperationAST, type ExecutionResult } from 'graphql';
import { createHandler, type HandlerOptions } from 'graphql-sse/lib/use/fetch';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { CSRF_HEADER, CSRF_VALUE } from '../plugins.js';

/** Where the graphql-sse endpoint listens. */
export const STREAM_PATH = '/graphql/stream';
/** The header (graphql-sse's) that names a reserved stream. */
export const STREAM_TOKEN_HEADER = 'x-graphql-event-stream-token';
/** A reservation not connected to within this long is disposed of. */
export const RESERVATION_TTL_MS = 30_000;
/** Reservations waiting for their connection at once, at most. */
export const MAX_RESERVATIONS = 10_000;

type RawAnswer = [string | null, ResponseInit];
const refusal = (status: number, message: string): RawAnswer => [
  JSON.stringify({ errors: [{ message }] }),
  { status, headers: { 'content-type': 'application/json; charset=utf-8' } },
];

/** What the endpoint holds, for tests and the bench. */
export interface StreamStats {
  /** Reserved streams not connected yet. */
  reserved: number;
  /** Streams a client holds open. */
  connected: number;
}

/** The graphql-sse plugin with the checks above; `stats()` counts what it holds. */
export function useLiveStream(): Plugin & { stats(): StreamStats } {
  const reserved = new Map<string, NodeJS.Timeout>();
  const connected = new Set<string>();

  /** Ends a reservation nobody connected to: connects to it internally and hangs up at once. */
  const dispose = (token: string) => {
    reserved.delete(token);
    const hangUp = new AbortController();
    const request = new Request(`http://gateway.internal${STREAM_PATH}`, {
      headers: { accept: 'text/event-stream', [STREAM_TOKEN_HEADER]: token, [CSRF_HEADER]: CSRF_VALUE },
      signal: hangUp.signal,
    });
    const endResponse = (response: Response) => {
      hangUp.abort();
      void response.body?.cancel().catch(() => undefined);
    };
    try {
      void Promise.resolve(
        (plugin.onRequest as (payload: unknown) => unknown)({
          request,
          endResponse,
          serverContext: {},
          url: new URL(request.url),
          fetchAPI: globalThis,
        }),
      ).catch(() => undefined);
    } catch {
      // Nothing to end.
    }
  };

  const plugin: Plugin = graphqlSSE({
    authenticate(req) {
      const token = req.headers.get(STREAM_TOKEN_HEADER);
      if (req.method === 'PUT') {
        if (reserved.size >= MAX_RESERVATIONS)
          return refusal(429, 'Too many streams are waiting for their connection; try again in a moment.') as never;
        const fresh = randomUUID();
        reserved.set(fresh, setTimeout(() => dispose(fresh), RESERVATION_TTL_MS).unref());
        return fresh;
      }
      if (!token) return undefined; // distinct-connection mode: an event stream per operation
      const operation =
        req.headers.get('accept') !== 'text/event-stream' && (req.method === 'POST' || req.method === 'GET');
      if (operation && !connected.has(token))
        return refusal(404, 'Stream not found: connect to it before sending operations.') as never;
      return token;
    },
    onConnect(req) {
      const token = req.headers.get(STREAM_TOKEN_HEADER);
      if (!token) return;
      const timer = reserved.get(token);
      if (timer === undefined) return; // unknown, already held or disposed: the handler answers
      clearTimeout(timer);
      reserved.delete(token);
      connected.add(token);
      // The stream ends with its request (the client hung up); graphql-sse completes its operations.
      req.raw.signal.addEventListener('abort', () => connected.delete(token), { once: true });
    },
  });
  return Object.assign(plugin, { stats: (): StreamStats => ({ reserved: reserved.size, connected: connected.size }) });
}

type Options = Pick<HandlerOptions, 'authenticate' | 'onConnect'>;

/**
 * By name, not instanceof: armor's parser throws the CommonJS build's GraphQLError, the gateway
 * imports the ES module build (two classes of one name).
 */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError' && typeof (error as GraphQLError).toJSON === 'function';

/**
 * A refusal of a document or its context: the GraphQL error, never a stack. A result carries
 * `data: null`: graphql-sse takes a result without a `data` key for operation arguments.
 */
const refused = (errors: readonly GraphQLError[], streamToken: string | null): ExecutionResult | RawAnswer => {
  if (streamToken) return { data: null, errors };
  const status = Number((errors[0]?.extensions?.http as { status?: number } | undefined)?.status ?? 400);
  return [
    JSON.stringify({ errors: errors.map((error) => error.toJSON()) }),
    {
      status: status >= 400 && status < 500 ? status : 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  ];
};

/** graphql-sse's handler at STREAM_PATH, run through yoga's envelope (the module's doc says why not the plugin). */
function graphqlSSE(options: Options): Plugin {
  const serverContextOf = new WeakMap<Request, Record<string, unknown>>();
  let handler: (request: Request) => Promise<Response>;
  return {
    onYogaInit({ yoga }) {
      const server = yoga as unknown as YogaServerInstance<Record<string, unknown>, Record<string, unknown>>;
      handler = createHandler(
        {
          ...options,
          async onSubscribe(req, params) {
            const streamToken = req.headers.get(STREAM_TOKEN_HEADER) ?? null;
            try {
              const enveloped = server.getEnveloped({ ...serverContextOf.get(req.raw), request: req.raw, params });
              const document = enveloped.parse(params.query);
              const errors = enveloped.validate(enveloped.schema, document);
              if (errors.length > 0) return refused(errors, streamToken) as never;
              const contextValue = await enveloped.contextFactory();
              const operation = getOperationAST(document, params.operationName);
              const run = operation?.operation === 'subscription' ? enveloped.subscribe : enveloped.execute;
              return (await run({
                schema: enveloped.schema,
                document,
                contextValue,
                variableValues: params.variables,
                operationName: params.operationName,
              })) as ExecutionResult;
            } catch (error) {
              if (isGraphQLError(error)) return refused([error], streamToken) as never;
              throw error;
            }
          },
        },
        server.fetchAPI,
      );
    },
    onRequest({ request, endResponse, serverContext }) {
      if (new URL(request.url).pathname !== STREAM_PATH) return;
      serverContextOf.set(request, serverContext as Record<string, unknown>);
      return handler(request).then(endResponse, (error: unknown) => {
        console.error('graphql-sse: an operation failed to prepare', error);
        endResponse(
          new Response(JSON.stringify({ errors: [{ message: 'Internal server error.' }] }), {
            status: 500,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      });
    },
  };
}
