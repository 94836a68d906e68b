/**
 * Starts a reference platform for a contract test: PGlite in a fresh temp folder, or — when
 * DATABASE_URL is set and `postgres` is asked for — a fresh database on that server, dropped on
 * close. Users for each role are created directly (one scrypt hash, reused), and signed in.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { PlatformConfig } from '../../gateway/platform/src/config.js';
import { type Platform, createPlatform } from '../../gateway/platform/src/server.js';
import { freshPgliteDir, testPasswordHash } from '../support/testStore.js';

export const TEST_PASSWORD = 'test-password-1';
export const ROLE_USERS = {
  owner: ['owner'],
  admin: ['admin'],
  ops: ['ops'],
  superadmin: ['superadmin'],
  allstaff: ['admin', 'ops', 'superadmin'],
  viewer: [],
  /** An admin who has not read the privacy policy: every write is refused until they do (§4). */
  nopolicy: ['admin'],
} as const;
export type RoleUser = keyof typeof ROLE_USERS;

export interface TestPlatform {
  platform: Platform;
  url: string;
  tokens: Record<RoleUser, string>;
  users: Record<RoleUser, string>;
  /** Calls the platform with JSON; `as` picks whose bearer token goes along (none when omitted). */
  call(
    method: string,
    path: string,
    body?: unknown,
    as?: RoleUser | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: ApiBody }>;
  close(): Promise<void>;
}

export interface ApiBody {
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  message: string;
  status: number;
  navigation: { page: number; page_size: number; total_items: number; total_pages: number } | null;
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, or undefined when there is none. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `console_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startTestPlatform(
  options: { postgres?: boolean; config?: Partial<PlatformConfig> } = {},
): Promise<TestPlatform> {
  const pgDb = options.postgres ? await freshPostgres() : undefined;
  if (options.postgres && !pgDb) throw new Error('DATABASE_URL is not set');
  const dataDir = pgDb ? undefined : freshPgliteDir('console-platform');
  const platform = await createPlatform({
    port: 0,
    dataDir,
    databaseUrl: pgDb?.url,
    seedDemo: false,
    log: () => undefined,
    ...options.config,
  });
  const hash = await testPasswordHash(TEST_PASSWORD);
  const users = {} as Record<RoleUser, string>;
  for (const [name, roles] of Object.entries(ROLE_USERS)) {
    const uuid = randomUUID();
    users[name as RoleUser] = uuid;
    await platform.context.db.query(
      `insert into users (user_uuid, email, password_hash, first_name, last_name, roles, read_policy)
        values ($1, $2, $3, $4, 'Tester', $5::jsonb, $6)`,
      [uuid, `${name}@test.test`, hash, name, JSON.stringify(roles), name !== 'nopolicy'],
    );
  }
  const call: TestPlatform['call'] = async (method, path, body, as, headers = {}) => {
    const response = await fetch(platform.url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ApiBody };
  };
  const tokens = {} as Record<RoleUser, string>;
  for (const name of Object.keys(ROLE_USERS) as RoleUser[]) {
    const { body } = await call('POST', '/auth/login', { email: `${name}@test.test`, password: TEST_PASSWORD });
    tokens[name] = body.data.token;
  }
  return {
    platform,
    url: platform.url,
    tokens,
    users,
    call,
    async close() {
      await platform.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}

/** Counts stored events and records: a refused call must leave both unchanged. */
export async function storeCounts(t: TestPlatform): Promise<{ events: number; records: number }> {
  const rows = await t.platform.context.db.query<{ events: number; records: number }>(
    'select (select count(*)::int from events) as events, (select count(*)::int from records) as records',
  );
  return rows[0]!;
}
