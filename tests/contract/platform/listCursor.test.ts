/**
 * Big lists (issue 17, item 4), over real HTTP on PGlite: keyset paging by `navigation.cursor`
 * (next and previous, the last page, stable under equal sort keys and NULLs, with filters, bad
 * cursors refused naming the field), OFFSET pages past the middle read from the end giving the
 * same rows, equality filters on JSON fields keeping their text semantics, and the indexes of
 * 010_list_indexes.sql serving each list query shape (EXPLAIN with sequential scans and sorts
 * priced out, so the plan says whether an index *can* give the rows in order, not what the
 * planner guesses for a small table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName, type ListNavigation } from '@console/schema';
import type { Queryable } from '../../../gateway/platform/src/store/db.js';
import { listPage } from '../../../gateway/platform/src/store/records.js';
import { whereClause } from '../../../gateway/platform/src/store/filters.js';
import { seedCommand } from '../../../gateway/platform/src/seed/demo.js';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { type SkuRow as Row, listSkus, seedSkus, uuid, walkSkus } from './skuLists.js';

const CODE = '4242';
const COUNT = 300;
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
  await seedSkus(t, {
    code: CODE,
    name: 'Cursor Co',
    count: COUNT,
    prefix: 'SKU',
    gtinBase: '500000000',
    gtinKinds: 4,
    productBase: 1000,
  });
  await seedCommand(t.platform.context.commands, 'product_skus', '4343', [
    {
      uuid: uuid(5000),
      fields: { sku: 'OTHER-1', company: { digit_code: '4343' }, product_uuid: uuid(1000), is_active: true },
    },
  ]);
  await t.platform.context.db.exec('analyze records');
});
afterAll(() => t?.close());

const list = (filter: Record<string, unknown>, navigation: Partial<ListNavigation>) =>
  listSkus(t, CODE, filter, navigation);

/** Every row of the list in its order, read as one OFFSET page. */
async function everything(filter: Record<string, unknown>, sort?: ListNavigation['sort']) {
  return (await list(filter, { page: 1, page_size: 1000, ...(sort ? { sort } : {}) })).data.map((r) => r.id);
}

const walk = (filter: Record<string, unknown>, sort: ListNavigation['sort'], size: number) =>
  walkSkus((navigation) => list(filter, navigation), sort, size);

const SORTS: Array<ListNavigation['sort']> = [
  undefined,
  [{ field: 'sku', direction: 'asc' }],
  [{ field: 'gtin', direction: 'asc' }],
  [{ field: 'gtin', direction: 'desc' }],
  [{ field: 'is_active', direction: 'desc' }],
  [{ field: 'updated_at', direction: 'desc' }],
  [
    { field: 'is_active', direction: 'asc' },
    { field: 'gtin', direction: 'desc' },
  ],
];

