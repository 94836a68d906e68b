/**
 * The running stacks the fuzz suite attacks, over real HTTP on loopback: the gateway with its
 * in-process reference platform (PGlite in a temp folder, demo users, a stub web build), and a
 * platform on its own (PGlite, or PostgreSQL with DATABASE_URL). After every case it checks that
 * they still answer, that nothing was written and that nothing was logged as a server error.
 */
import { expect, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../gateway/platform/src/seed/users.js';
import { silent, startHarness, type Harness } from '../contract/gateway/harness.js';
import { startTestPlatform, storeCounts } from '../contract/harness.js';

/** Who a generated request is sent as. */
export type Identity = 'anonymous' | 'viewer' | 'ops' | 'admin';

/** What every case is checked against. */
export interface Target {
  /** Stored events and records: a case must leave both as they were. */
  counts(): Promise<{ events: number; records: number }>;
  /** Fails unless the servers still answer (and the ops session still works). */
  expectServing(): Promise<void>;
  /** What the servers logged as unexpected errors since the last call (then cleared). */
  takeLoggedErrors(): string[];
}

/** A platform on its own: where to send, as whom, and its routes. */
export interface PlatformStack extends Target {
  url: string;
  port: number;
  serviceKey: string;
  routes: Array<{ method: string; pattern: string }>;
  /** Bearer tokens. */
  tokens: Record<Exclude<Identity, 'anonymous'>, string>;
  close(): Promise<void>;
}

/** Records console.error (the platform logs there) and returns the recorder for a gateway logger. */
function recordErrors(): { logged: string[]; record: (...args: unknown[]) => void } {
  const logged: string[] = [];
  const record = (...args: unknown[]) =>
    void logged.push(
      args
        .map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))
        .join(' ')
        .slice(0, 2000),
    );
  vi.spyOn(console, 'error').mockImplementation(record);
  return { logged, record };
}

/** A company to read, so lists and lookups return rows. */
async function seedCompany(platformUrl: string, adminToken: string): Promise<void> {
  const made = await fetch(`${platformUrl}/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      version: '1.0',
      request: { name: 'Fuzz Co', digit_code: '7001', is_active: true, external_pim: false },
    }),
  });
  if (made.status !== 200) throw new Error(`setup: company not created (${made.status})`);
}

/** The reference platform alone, on PGlite or (postgres) the server of DATABASE_URL. */
export async function startPlatformStack(postgres: boolean): Promise<PlatformStack> {
  const { logged } = recordErrors();
  const t = await startTestPlatform({ postgres });
  await seedCompany(t.url, t.tokens.admin);
  return {
    url: t.url,
    port: Number(new URL(t.url).port),
    serviceKey: t.platform.serviceKey,
    routes: t.platform.router.list(),
    tokens: { viewer: t.tokens.viewer, ops: t.tokens.ops, admin: t.tokens.admin },
    counts: () => storeCounts(t),
    async expectServing() {
      expect((await t.call('GET', '/auth/user', undefined, 'ops')).status, 'platform /auth/user').toBe(200);
    },
    takeLoggedErrors: () => logged.splice(0),
    async close() {
      await t.close();
      vi.restoreAllMocks();
    },
  };
}

/** The gateway with its in-process platform. */
export interface FuzzStack extends Target {
  harness: Harness;
  gatewayPort: number;
  /** The ops user's session cookie on the gateway. */
  opsCookie: string;
  close(): Promise<void>;
}

async function platformLogin(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token?: string } };
  if (!body.data.token) throw new Error(`platform login ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** The gateway with its in-process platform. */
export async function startStack(): Promise<FuzzStack> {
  // A server error that cannot even be answered (the socket is gone) still shows in the logs:
  // the platform logs with console.error, the gateway through its logger.
  const { logged, record } = recordErrors();
  const harness = await startHarness({ gateway: { logger: { ...silent, error: record } } });
  const platformUrl = harness.platform.url;
  const opsToken = await platformLogin(platformUrl, 'ops@demo.test');
  await seedCompany(platformUrl, await platformLogin(platformUrl, 'admin@demo.test'));
  const opsCookie = await harness.login('ops@demo.test');
  return {
    harness,
    gatewayPort: Number(new URL(harness.url).port),
    opsCookie,
    async counts() {
      const rows = await harness.platform.context.db.query<{ events: number; records: number }>(
        'select (select count(*)::int from events) as events, (select count(*)::int from records) as records',
      );
      return rows[0]!;
    },
    async expectServing() {
      expect((await fetch(`${harness.url}/health`)).status, 'gateway /health').toBe(200);
      expect((await fetch(`${harness.url}/`)).status, 'gateway page').toBe(200);
      const user = await fetch(`${platformUrl}/auth/user`, { headers: { authorization: `Bearer ${opsToken}` } });
      expect(user.status, 'platform /auth/user').toBe(200);
    },
    takeLoggedErrors: () => logged.splice(0),
    close: async () => {
      await harness.close();
      vi.restoreAllMocks();
    },
  };
}

/**
 * Runs one generated case: no 5xx from `send`, both servers still serving, nothing written, and
 * nothing logged as a server error (a failure whose answer could not be delivered counts too).
 */
export async function checkCase(stack: Target, label: string, send: () => Promise<number>): Promise<void> {
  const before = await stack.counts();
  const status = await send();
  expect(status, label).toBeLessThan(500);
  await stack.expectServing();
  expect(await stack.counts(), `${label}: nothing written`).toEqual(before);
  expect(stack.takeLoggedErrors(), `${label}: logged as a server error`).toEqual([]);
}
