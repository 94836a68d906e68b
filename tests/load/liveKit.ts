/**
 * Pieces the live tests and the live benchmark share: the reference platform on a temp PGlite
 * folder with the demo users (in this process or as a child process), gateways on port 0 (in
 * this process or as a child process of `gateway/src/main.ts`), GraphQL over HTTP with a session
 * cookie, subscriptions over SSE, and a bulk apply of companies (preview then apply) that starts a
 * task.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/src/createGateway.js';
import { readSse } from '../../gateway/src/live/sse.js';
import { hashPassword } from '../../gateway/platform/src/services/auth/passwords.js';
import { createPlatform, type Platform } from '../../gateway/platform/src/server.js';
import { seedLarge } from '../../gateway/platform/src/seed/large.js';
import { DEMO_PASSWORD, insertDemoUsers } from '../../gateway/platform/src/seed/users.js';
import { profileFlags, startPlatformProcess, type PlatformProcess } from '../fault/platformProcess.js';
import { prepareStore, type StoreTarget } from '../fault/store.js';
import { freshPostgres } from '../contract/harness.js';

/** What GraphQL answers: tests read any shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of any shape
export type Json = any;

export const silent = { debug() {}, info() {}, warn() {}, error() {} };
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The reference platform with the demo users, on a temp folder removed by close(). */
export async function startPlatform(port = 0): Promise<{ platform: Platform; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-'));
  const platform = await createPlatform({ port, dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
  await insertDemoUsers(platform.context.db, await hashPassword(DEMO_PASSWORD));
  return { platform, close: async () => (await platform.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

/**
 * The platform of startPlatform with the large company's `skus` SKUs seeded (seed/large.ts) and
 * the statistics brought up to date; `seededMs` is how long the seed took.
 */
export async function startLargePlatform(skus: number) {
  const started = await startPlatform();
  const t = performance.now();
  const { db, commands } = started.platform.context;
  await seedLarge({ db, commands, log: () => undefined }, { skus });
  await db.exec('vacuum analyze records');
  return { ...started, seededMs: Math.round(performance.now() - t) };
}

export interface RunningGateway {
  url: string;
  gateway?: Gateway;
  close(): Promise<void>;
}

/** A gateway in this process on 127.0.0.1:0. */
export async function startGateway(
  options: Omit<GatewayOptions, 'logger' | 'production'> & { logger?: GatewayOptions['logger'] },
): Promise<RunningGateway> {
  const gateway = createGateway({ logger: silent, production: false, ...options });
  const server: Server = createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gateway,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}

/**
 * The reference platform as a child process with the demo users (its synchronous store work then
 * cannot delay this process's timers and sockets): on a temp PGlite folder, or with `postgres` on
 * a fresh database of DATABASE_URL's server. `stop()` ends it (SIGKILL after 15 s); `store` is
 * where its events are, to read once it has stopped; `remove()` deletes the folder or database.
 */
export async function spawnPlatform(options: { postgres?: boolean } = {}): Promise<{
  url: string;
  pid: number;
  serviceKey: string;
  store: StoreTarget;
  output(): string;
  stop(): Promise<void>;
  remove(): Promise<void>;
}> {
  const database = options.postgres ? await freshPostgres() : undefined;
  if (options.postgres && !database) throw new Error('BENCH_LIVE_STORE=postgres needs DATABASE_URL');
  const folder = database ? undefined : mkdtempSync(join(tmpdir(), 'live-'));
  const store: StoreTarget = database ? { databaseUrl: database.url } : { dataDir: folder };
  const remove = async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    await database?.drop();
  };
  const serviceKey = randomBytes(32).toString('base64url');
  let child: PlatformProcess;
  try {
    await prepareStore(store);
    child = await startPlatformProcess(store, serviceKey);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    url: child.url,
    pid: child.pid,
    serviceKey,
    store,
    output: child.output,
    stop: async () => {
      const timer = setTimeout(() => void child.kill(), 15_000);
      await child.stop();
      clearTimeout(timer);
    },
    remove,
  };
}

/**
 * A gateway as its own process (`node --import tsx gateway/src/main.ts`, with `nodeArgs` before
 * it, e.g. `--inspect`), ready when it answers /health.
 */
export async function spawnGateway(
  env: Record<string, string>,
  port: number,
  raiseFdLimit = false,
  nodeArgs: readonly string[] = [],
): Promise<RunningGateway & { child: ChildProcess; output: string[] }> {
  const output: string[] = [];
  // One node process (no npx/tsx wrapper) so SIGTERM reaches the gateway itself; with many
  // subscribers, lift its soft open-file limit to the hard one first.
  const run = 'exec "$NODE" "$@" --import tsx gateway/src/main.ts';
  const script = raiseFdLimit ? `ulimit -n "$(ulimit -Hn)" 2>/dev/null; ${run}` : run;
  const child = spawn('bash', ['-c', script, 'gateway', ...profileFlags(), ...nodeArgs], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE: process.execPath, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited: ${output.join('')}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`gateway did not start: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output,
    // SIGTERM, then SIGKILL if it has not exited within 15 s (only this child, by its pid).
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.kill('SIGTERM');
      }),
  };
}

/** A free loopback port (for child processes that need one named up front). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One GraphQL request; throws on errors. */
export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie = '',
): Promise<{ data: Json; headers: Headers }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-client': 'console-web', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Json; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return { data: body.data, headers: response.headers };
}

/** Signs a demo user in; answers the session cookie. */
export async function login(url: string, email: string): Promise<string> {
  const { data, headers } = await gql(
    url,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ok } }',
    { e: email, p: DEMO_PASSWORD },
  );
  if (!data.login.ok) throw new Error(`login ${email} failed`);
  return headers.get('set-cookie')!.split(';')[0]!;
}

/** Previews `count` new companies (digit codes from `codeBase` on); answers the preview_id. */
export async function previewCompanies(url: string, cookie: string, count: number, codeBase: number): Promise<string> {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Live ${codeBase + i}`,
    digit_code: String(codeBase + i),
  }));
  const preview = await gql(
    url,
    'mutation($r: [JSON!]!) { bulkPreview(bulk: companies, rows: $r) { ok reason preview { preview_id } } }',
    { r: rows },
    cookie,
  );
  if (!preview.data.bulkPreview.ok) throw new Error(`preview: ${preview.data.bulkPreview.reason}`);
  return preview.data.bulkPreview.preview.preview_id;
}

/** Applies a preview of companies; answers the task's uuid. */
export async function applyCompanies(url: string, cookie: string, previewId: string): Promise<string> {
  const apply = await gql(
    url,
    'mutation($p: ID!) { bulkApply(bulk: companies, preview_id: $p) { ok message result { task_uuid } } }',
    { p: previewId },
    cookie,
  );
  if (!apply.data.bulkApply.ok) throw new Error(`apply: ${apply.data.bulkApply.message}`);
  return apply.data.bulkApply.result.task_uuid;
}

/** Previews and applies `count` new companies; answers the task's uuid. */
export async function bulkCompanies(url: string, cookie: string, count: number, codeBase: number): Promise<string> {
  return applyCompanies(url, cookie, await previewCompanies(url, cookie, count, codeBase));
}

/**
 * Opens a GraphQL subscription over SSE; resolves once the gateway answered (the subscription is
 * registered), with the `next` payloads as an async generator that ends on completion or abort.
 */
export async function openSubscription(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
  signal: AbortSignal,
): Promise<AsyncGenerator<Json>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-graphql-client': 'console-web',
      cookie,
    },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscription answered ${response.status}`);
  return (async function* () {
    try {
      for await (const messages of readSse(response.body!))
        for (const message of messages) {
          if (message.event === 'complete') return;
          yield JSON.parse(message.data);
        }
    } catch (error) {
      // An abort, or the gateway going away mid-stream: the stream just ends.
      if (!signal.aborted && !String(error).includes('terminated')) throw error;
    }
  })();
}

/** Collects subscription payloads in the background until `until` says stop or the signal aborts. */
export function collect(
  source: AsyncGenerator<Json>,
  until: (items: Json[]) => boolean = () => false,
): { items: Json[]; done: Promise<void> } {
  const items: Json[] = [];
  const done = (async () => {
    for await (const message of source) {
      if (message.errors) throw new Error(JSON.stringify(message.errors));
      items.push(message.data);
      if (until(items)) break;
    }
  })();
  return { items, done };
}

/** Waits until `check` holds (polling), or throws after `ms`. */
export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