describe('keyset paging (navigation.cursor)', () => {
  it.each(SORTS.map((sort) => [JSON.stringify(sort ?? 'id'), sort] as const))(
    'next and previous cursors walk the whole list in its order, sorted by %s',
    async (_name, sort) => {
      const all = await everything({}, sort);
      expect(all).toHaveLength(COUNT);
      const { forward, backward } = await walk({}, sort, 23);
      expect(forward).toEqual(all);
      expect(backward).toEqual(all);
    },
  );

  it('stays stable under equal sort keys and NULLs: each row once, ties by id', async () => {
    const sort = [{ field: 'gtin', direction: 'asc' as const }];
    const { forward } = await walk({}, sort, 9);
    expect(new Set(forward).size).toBe(COUNT);
    const rows = (await list({}, { page: 1, page_size: 1000, sort })).data;
    const key = (r: Row) => r.gtin ?? '\uffff';
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(key(a) < key(b) || (key(a) === key(b) && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
  });

  it('gives the last page from last_cursor, and a deep page after any row', async () => {
    const sort = [{ field: 'gtin', direction: 'desc' as const }];
    const all = await everything({}, sort);
    const first = await list({}, { page_size: 25, sort });
    expect(first.navigation.prev_cursor).toBeNull();
    const last = await list({}, { page_size: 25, sort, cursor: first.navigation.last_cursor });
    expect(last.data.map((r) => r.id)).toEqual(all.slice(-25));
    expect(last.navigation.next_cursor).toBeNull();
    expect(last.navigation.total_items).toBe(COUNT);
    // The offset page 9 ends at row 225; its next_cursor leads to rows 226…
    const deep = await list({}, { page: 9, page_size: 25, sort });
    const after = await list({}, { page_size: 25, sort, cursor: deep.navigation.next_cursor! });
    expect(after.data.map((r) => r.id)).toEqual(all.slice(225, 250));
  });

  it('pages with filters: the cursor is a position, the filter picks the rows', async () => {
    const filter = { is_active: true, gtin: { like: '0001' } };
    const sort = [{ field: 'sku', direction: 'desc' as const }];
    const all = await everything(filter, sort);
    expect(all.length).toBeGreaterThan(20);
    const { forward, backward } = await walk(filter, sort, 6);
    expect(forward).toEqual(all);
    expect(backward).toEqual(all);
    // A cursor from the unfiltered list, used with a filter: the filtered rows after that row.
    const everyRow = await everything({}, sort);
    const page = await list({}, { page: 3, page_size: 50, sort });
    const position = everyRow.indexOf(page.data[49]!.id);
    const filtered = await list(filter, { page_size: 500, sort, cursor: page.navigation.next_cursor! });
    expect(filtered.data.map((r) => r.id)).toEqual(all.filter((id) => everyRow.indexOf(id) > position));
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['not JSON', 'bm90IGpzb24'],
    ['the wrong shape', Buffer.from(JSON.stringify({ v: 1, d: 'sideways', s: 'id asc' })).toString('base64url')],
    [
      'the wrong number of keys',
      Buffer.from(JSON.stringify({ v: 1, d: 'after', s: 'id asc', k: [] })).toString('base64url'),
    ],
    ['an empty string', ''],
  ])('refuses a cursor that is %s: 400 naming navigation.cursor', async (_what, cursor) => {
    const answer = await t.call(
      'POST',
      '/product_skus/getlist',
      { filter: { 'company.digit_code': CODE }, navigation: { cursor } },
      'ops',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('navigation.cursor');
  });

  it('refuses a cursor of another sort: 400 naming navigation.cursor', async () => {
    const page = await list({}, { page_size: 10, sort: [{ field: 'sku', direction: 'asc' }] });
    const answer = await t.call(
      'POST',
      '/product_skus/getlist',
      {
        filter: { 'company.digit_code': CODE },
        navigation: { cursor: page.navigation.next_cursor, sort: [{ field: 'sku', direction: 'desc' }] },
      },
      'ops',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('navigation.cursor');
    expect(answer.body.message).toMatch(/another sort/);
  });
});

describe('offset paging of big lists', () => {
  it.each(SORTS.map((sort) => [JSON.stringify(sort ?? 'id'), sort] as const))(
    'gives every page the same rows as one read in order, pages past the middle read from the end, sorted by %s',
    async (_name, sort) => {
      const all = await everything({ is_active: true }, sort);
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 17); page++)
        pages.push(...(await list({ is_active: true }, { page, page_size: 17, sort })).data.map((r) => r.id));
      expect(pages).toEqual(all);
      expect((await list({ is_active: true }, { page: 99, page_size: 17, sort })).data).toEqual([]);
    },
  );

  it('keeps the total right after a write (the remembered total follows the store)', async () => {
    const before = (await list({}, { page_size: 5 })).navigation.total_items;
    await seedCommand(t.platform.context.commands, 'product_skus', CODE, [
      {
        uuid: uuid(9000),
        fields: { sku: 'ZZ-NEW', company: { digit_code: CODE }, product_uuid: uuid(1000), is_active: true },
      },
    ]);
    expect((await list({}, { page_size: 5 })).navigation.total_items).toBe(before + 1);
    const deleted = await t.call(
      'DELETE',
      `/product_skus/${uuid(9000)}`,
      { version: '1.0', request: { version: 1 } },
      'admin',
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await list({}, { page_size: 5 })).navigation.total_items).toBe(before);
  });
});

describe('equality filters on JSON fields', () => {
  it('match by text as before: a boolean, its text, a string', async () => {
    const asBoolean = await everything({ is_active: false });
    expect(asBoolean.length).toBe(COUNT / 3);
    expect(await everything({ is_active: 'false' })).toEqual(asBoolean);
    expect(await everything({ is_active: { eq: false } })).toEqual(asBoolean);
    const gtin = await everything({ gtin: '5000000001' });
    expect(gtin.length).toBeGreaterThan(0);
    expect(await everything({ gtin: 5000000001 })).toEqual(gtin);
    expect(await everything({ sku: 'SKU-00007' })).toHaveLength(1);
    expect(await everything({ sku: 'SKU-0000' })).toHaveLength(0);
  });
});

describe('indexes of the SKU list (010_list_indexes.sql)', () => {
  const def = resourceByName('product_skus')!;
  /** The plans of the statements listPage runs, with sequential scans and sorts priced out. */
  async function plans(filter: Record<string, unknown>, navigation: Partial<ListNavigation>): Promise<string[]> {
    const db = t.platform.context.db;
    const statements: Array<[string, readonly unknown[]]> = [];
    const recorder: Queryable = {
      query: (sql, params = []) => {
        statements.push([sql, params]);
        return db.query(sql, params);
      },
    };
    await listPage(recorder, def, { 'company.digit_code': CODE, ...filter }, {
      page: 1,
      page_size: 20,
      ...navigation,
    } as ListNavigation);
    return db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_sort = off');
      const out: string[] = [];
      for (const [sql, params] of statements.filter(([sql]) => !/count\(\*\)|max\(position\)/.test(sql))) {
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return out;
    });
  }

  const COLUMNS: Array<[string, string]> = [
    ['sku', 'records_skus_by_sku'],
    ['gtin', 'records_skus_by_gtin'],
    ['product_uuid', 'records_skus_by_product'],
    ['is_active', 'records_skus_by_active'],
    ['updated_at', 'records_skus_by_updated'],
  ];
  it.each(COLUMNS.flatMap(([field, index]) => (['asc', 'desc'] as const).map((d) => [field, d, index] as const)))(
    'sorting by %s %s reads the first page, the last, and after and before a cursor from %s, without a sort',
    async (field, direction, index) => {
      const sort = [{ field, direction }];
      const named = `${index}${direction === 'desc' ? '_desc' : ''}`;
      const first = await list({}, { page_size: 20, sort });
      const cursors = [first.navigation.next_cursor!, first.navigation.last_cursor];
      const middle = await list({}, { page_size: 20, sort, cursor: first.navigation.next_cursor! });
      cursors.push(middle.navigation.next_cursor!, middle.navigation.prev_cursor!);
      const shapes = [{}, { page: 14 }, ...cursors.map((cursor) => ({ cursor }))];
      for (const navigation of shapes) {
        for (const plan of await plans({}, { sort, ...navigation })) {
          // The page's rows come in order from a range of this sort's index (read backwards for
          // the last page and the previous one); no sequential scan; a sort only merges the few
          // rows of a union's branches or puts the page's rows, read by id, back in order.
          expect(plan, JSON.stringify(navigation)).toMatch(
            new RegExp(`Index (Only )?Scan( Backward)? using ${named} `),
          );
          expect(plan).not.toMatch(/Seq Scan/);
          if (/\bSort\b/.test(plan)) expect(plan).toMatch(/Append|Nested Loop|Join/);
        }
      }
    },
  );

  /** The plan of the rows a filter picks among the company's SKUs, sequential scans priced out. */
  async function filterPlan(filter: Record<string, unknown>): Promise<string> {
    const where = whereClause(def, { 'company.digit_code': CODE, ...filter }, 1);
    return t.platform.context.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from records where store = $1 and ${where.sql}`,
        [def.store, ...where.params],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  // Whether the planner picks a trigram index depends on the table's size (a few hundred rows
  // here are read faster without it): `npm run bench -- lists` prints the indexes each query of the
  // 100,000-SKU list reads. Here: the indexes exist where the store has pg_trgm, as PGlite does.
  it('has trigram indexes for "contains" on sku and gtin', async () => {
    const names = await t.platform.context.db.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'records' and indexdef like '%gin_trgm_ops%' order by 1",
    );
    expect(names.map((n) => n.indexname)).toEqual(['records_skus_gtin_trgm', 'records_skus_sku_trgm']);
  });

  it.each([
    ['sku', 'SKU-00007', 'records_skus_by_sku'],
    ['gtin', '5000000001', 'records_skus_by_gtin'],
    ['is_active', false, 'records_skus_by_active'],
    ['product_uuid', uuid(1003), 'records_skus_by_product'],
  ] as const)("equality on %s reads the field's index", async (field, value, index) => {
    expect(await filterPlan({ [field]: value })).toMatch(new RegExp(`${index}(_desc)? `));
  });
});
