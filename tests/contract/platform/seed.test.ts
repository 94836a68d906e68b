/**
 * The demo seed and the benchmark seed on a fresh store: PGlite in a temp folder always, and a
 * fresh database on the PostgreSQL server of DATABASE_URL when it is set.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, SKU_ENTITY_TYPE_ID, type ResourceDef } from '@console/schema';
import { verifyPassword } from '../../../gateway/platform/src/services/auth/passwords.js';
import { type Db, openDb } from '../../../gateway/platform/src/store/db.js';
import { migrate } from '../../../gateway/platform/src/store/migrate.js';
import { freshPgliteDir } from '../../support/testStore.js';
import { Bus } from '../../../gateway/platform/src/store/bus.js';
import { Commands, eventChanges } from '../../../gateway/platform/src/store/commands.js';
import { type RecordRow, toApi } from '../../../gateway/platform/src/store/records.js';
import { CHECKS } from '../../../gateway/platform/src/store/integrity.js';
import { INTEGRITY_RUNS } from '../../../gateway/platform/src/seed/samples.js';
import { expectImagesChecked, expectIntegrityLikeSync } from './seedCoherence.js';
import { SKU_RULES_LARGEST, seedDemo } from '../../../gateway/platform/src/seed/demo.js';
import { LARGE_COMPANY_CODE, parseSkus, seedLarge } from '../../../gateway/platform/src/seed/large.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../gateway/platform/src/seed/users.js';

/** What the demo promises, per store (transactions: one per seed command). */
const EXPECTED: Record<string, number> = {
  countries: 33,
  retailers: 48,
  categories: 30,
  business_rule_definitions: 10,
  companies: 5,
  brands: 32,
  product_groups: 18,
  products: 4390,
  product_skus: 7800,
  product_media: 7710,
  company_retailers: 31,
  schedules: 145,
  keywords: 36,
  rankings: 15360,
  listings: 7200,
  business_rules: 1696,
  company_business_rules: 50,
  compliance: 40,
  product_groupings: 18,
  transactions: 75,
};
/**
 * The seed must finish within 20 s on an idle 2-core machine. Wall time on a shared, busy machine
 * says little, so the budget is checked on the CPU time of this process (PGlite runs in it);
 * both are printed.
 */
const SEED_CPU_BUDGET_MS = 20_000;

const storeCounts = async (db: Db, where = '') =>
  Object.fromEntries(
    (
      await db.query<{ store: string; n: number }>(
        `select store, count(*)::int as n from records ${where} group by store`,
      )
    ).map((r) => [r.store, r.n]),
  );

async function expectDemo(db: Db): Promise<void> {
  expect(await storeCounts(db)).toEqual(EXPECTED);
  const largest = await storeCounts(db, "where company_code = '1001'");
  expect([largest.products, largest.product_skus]).toEqual([3120, 6000]);
  const companies = await db.query<{ data: Record<string, unknown> }>(
    "select data from records where store = 'companies' order by id",
  );
  expect(companies.map((c) => c.data.digit_code)).toEqual(['1001', '1002', '1003', '1004', '1005']);
  expect(companies.filter((c) => c.data.external_pim).map((c) => c.data.digit_code)).toEqual(['1003']);
  const gb = await db.query<{ data: Record<string, unknown> }>(
    "select data from records where store = 'countries' and data->>'iso_code' = 'GB'",
  );
  expect(gb[0]?.data).toMatchObject({ iso3_code: 'GBR', iso_numeric: '826' });
}

/** Every record parses with its resource's stored model, and its stored fields with its input model. */
async function expectRecordsParse(db: Db): Promise<void> {
  const defs = new Map<string, ResourceDef>();
  for (const def of RESOURCES) if (!defs.has(def.store)) defs.set(def.store, def);
  const failures: string[] = [];
  let checked = 0;
  for (const [store, def] of defs) {
    const rows = await db.query<RecordRow>(
      'select id, uuid::text as uuid, version, company_code, ' +
        'data, created_at, updated_at from records where store = $1',
      [store],
    );
    for (const row of rows) {
      checked++;
      const record = def.record.safeParse(toApi(def, row));
      const input = def.readOnly ? { success: true } : def.input.safeParse(row.data);
      if (!record.success || !input.success)
        failures.push(`${store} ${row.uuid}: ${JSON.stringify(row.data).slice(0, 200)}`);
    }
  }
  expect(failures.slice(0, 5)).toEqual([]);
  expect(checked).toBe(Object.values(EXPECTED).reduce((a, b) => a + b, 0));
}

