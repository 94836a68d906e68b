/**
 * createGateway: the graphql-yoga server over the platform's REST (DESIGN §5). One factory: the
 * schema from schema/graphql, the typed REST client, the session, limits, CSRF prevention, CORS
 * and the browser headers, the live hub with its graphql-sse endpoint (/graphql/stream), and a
 * node listener that also serves the built web app.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga, useExecutionCancellation, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { GatewayContext } from './context.js';
import { corsFor } from './cors.js';
import { Live } from './live/live.js';
import { SessionCache } from './session/sessionCache.js';
import { useResponseCompression } from './compression.js';
import { useSharedLiveExecution } from './live/sharedExecution.js';
import { STREAM_PATH, useLiveStream } from './live/stream.js';
import { createLoaders } from './loaders.js';
import { createPlatformClient, type PlatformClient } from './platformClient/index.js';
import { CLIENT_ADDRESS_HEADER, createNodeListener } from './nodeListener.js';
import {
  useBodyLimit,
  CSRF_HEADER,
  CSRF_VALUE,
  useBrowserHeaders,
  useCsrfPrevention,
  useNoIntrospection,
  useReadableVariableErrors,
  useSessionCookies,
} from './plugins.js';
import { usePageCost } from './queryCost.js';
import { useQueryLimits } from './queryLimits.js';
import { runInRequest, useWriteScope } from './requestScope.js';
import { resolvers } from './resolvers/index.js';
import { isHttps, readSessionToken } from './session/cookies.js';
import { Session } from './session/session.js';
import { serveWebApp } from './staticFiles.js';

/** What the gateway logs through. */
export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface GatewayOptions {
  platformUrl: string;
  /** The platform's service key (the five §6 calls, the feed). */
  serviceKey: string;
  logger: Logger;
  /** Production: introspection and GraphiQL off, errors masked. */
  production: boolean;
  /** The built web app to serve beside /graphql. */
  webDist?: string | undefined;
  redisUrl?: string | undefined;
  redisKeyPrefix?: string | undefined;
  /** Polling interval against a platform without a feed. */
  pollIntervalMs?: number | undefined;
  /** Largest polling interval while the platform is slow or down. */
  pollMaxIntervalMs?: number | undefined;
  /** Redis lease of the one gateway that reads the platform feed (ms). */
  leaseTtlMs?: number | undefined;
  /** Timeout of ordinary platform calls (ms). */
  platformTimeoutMs?: number | undefined;
  /** Largest request body (bytes); bulk previews are the big ones. */
  maxBodyBytes?: number | undefined;
  /** Origins allowed to call /graphql with credentials (ALLOWED_ORIGINS); none: CORS off. */
  allowedOrigins?: readonly string[] | undefined;
  /** Sees every REST request the gateway makes (tests count them). */
  onPlatformRequest?: (method: string, path: string) => void;
  /** Replaces the HTTP client (unit tests with the double). */
  platform?: PlatformClient;
}

/** The SDL of every domain, read once from schema/graphql. */
export function loadTypeDefs(): string[] {
  const folder = fileURLToPath(new URL('../../schema/graphql/', import.meta.url));
  return readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(folder + f, 'utf8'));
}

export const GRAPHQL_PATH = '/graphql';

/**
 * Largest request body the gateway reads: the platform's bulk upload limit (32 MiB), so a bulk
 * preview's rows fit; other calls are held to 2 MiB by the platform (docs/HTTP-SURFACE.md).
 */
export const MAX_GATEWAY_BODY_BYTES = 32 * 1024 * 1024;

export function createGateway(options: GatewayOptions) {
  const platform =
    options.platform ??
    createPlatformClient({
      baseUrl: options.platformUrl,
      serviceKey: options.serviceKey,
      timeoutMs: options.platformTimeoutMs ?? 5000,
      onRequest: options.onPlatformRequest,
    });
  const live = new Live({
    platformUrl: options.platformUrl,
    serviceKey: options.serviceKey,
    platform,
    redisUrl: options.redisUrl,
    keyPrefix: options.redisKeyPrefix,
    pollIntervalMs: options.pollIntervalMs,
    pollMaxIntervalMs: options.pollMaxIntervalMs,
    leaseTtlMs: options.leaseTtlMs,
    log: (line) => options.logger.info(line),
  });
  const sessions = new WeakMap<Request, Session>();
  // A role change reaches every gateway on the feed: the user's remembered sessions go with it.
  const sessionCache = new SessionCache();
  live.observe((streamType, streamId) => {
    if (streamType === 'users') sessionCache.forgetUser(streamId.slice(streamId.indexOf(':') + 1));
  });
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });

  const stream = useLiveStream();
  const plugins: Plugin[] = [
    useBrowserHeaders(),
    // JSON answers of 1 KB or more compressed (br, else gzip); streams never.
    useResponseCompression(),
    // Before the stream: every request of the graphql-sse protocol passes the CSRF check first.
    useCsrfPrevention({ headerOnly: [STREAM_PATH] }),
    stream,
    useBodyLimit(options.maxBodyBytes ?? MAX_GATEWAY_BODY_BYTES),
    useQueryLimits(options.production),
    usePageCost(),
    // A request whose browser went away stops resolving (its platform calls are aborted too).
    useExecutionCancellation(),
    // A mutation's platform calls wait longer for their turn (platformClient/http.ts).
    useWriteScope(),
    useSessionCookies(sessions),
    useReadableVariableErrors(),
    // A live message is executed once for every subscriber who would get the same one.
    useSharedLiveExecution(),
  ];
  if (options.production) plugins.push(useNoIntrospection());

  const yoga = createYoga<Record<string, unknown>, Omit<GatewayContext, keyof YogaInitialContext>>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL (development only) sends the web app's CSRF header.
    graphiql: options.production ? false : { additionalHeaders: { [CSRF_HEADER]: CSRF_VALUE } },
    landingPage: false,
    cors: corsFor(options.allowedOrigins ?? []),
    maskedErrors: { isDev: !options.production },
    // Checked by useBodyLimit below, without streaming every body through a counter.
    maxRequestBodySize: false,
    logging: options.logger,
    plugins,
    context: ({ request }) => {
      const session = new Session(
        platform,
        readSessionToken(request.headers.get('cookie')),
        isHttps(request),
        sessionCache,
      );
      sessions.set(request, session);
      const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER) || undefined;
      return {
        platform,
        session,
        loaders: createLoaders(platform, session),
        live,
        clientAddress,
        production: options.production,
      };
    },
  });

  const web = serveWebApp(options.webDist);
  const listener = createNodeListener({
    isGraphql: (path) => path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`) || path === '/health',
    graphql: (req, res) => Promise.resolve(yoga.handle(req, res)),
    web,
    log: (...args) => options.logger.error(...args),
  });

  live.start();
  return {
    /** The fetch handler (in-process tests); the request's signal is the browser going away. */
    fetch: (request: Request): Promise<Response> =>
      runInRequest(request.signal, () => Promise.resolve(yoga.fetch(request))),
    /** The node:http listener. */
    listener,
    live,
    /** What the graphql-sse endpoint holds (reserved and connected streams). */
    streams: () => stream.stats(),
    /** Stops the live hub. */
    close: () => live.close(),
  };
}

export type Gateway = ReturnType<typeof createGateway>;
