/**
 * "Contains" filters of big lists (issue 17, item 4), over real HTTP on PGlite (and PostgreSQL
 * when DATABASE_URL is set): a "contains" the trigram index serves with at most FEW_MATCHES
 * matches reads them first and sorts them (records.ts), one with more matches walks the order's
 * index as any list does; either way every offset page, cursor page and total is the whole list's,
 * filtered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName, type ListNavigation } from '@console/schema';
import type { Queryable } from '../../../gateway/platform/src/store/db.js';
import { FEW_MATCHES, listPage } from '../../../gateway/platform/src/store/records.js';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { listSkus, seedSkus, walkSkus } from './skuLists.js';

const CODE = '4545';
/** One row more than FEW_MATCHES and then some: a "contains" of every row takes the other path. */
const COUNT = FEW_MATCHES + 20;
/** ITEM-00100 … ITEM-00199. */
const FEW = { sku: { like: '-001' } };
/** Every row (ILIKE ignores case). */
const MANY = { sku: { like: 'tem-' } };

type Filter = Record<string, unknown>;

const SORTS: Array<ListNavigation['sort']> = [
  undefined,
  [{ field: 'sku', direction: 'desc' }],
  [{ field: 'gtin', direction: 'asc' }],
  [{ field: 'gtin', direction: 'desc' }],
  [{ field: 'updated_at', direction: 'desc' }],
  [
    { field: 'is_active', direction: 'asc' },
    { field: 'gtin', direction: 'desc' },
  ],
];
const named = (sort: ListNavigation['sort']) => JSON.stringify(sort ?? 'id');

describe.each(process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])('"contains" lists on %s', (store) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform({ postgres: store === 'postgres' });
    await seedSkus(t, {
      code: CODE,
      name: 'Contains Co',
      count: COUNT,
      prefix: 'ITEM',
      gtinBase: '400000000',
      gtinKinds: 7,
      productBase: 10_000,
    });
    await t.platform.context.db.exec('analyze records');
  });
  afterAll(() => t?.close());

  const list = (filter: Filter, navigation: Partial<ListNavigation>) => listSkus(t, CODE, filter, navigation);

  /** The ids of the whole list (unfiltered) in its order, and those whose sku contains `text`, any case. */
  async function expected(text: string, sort: ListNavigation['sort']) {
    const rows = (await list({}, { page: 1, page_size: COUNT, ...(sort ? { sort } : {}) })).data;
    expect(rows).toHaveLength(COUNT);
    const matches = rows.filter((r) => r.sku.toLowerCase().includes(text.toLowerCase())).map((r) => r.id);
    return { every: rows.map((r) => r.id), matches };
  }

  /** Every offset page of `size`, one after the other (pages past the middle are read from the end). */
  async function byPages(filter: Filter, sort: ListNavigation['sort'], size: number, pages: number) {
    const ids: number[] = [];
    for (let page = 1; page <= pages; page++)
      ids.push(...(await list(filter, { page, page_size: size, sort })).data.map((r) => r.id));
    return ids;
  }

  const walk = (filter: Filter, sort: ListNavigation['sort'], size: number) =>
    walkSkus((navigation) => list(filter, navigation), sort, size);

  it.each(SORTS.map((sort) => [named(sort), sort] as const))(
    'a "contains" with few matches gives the whole list\'s rows, total, pages and cursors, sorted by %s',
    async (_name, sort) => {
      const { every, matches: all } = await expected('-001', sort);
      expect(all).toHaveLength(100);
      expect((await list(FEW, { page_size: 17, sort })).navigation.total_items).toBe(all.length);
      expect(await byPages(FEW, sort, 17, Math.ceil(all.length / 17) + 1)).toEqual(all);
      const { forward, backward } = await walk(FEW, sort, 13);
      expect(forward).toEqual(all);
      expect(backward).toEqual(all);
      // A cursor of the unfiltered list, used with the filter: the matches after that row.
      const page = await list({}, { page: 9, page_size: 101, sort });
      const position = every.indexOf(page.data[100]!.id);
      const after = await list(FEW, { page_size: COUNT, sort, cursor: page.navigation.next_cursor! });
      expect(after.data.map((r) => r.id)).toEqual(all.filter((id) => every.indexOf(id) > position));
    },
  );

  it.each(SORTS.slice(0, 3).map((sort) => [named(sort), sort] as const))(
    'a "contains" with more than FEW_MATCHES matches gives the same rows as the list, sorted by %s',
    async (_name, sort) => {
      const all = (await expected('tem-', sort)).matches;
      expect(all).toHaveLength(COUNT);
      expect((await list(MANY, { page_size: 500, sort })).navigation.total_items).toBe(COUNT);
      expect(await byPages(MANY, sort, 500, Math.ceil(COUNT / 500))).toEqual(all);
      const { forward, backward } = await walk(MANY, sort, 700);
      expect(forward).toEqual(all);
      expect(backward).toEqual(all);
    },
  );

  describe('the page query', () => {
    const def = resourceByName('product_skus')!;
    /** The SQL of the page listPage reads (not the count) and its plan, sequential scans priced out. */
    async function pageQuery(filter: Filter, navigation: Partial<ListNavigation>) {
      const db = t.platform.context.db;
      const statements: Array<[string, readonly unknown[]]> = [];
      const recorder: Queryable = {
        query: (sql, params = []) => (statements.push([sql, params]), db.query(sql, params)),
      };
      await listPage(
        recorder,
        def,
        { 'company.digit_code': CODE, ...filter } as never,
        {
          page: 1,
          page_size: 20,
          ...navigation,
        } as ListNavigation,
      );
      const [sql, params] = statements.find(([sql]) => !/count\(\*\)|max\(position\)/.test(sql))!;
      const plan = await db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
      return { sql, plan };
    }

    it('reads few matches first and sorts them, on the first page, the last and after a cursor', async () => {
      const sort = [{ field: 'sku', direction: 'desc' as const }];
      const first = await list(FEW, { page_size: 20, sort });
      for (const navigation of [
        {},
        { page: 5 },
        { cursor: first.navigation.next_cursor! },
        { cursor: first.navigation.last_cursor },
      ]) {
        const { sql, plan } = await pageQuery(FEW, { sort, ...navigation });
        expect(sql, JSON.stringify(navigation)).toMatch(/^with matches as materialized \(/);
        // Never a walk of the sort's index, whatever the planner guesses of where the matches are.
        expect(plan).toMatch(/CTE Scan on matches/);
        expect(plan).not.toMatch(/records_skus_by_sku/);
      }
    });

    it('walks the order as any list does for many matches, or a text too short for trigrams', async () => {
      const sort = [{ field: 'sku', direction: 'desc' as const }];
      for (const filter of [MANY, { sku: { like: '01' } }, { is_active: false }])
        expect((await pageQuery(filter, { sort })).sql, JSON.stringify(filter)).not.toMatch(/matches/);
      expect((await pageQuery(MANY, { sort })).plan).toMatch(/records_skus_by_sku_desc/);
    });
  });
});
