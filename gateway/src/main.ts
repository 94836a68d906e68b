/**
 * `npm start`: the reference platform in-process unless PLATFORM_URL is set, then the gateway on
 * 127.0.0.1:PORT serving /graphql and the built web app.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_GATEWAY_PORT } from '@console/schema';
import { consoleLog, installLastResortHandlers } from '../platform/src/http/nodeServer.js';
import { parseAllowedOrigins } from './cors.js';
import { createGateway } from './createGateway.js';
import { createHttpServer } from './httpServer.js';

// Before anything starts: what escapes every request's own error handling (see nodeServer.ts).
installLastResortHandlers(consoleLog('[console]'));
const env = process.env;
// A wrong ALLOWED_ORIGINS stops the start: a typo must not quietly leave a front end without CORS.
let allowedOrigins: string[] = [];
try {
  allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let platformUrl = env.PLATFORM_URL;
let serviceKey = env.PLATFORM_SERVICE_KEY ?? '';
let closePlatform: (() => Promise<void>) | undefined;
let demoLogins: string | undefined;
if (!platformUrl) {
  const { createPlatform } = await import('../platform/src/server.js');
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../platform/src/seed/users.js');
  const logins = DEMO_USERS.map((user) => `${user.email} (${user.roles.join(', ') || 'no role'})`);
  demoLogins = `Demo logins (password ${DEMO_PASSWORD}): ${logins.join(', ')}`;
  // A free port, or PLATFORM_PORT when set (the end-to-end tests reach its operators' outbox there).
  const platform = await createPlatform({
    port: Number(env.PLATFORM_PORT || 0),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL,
    seedDemo: true,
  });
  platformUrl = platform.url;
  serviceKey = platform.serviceKey;
  closePlatform = () => platform.close();
}

const gateway = createGateway({
  platformUrl,
  serviceKey,
  // yoga's per-request debug lines only with DEBUG set.
  logger: { ...console, debug: env.DEBUG ? console.debug : () => undefined },
  production: env.NODE_ENV === 'production',
  // WEB_DIST: another build of the web app (used by parallel e2e runs); web/dist by default.
  webDist: env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url)),
  redisUrl: env.REDIS_URL || undefined,
  redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
  pollIntervalMs: Number(env.LIVE_POLL_INTERVAL_MS ?? env.POLL_INTERVAL_MS) || undefined,
  pollMaxIntervalMs: Number(env.LIVE_POLL_MAX_INTERVAL_MS) || undefined,
  allowedOrigins,
});
const server = createHttpServer(gateway.listener, console);
const port = Number(env.PORT ?? DEFAULT_GATEWAY_PORT);
server.listen(port, '127.0.0.1', () => {
  console.log(`Console: http://127.0.0.1:${port}/  (GraphQL at /graphql)`);
  if (demoLogins) console.log(demoLogins);
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await gateway.close();
  await closePlatform?.();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
