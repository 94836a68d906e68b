/**
 * createPlatform: the reference platform — every REST call of §7 on the event-sourced store —
 * listening on loopback. The gateway starts it in-process unless PLATFORM_URL is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PlatformConfig, platformConfig } from './config.js';
import type { PlatformContext } from './services/context.js';
import { type Db, openDb } from './store/db.js';
import { migrate } from './store/migrate.js';
import { answerClientErrors, SERVER_TIMEOUTS } from './http/nodeServer.js';
import { authorize } from './http/guard.js';
import { Router } from './http/router.js';
import { serveFeed } from './http/routes/feed.js';
import { registerRoutes } from './http/routes/index.js';
import { seedDemo } from './seed/demo.js';
import { Bus } from './store/bus.js';
import { Commands } from './store/commands.js';
import { Tasks } from './services/tasks/tasks.js';

/** How long close() waits for the requests being answered, and then for those it cut. */
export const CLOSE_GRACE_MS = 5000;

/** Waits until every piece of work has settled, or `ms` have passed. */
async function settledWithin(work: ReadonlySet<Promise<unknown>>, ms: number): Promise<void> {
  if (work.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(work),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

export interface Platform {
  readonly url: string;
  readonly serviceKey: string;
  readonly context: PlatformContext;
  readonly router: Router;
  close(): Promise<void>;
}

export async function createPlatform(overrides: Partial<PlatformConfig> = {}): Promise<Platform> {
  const config = platformConfig(overrides);
  const db: Db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  const bus = new Bus();
  const commands = new Commands(db, bus);
  const tasks = new Tasks(db, commands, bus, config);
  const context: PlatformContext = { config, db, bus, commands, tasks };
  const recovered = await tasks.recover();
  if (recovered.succeeded + recovered.failed)
    config.log(
      `unfinished tasks of a previous run: ${recovered.succeeded} succeeded ` +
        `(their work had committed), ${recovered.failed} failed (nothing written)`,
    );
  if (config.seedDemo) {
    const started = Date.now();
    if (await seedDemo({ db, commands, log: config.log })) config.log(`demo data seeded in ${Date.now() - started} ms`);
  }

  // Every route runs this check of its declared access before its handler (DESIGN §4).
  const router = new Router((access, req) => authorize(context, req, access));
  registerRoutes(context, router);
  const listener = router.listener();
  // The work of every request being answered, and of every feed stream open: close() lets it end
  // before the store closes.
  const answering = new Set<Promise<unknown>>();
  const streaming = new Set<Promise<unknown>>();
  const track = (set: Set<Promise<unknown>>, work: Promise<unknown>) => {
    set.add(work);
    void work.finally(() => set.delete(work));
  };
  const server: Server = createServer(SERVER_TIMEOUTS, (req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/events/stream') {
      track(
        streaming,
        serveFeed(context, req, res).catch(() => res.destroy()),
      );
      return;
    }
    track(answering, listener(req, res));
  });
  // Requests node cannot parse get a 4xx naming the problem (nodeServer.ts).
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closed = false;
  return {
    url: `http://${config.host}:${port}`,
    serviceKey: config.serviceKey,
    context,
    router,
    /**
     * Stops taking requests, lets those being answered finish (up to CLOSE_GRACE_MS), cuts what
     * is left (kept-alive connections, feed streams), waits for the work of the cut requests to end,
     * then for the tasks, and closes the store last. A request whose connection was cut still runs
     * its handler to the end: closing the store under it failed it with "PGlite is closed", logged
     * as a server error (the platform fuzz suite caught one, a request of a property stopped by its
     * time limit).
     */
    async close() {
      if (closed) return;
      closed = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await settledWithin(answering, CLOSE_GRACE_MS);
      server.closeAllConnections();
      await stopped;
      await settledWithin(new Set([...answering, ...streaming]), CLOSE_GRACE_MS);
      await tasks.idle();
      await db.close();
    },
  };
}
