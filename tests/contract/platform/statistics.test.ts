/**
 * The store keeps the planner's statistics current after large writes (store/statistics.ts):
 * PGlite has no autovacuum, so without it a store that grew by thousands of records in one
 * command is still planned as the few rows the migrations saw — at 100,000 records the apply's
 * chunked deletes and updates, joined to their input by uuid, then scan every record of the store
 * once per chunk (the revert bench's apply: 20.8 s of writes, 6.6 s with the statistics).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName, type ResourceDef } from '@console/schema';
import { type Db, openDb } from '../../../gateway/platform/src/store/db.js';
import { migrate } from '../../../gateway/platform/src/store/migrate.js';
import { Bus } from '../../../gateway/platform/src/store/bus.js';
import { Commands } from '../../../gateway/platform/src/store/commands.js';
import { freshPgliteDir } from '../../support/testStore.js';

const ROWS = 1500;

describe('planner statistics after a large command (PGlite)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = freshPgliteDir('statistics');
    db = await openDb({ dataDir: dir });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('analyzes records and events once the command committed: the planner counts the new records', async () => {
    const companies = resourceByName('companies') as ResourceDef;
    await new Commands(db, new Bus()).run({ user_uuid: null, kind: 'create', resource: 'companies' }, async (w) => {
      for (let i = 0; i < ROWS; i++)
        await w.insert(companies, { name: `Stats ${i}`, digit_code: String(7_000_000 + i) });
    });
    await db.statistics.idle();

    const sizes = await db.query<{ relname: string; n: number }>(
      `select relname, reltuples::float8 as n from pg_class where relname in ('records', 'events')`,
    );
    for (const { relname, n } of sizes) expect(n, relname).toBeGreaterThanOrEqual(ROWS);

    // What the planner now expects a store's records to be (the migrations saw none of them).
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain select 1 from records where store = 'companies'`);
    const estimate = Number(/rows=(\d+)/.exec(plan[0]!['QUERY PLAN'])?.[1]);
    expect(estimate).toBeGreaterThan(ROWS * 0.9);
  });

  it('leaves the statistics alone for everyday writes', async () => {
    const before = await db.query<{ n: number }>(
      `select reltuples::float8 as n from pg_class where relname = 'records'`,
    );
    const companies = resourceByName('companies') as ResourceDef;
    await new Commands(db, new Bus()).run({ user_uuid: null, kind: 'create', resource: 'companies' }, async (w) => {
      await w.insert(companies, { name: `One more ${randomUUID()}`, digit_code: '7999999' });
    });
    await db.statistics.idle();
    const after = await db.query<{ n: number }>(
      `select reltuples::float8 as n from pg_class where relname = 'records'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
