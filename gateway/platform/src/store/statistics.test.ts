import { describe, expect, it } from 'vitest';
import { ANALYZE_BASE, statisticsKeeper } from './statistics.js';

/** A keeper over a fake database: records the statements and answers `reltuples` per table. */
function fake(sizes: Record<string, number>) {
  const ran: string[] = [];
  const keeper = statisticsKeeper(async (sql, params) => {
    ran.push(sql.startsWith('analyze') ? sql : `size ${String(params?.[0])}`);
    if (sql.startsWith('analyze')) sizes[sql.slice('analyze '.length)] = 1e9; // whatever it finds now
    return [{ n: sizes[String(params?.[0])] ?? -1 }];
  });
  return { keeper, analyzed: () => ran.filter((s) => s.startsWith('analyze')) };
}

describe('statisticsKeeper', () => {
  it('leaves everyday writes alone and analyzes a table once more than the base plus a tenth changed', async () => {
    const { keeper, analyzed } = fake({ records: 20_000 });
    for (let i = 0; i < 100; i++) keeper.wrote('records', 10);
    await keeper.idle();
    expect(analyzed()).toEqual([]);
    keeper.wrote('records', ANALYZE_BASE + 1_001); // 3,001 since: more than 1,000 + a tenth of 20,000
    await keeper.idle();
    expect(analyzed()).toEqual(['analyze records']);
  });

  it('counts from the last analyze, per table, and a never-analyzed table (reltuples -1) as empty', async () => {
    const { keeper, analyzed } = fake({});
    keeper.wrote('preview_rows', ANALYZE_BASE + 1);
    keeper.wrote('events', ANALYZE_BASE);
    await keeper.idle();
    expect(analyzed()).toEqual(['analyze preview_rows']);
    keeper.wrote('preview_rows', ANALYZE_BASE + 1); // its size is now what the analyze found
    await keeper.idle();
    expect(analyzed()).toEqual(['analyze preview_rows']);
  });

  it('analyzes what was counted while a round ran, and a round that finds nothing due ends', async () => {
    let release: () => void = () => {};
    const ran: string[] = [];
    const keeper = statisticsKeeper(async (sql) => {
      ran.push(sql);
      if (sql === 'analyze records') await new Promise<void>((resolve) => (release = resolve));
      return [{ n: 0 }];
    });
    keeper.wrote('records', ANALYZE_BASE + 1);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the round is analyzing records
    keeper.wrote('events', ANALYZE_BASE + 1);
    release();
    await keeper.idle();
    expect(ran.filter((s) => s.startsWith('analyze'))).toEqual(['analyze records', 'analyze events']);
  });

  it('takes table names only, never SQL', () => {
    const { keeper } = fake({});
    expect(() => keeper.wrote('records; drop table users', 5)).toThrow(/not a table name/);
  });
});