/** One `created` event per record on its own stream, each in a recorded transaction. */
async function expectEvents(db: Db): Promise<void> {
  const missing = await db.query(
    `select r.store, count(*)::int as n from records r
     left join events e on e.stream_id = r.store || ':' || r.uuid::text and e.version = 1
       and e.type = r.store || '.created'
     where e.position is null group by r.store`,
  );
  expect(missing).toEqual([]);
  const [events] = await db.query<{ n: number; streams: number }>(
    'select count(*)::int as n, count(distinct stream_id)::int as streams from events',
  );
  const [records] = await db.query<{ n: number }>('select count(*)::int as n from records');
  expect(events).toEqual({ n: records!.n, streams: records!.n });
  const orphans = await db.query(
    `select e.position from events e where not exists
     (select 1 from records t where t.store = 'transactions' and t.uuid::text = e.meta->>'transaction_uuid') limit 1`,
  );
  expect(orphans).toEqual([]);
  const [sku] = await db.query<{
    data: Record<string, unknown>;
    event: { before: null; after: Record<string, unknown> };
  }>(
    `select r.data, e.data as event from records r
      join events e on e.stream_id = 'product_skus:' || r.uuid::text where r.store = 'product_skus' limit 1`,
  );
  expect(sku!.event.after).toEqual(sku!.data);
  // A creation's event records no changes: they are every field of `after` (eventChanges).
  expect(sku!.event).not.toHaveProperty('changes');
  expect(eventChanges(sku!.event).map((c) => c.field)).toContain('product_uuid');
}

