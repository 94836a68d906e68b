import { RESOURCES } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testStore.js';
import { byKeys, byKeysSql, keyOf } from './keys.js';

describe('natural keys', () => {
  const store = memoryStore();
  const keyed = RESOURCES.filter((def) => def.naturalKey.length > 0);

  it("finds every resource's records by natural key through its store's index, not a scan of the store", async () => {
    const db = store();
    // Stores of a few thousand records each, with their statistics: what the planner weighs.
    await db.query(
      `insert into records (store, id, uuid, version, data) select s.store, 100000 + row_number() over (),
        gen_random_uuid(), 1, jsonb_build_object('n', g) from unnest($1::text[]) s(store), generate_series(1, 500) g`,
      [[...new Set(keyed.map((def) => def.store))]],
    );
    await db.exec('analyze records');
    for (const def of keyed) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${byKeysSql(def)}`, [def.store, ['a', 'b']]);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n'), def.name).toContain(`records_key_${def.store}`);
    }
  }, 60_000);

  it('computes the key in SQL as keyOf does in JavaScript, nested and missing parts included', async () => {
    const db = store();
    const def = keyed.find((d) => d.name === 'keywords')!;
    const data = { company: { digit_code: '7001' }, keyword: 'shoes' };
    await db.query(
      `insert into records (store, id, uuid, version, data) values ($1, 1, gen_random_uuid(), 1, $2::jsonb)`,
      [def.store, JSON.stringify(data)],
    );
    const found = await byKeys(db, def, [keyOf(def, data)!, keyOf(def, { ...data, keyword: 'other' })!]);
    expect([...found.keys()]).toEqual([keyOf(def, data)]);
  });
});
