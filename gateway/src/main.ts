/**
 * `npm start`: the gateway on 127.0.0.1:PORT serving /graphql and the built web app, and, unless
 * PLATFORM_URL is set, the reference platform in-process, started once the gateway listens (a new
 * store is seeded in the background meanwhile; GET /demo-data answers 503 until it is ready).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GATEWAY_PORT } from '@console/schema';
import { boundHeapGrowth, consoleLog, installLastResortHandlers } from '../platform/src/http/nodeServer.js';
import type { Gateway } from './createGateway.js';
import { freePort, withDemoState } from './demoState.js';
import { createHttpServer } from './httpServer.js';
import { createNodeListener } from './nodeListener.js';
import { serveWebApp } from './staticFiles.js';

// Before anything starts: what escapes every request's own error handling (see nodeServer.ts).
installLastResortHandlers(consoleLog('[console]'));
boundHeapGrowth();
const env = process.env;
// A wrong ALLOWED_ORIGINS stops the start: a typo must not quietly leave a front end without CORS.
// (cors.ts loads graphql-yoga, ~1.5 s: only when there is something to check.)
let allowedOrigins: string[] = [];
if (env.ALLOWED_ORIGINS)
  try {
    allowedOrigins = (await import('./cors.js')).parseAllowedOrigins(env.ALLOWED_ORIGINS);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
let platformUrl = env.PLATFORM_URL;
let serviceKey = env.PLATFORM_SERVICE_KEY ?? '';
let closePlatform: (() => Promise<void>) | undefined;
let demoLogins: string | undefined;
/** The in-process platform, started after the gateway listens (issue 17: the first answer within 3 s). */
let startPlatform: (() => Promise<void>) | undefined;
/** Whether the in-process platform is up with its demo data (GET /demo-data says so to the web app). */
let demoReady = true;
if (!platformUrl) {
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../platform/src/seed/users.js');
  const logins = DEMO_USERS.map((user) => `${user.email} (${user.roles.join(', ') || 'no role'})`);
  demoLogins = `Demo logins (password ${DEMO_PASSWORD}): ${logins.join(', ')}`;
  // The platform's port and key are fixed now, so that the gateway can be made before it runs:
  // PLATFORM_PORT when set (the end-to-end tests reach its operators' outbox there), else a free one.
  const platformPort = Number(env.PLATFORM_PORT) || (await freePort());
  serviceKey ||= randomBytes(32).toString('base64url');
  platformUrl = `http://127.0.0.1:${platformPort}`;
  demoReady = false;
  const dataDir = env.DATA_DIR ?? './data';
  startPlatform = async () => {
    // A new PGlite folder is seeded by a process of its own (seedProcess.ts): the memory the seed
    // takes goes with it. A store that exists (or a PostgreSQL server) is opened at once; a seed cut
    // off in an earlier run is redone there (seed/demo.ts), in this process.
    if (!env.DATABASE_URL && !existsSync(join(dataDir, 'PG_VERSION'))) {
      console.log('Demo data: seeding a new store in the background; the console says so until it is done.');
      const seeder = fork(fileURLToPath(new URL('../platform/src/seed/seedProcess.ts', import.meta.url)), [dataDir], {
        stdio: 'inherit',
      });
      // Stopped with the gateway (the seed, cut off, is redone on the next start): never left writing alone.
      closePlatform = async () => void seeder.kill('SIGTERM');
      const seeded = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
      if (stopping) return;
      if (seeded !== 0) console.error('Demo data: the seed process failed; the platform seeds again as it starts.');
    }
    const { createPlatform } = await import('../platform/src/server.js');
    const platform = await createPlatform({
      port: platformPort,
      serviceKey,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      seedDemo: true,
    });
    closePlatform = () => platform.close();
    demoReady = true;
    console.log('Demo data: ready');
  };
}

// WEB_DIST: another build of the web app (used by parallel e2e runs); web/dist by default.
const webDist = env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url));
/**
 * The gateway, loaded after the server listens (graphql-yoga and the schema take ~2 s to load): the
 * web app is served at once, and a request for /graphql meanwhile waits for it rather than fail.
 */
const loading: Promise<Gateway> = import('./createGateway.js').then(({ createGateway }) =>
  createGateway({
    platformUrl: platformUrl!,
    serviceKey,
    // yoga's per-request debug lines only with DEBUG set.
    logger: { ...console, debug: env.DEBUG ? console.debug : () => undefined },
    production: env.NODE_ENV === 'production',
    webDist,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
    pollIntervalMs: Number(env.LIVE_POLL_INTERVAL_MS ?? env.POLL_INTERVAL_MS) || undefined,
    pollMaxIntervalMs: Number(env.LIVE_POLL_MAX_INTERVAL_MS) || undefined,
    allowedOrigins,
  }),
);
let gateway: Gateway | undefined;
const webOnly = createNodeListener({
  isGraphql: (path) => path === '/graphql' || path.startsWith('/graphql/') || path === '/health',
  graphql: (req, res) => loading.then((loaded) => loaded.listener(req, res)),
  web: serveWebApp(webDist),
  log: (...args) => console.error(...args),
});
const server = createHttpServer(
  withDemoState(
    (req, res) => (gateway ? gateway.listener(req, res) : webOnly(req, res)),
    () => demoReady,
  ),
  console,
);
const port = Number(env.PORT ?? DEFAULT_GATEWAY_PORT);
server.listen(port, '127.0.0.1', () => {
  console.log(`Console: http://127.0.0.1:${port}/  (GraphQL at /graphql)`);
  if (demoLogins) console.log(demoLogins);
  startPlatform?.().catch((error: unknown) => {
    if (stopping) return;
    console.error('The reference platform did not start:', error);
    process.exit(1);
  });
  loading.then(
    (loaded) => void (gateway = loaded),
    (error: unknown) => {
      console.error('The gateway did not start:', error);
      process.exit(1);
    },
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await gateway?.close();
  await closePlatform?.();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
