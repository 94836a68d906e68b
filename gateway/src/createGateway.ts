/**
 * createGateway: the graphql-yoga server over the platform's REST (DESIGN §5). One factory: the
 * schema from schema/graphql, the typed REST client, the session, limits, CSRF prevention, the
 * live hub, and a node listener that also serves the built web app.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { GatewayContext } from './context.js';

/** Internal header the node listener sets from the socket (overwriting anything sent). */
const CLIENT_ADDRESS_HEADER = 'x-console-client-address';
import { Live } from './live/live.js';
import { createLoaders } from './loaders.js';
import { createPlatformClient, type PlatformClient } from './platformClient/index.js';
import { useCsrfPrevention, useNoIntrospection, useSessionCookies } from './plugins.js';
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

export function createGateway(options: GatewayOptions) {
  const platform =
    options.platform ??
    createPlatformClient({ baseUrl: options.platformUrl, serviceKey: options.serviceKey, timeoutMs: options.platformTimeoutMs ?? 5000, onRequest: options.onPlatformRequest });
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
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });

  const plugins: Plugin[] = [
    useCsrfPrevention(),
    EnvelopArmorPlugin({
      maxDepth: { n: 8 },
      maxAliases: { n: 15 },
      maxTokens: { n: 2000 },
      costLimit: { maxCost: 5000 },
      maxDirectives: { n: 20 },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
    useSessionCookies(sessions),
  ];
  if (options.production) plugins.push(useNoIntrospection());

  const yoga = createYoga<Record<string, unknown>, Omit<GatewayContext, keyof YogaInitialContext>>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: { isDev: !options.production },
    maxRequestBodySize: options.maxBodyBytes ?? 32 * 1024 * 1024,
    logging: options.logger,
    plugins,
    context: ({ request }) => {
      const session = new Session(platform, readSessionToken(request.headers.get('cookie')), isHttps(request));
      sessions.set(request, session);
      const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER) || undefined;
      return { platform, session, loaders: createLoaders(platform, session), live, clientAddress };
    },
  });

  const web = serveWebApp(options.webDist);
  /** node:http listener: /graphql (and yoga's /health) to yoga, everything else to the web app. */
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`) || path === '/health') {
      // The socket's address, for the platform's login limit; a client cannot set it itself.
      req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
      void yoga.handle(req, res);
      return;
    }
    web(req, res);
  };

  live.start();
  return {
    /** The fetch handler (in-process tests). */
    fetch: yoga.fetch as (request: Request) => Promise<Response>,
    /** The node:http listener. */
    listener,
    live,
    /** Stops the live hub. */
    close: () => live.close(),
  };
}

export type Gateway = ReturnType<typeof createGateway>;