describe('seed on PGlite', () => {
  let dir: string;
  let db: Db;
  let commands: Commands;
  beforeAll(async () => {
    dir = freshPgliteDir('console-seed');
    db = await openDb({ dataDir: dir });
    await migrate(db);
    commands = new Commands(db, new Bus());
  });
  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds an empty store once, within its time budget, and not again', async () => {
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    expect(await seedDemo({ db, commands })).toBe(true);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    console.info(`[seed] demo data on PGlite in ${Date.now() - started} ms (CPU ${cpuMs} ms)`);
    expect(cpuMs).toBeLessThan(SEED_CPU_BUDGET_MS);
    expect(await seedDemo({ db, commands })).toBe(false);
    await expectDemo(db);
  }, 120_000);

  it('writes records that parse with their models', () => expectRecordsParse(db));

  it('starts a cut-off seed over (nobody could sign in to it), unless the store was written to since', async () => {
    const folder = freshPgliteDir('seed-cut');
    const cutDb = await openDb({ dataDir: folder });
    try {
      await migrate(cutDb);
      const whole = new Commands(cutDb, new Bus());
      // The first `npm start` stopped after a few of the seed's commands.
      let calls = 0;
      const cut: Commands = Object.create(whole);
      cut.run = ((...args: Parameters<Commands['run']>) => {
        if (++calls > 6) throw new Error('stopped');
        return whole.run(...args);
      }) as Commands['run'];
      await expect(seedDemo({ db: cutDb, commands: cut })).rejects.toThrow('stopped');
      expect((await cutDb.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n).toBe(0);
      const lines: string[] = [];
      expect(await seedDemo({ db: cutDb, commands: whole, log: (l) => lines.push(l) })).toBe(true);
      expect(lines[0]).toBe('seed: a demo seed was cut off: starting it over');
      await expectDemo(cutDb);
      expect(await seedDemo({ db: cutDb, commands: whole })).toBe(false);

      // Cut off again, then someone wrote: their write is kept, and so is the rest.
      await cutDb.query(`update settings set value = '{"state":"started"}' where key = 'demo_seed'`);
      await whole.run({ user_uuid: null, kind: 'write', resource: 'countries', company_code: null }, async () => null);
      const before = await storeCounts(cutDb);
      expect(await seedDemo({ db: cutDb, commands: whole, log: (l) => lines.push(l) })).toBe(false);
      expect(lines.at(-1)).toBe(
        'seed: a demo seed was cut off, and the store has writes of its own since: left as it is',
      );
      expect(await storeCounts(cutDb)).toEqual(before);
    } finally {
      await cutDb.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives every record its created event and every event its transaction', async () => {
    await expectEvents(db);
    const [sum] = await db.query<{ n: number }>(
      "select sum((data->'counts'->>'insert')::int)::int as n from records where store = 'transactions'",
    );
    expect(sum!.n).toBe(Object.values(EXPECTED).reduce((a, b) => a + b, 0) - EXPECTED.transactions!);
  });

  it('matches SKU business rules to SKUs of the company by entity_id', async () => {
    const rows = await db.query<{ n: number; matched: number }>(
      `select count(*)::int as n, count(s.id)::int as matched from records b
       left join records s on s.store = 'product_skus' and s.id = (b.data->>'entity_id')::bigint
         and s.company_code = b.company_code
       where b.store = 'business_rules' and b.company_code = '1001' and (b.data->'entity_type'->>'id')::int = $1`,
      [SKU_ENTITY_TYPE_ID],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(SKU_RULES_LARGEST * 2);
    expect(rows[0]!.matched).toBe(rows[0]!.n);
  });

  it('creates the demo users with one shared hash of the demo password', async () => {
    const users = await db.query<{ email: string; roles: string[]; read_policy: boolean; password_hash: string }>(
      'select email, roles, read_policy, password_hash from users order by email',
    );
    expect(users.map(({ email, roles, read_policy }) => ({ email, roles, read_policy }))).toEqual(
      DEMO_USERS.map(({ email, roles, read_policy }) => ({ email, roles, read_policy })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
    expect(users.find((u) => u.email === 'allstaff@demo.test')?.roles).toEqual(['admin', 'ops', 'superadmin']);
  });

  it('writes 90 days of score metrics and integrity logs for every company', async () => {
    const samples = await db.query<{ company_code: string; n: number; metrics: number }>(
      'select company_code, count(*)::int as n, count(distinct metric)::int as ' +
        'metrics from metric_samples group by company_code order by company_code',
    );
    expect(samples).toEqual(
      ['1001', '1002', '1003', '1004', '1005'].map((company_code) => ({ company_code, n: 360, metrics: 4 })),
    );
    const logs = await db.query<{ n: number; statuses: string[] }>(
      'select count(*)::int as n, array_agg(distinct status order by ' +
        "status) as statuses from integrity_logs where company_code = '1001'",
    );
    expect(logs[0]!.n).toBe(CHECKS.length * INTEGRITY_RUNS);
    expect(logs[0]!.statuses).toContain('ok');
    expect(logs[0]!.statuses).toContain('warning');
  });

  it(
    'logs integrity runs under the folders and stat keys of ' + 'the sync checks, the latest as the checks answer now',
    () => expectIntegrityLikeSync(db, '1005'),
  );

  it(
    'keeps the demo images where the image rule and validation ' + 'look, with some products passing and a few failing',
    () => expectImagesChecked(db, '1002'),
  );

  it(
    'seeds the benchmark company with exactly N SKUs ' + 'and their events, and tops it up without duplicates',
    async () => {
      const first = await seedLarge({ db, commands }, { skus: 2000 });
      expect([first.skus, first.added, first.products_added]).toEqual([2000, 2000, 1000]);
      const counts = await storeCounts(db, `where company_code = '${LARGE_COMPANY_CODE}'`);
      expect(counts).toMatchObject({ companies: 1, products: 1000, product_skus: 2000 });
      const [events] = await db.query<{ n: number }>(
        `select count(*)::int as n from records r join events e on e.stream_id = 'product_skus:' || r.uuid::text
        and e.version = 1
       where r.store = 'product_skus' and r.company_code = $1`,
        [LARGE_COMPANY_CODE],
      );
      expect(events!.n).toBe(2000);
      expect((await seedLarge({ db, commands }, { skus: 2000 })).added).toBe(0);
      const topUp = await seedLarge({ db, commands }, { skus: 2501 });
      expect([topUp.skus, topUp.added]).toEqual([2501, 501]);
      const [distinct] = await db.query<{ n: number; codes: number }>(
        "select count(*)::int as n, count(distinct data->>'sku')::int as " +
          "codes from records where store = 'product_skus' and company_code = $1",
        [LARGE_COMPANY_CODE],
      );
      expect(distinct).toEqual({ n: 2501, codes: 2501 });
      expect([parseSkus([]), parseSkus(['--skus', '250000']), parseSkus(['--skus=5'])]).toEqual([100_000, 250_000, 5]);
      expect(() => parseSkus(['--skus', 'many'])).toThrow(/--skus/);
    },
    120_000,
  );
});

describe('seed on PostgreSQL', () => {
  const base = process.env.DATABASE_URL;
  if (!base) {
    it("did not run: DATABASE_URL is not set (.ci/run sets it to the machine's PostgreSQL)", () => {
      console.warn('[contract] PostgreSQL seed test did not run: DATABASE_URL is not set');
    });
    return;
  }
  const name = `console_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let db: Db;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = await openDb({ databaseUrl: url.toString() });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('seeds once with the same counts, models and events as on PGlite', async () => {
    const commands = new Commands(db, new Bus());
    const started = Date.now();
    expect(await seedDemo({ db, commands })).toBe(true);
    console.info(`[seed] demo data on PostgreSQL in ${Date.now() - started} ms`);
    expect(await seedDemo({ db, commands })).toBe(false);
    await expectDemo(db);
    await expectRecordsParse(db);
    await expectEvents(db);
  }, 120_000);
});
