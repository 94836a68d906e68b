/**
 * Big lists (issue 17, item 4): the 100,000-SKU company's list as the platform serves it. Seeds
 * 100,000 SKUs (BENCH_SKUS changes the size) and prints the server time, p50 and p95 of the
 * platform's REST answer over loopback, for the first page, deep pages by offset and by cursor,
 * a first and a last page sorted by each sortable column of the SKU screen both ways, and
 * "contains" and "equals" filters, each beside the 40 ms target. `npm run bench -- lists`.
 *
 * A store without cursor paging (the code before issue 17) prints the cursor rows as "n/a". Each
 * row ends with the indexes the plans of its queries read (EXPLAIN of what listPage runs), and
 * the run starts with the machine's load average: on a shared machine the times move with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { resourceByName, type ListNavigation } from '@console/schema';
import { createPlatform } from '../../gateway/platform/src/server.js';
import type { Db, Queryable } from '../../gateway/platform/src/store/db.js';
import { listPage } from '../../gateway/platform/src/store/records.js';
import { LARGE_SPEC, seedLarge } from '../../gateway/platform/src/seed/large.js';
import { DEMO_PASSWORD, insertDemoUsers } from '../../gateway/platform/src/seed/users.js';
import { hashPassword } from '../../gateway/platform/src/services/auth/passwords.js';

const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 15);
const PAGE = 50;
const TARGET_MS = 40;
/** The sortable columns of the SKU screen (web/src/features/company/skus/SkusPage.tsx). */
const SORTED = ['sku', 'gtin', 'product_uuid', 'is_active', 'updated_at'];

type Navigation = Record<string, unknown>;
interface Answer {
  status: number;
  data: Array<Record<string, unknown>>;
  navigation: { total_items: number; total_pages: number; next_cursor?: string | null; last_cursor?: string };
  [key: string]: unknown;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  const platform = await createPlatform({ port: 0, dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
  try {
    await insertDemoUsers(platform.context.db, await hashPassword(DEMO_PASSWORD));
    const seeded = performance.now();
    await seedLarge(
      { db: platform.context.db, commands: platform.context.commands, log: () => undefined },
      { skus: SKUS },
    );
    await platform.context.db.exec('vacuum analyze records');
    console.log(`lists: ${SKUS.toLocaleString('en')} SKUs seeded in ${Math.round(performance.now() - seeded)} ms`);
    const login = await fetch(`${platform.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const list = async (filter: Record<string, unknown>, navigation: Navigation): Promise<Answer> => {
      const response = await fetch(`${platform.url}/product_skus/getlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ filter: { 'company.digit_code': LARGE_SPEC.digit_code, ...filter }, navigation }),
      });
      const body = (await response.json()) as Answer;
      if (response.status !== 200) throw new Error(`getlist ${JSON.stringify(navigation)}: ${JSON.stringify(body)}`);
      return body;
    };

    const first = await list({}, { page: 1, page_size: PAGE });
    const pages = first.navigation.total_pages;
    const keyset = typeof first.navigation.last_cursor === 'string';
    const middle = await list({}, { page: Math.ceil(pages / 2), page_size: PAGE });
    const sample = first.data[7]!;
    type Case = [string, Record<string, unknown>, Navigation | undefined];
    const cases: Case[] = [
      ['first page', {}, { page: 1, page_size: PAGE }],
      ['middle page (offset)', {}, { page: Math.ceil(pages / 2), page_size: PAGE }],
      ['last page (offset)', {}, { page: pages, page_size: PAGE }],
      ['middle page (cursor)', {}, keyset ? { cursor: middle.navigation.next_cursor, page_size: PAGE } : undefined],
      ['last page (cursor)', {}, keyset ? { cursor: first.navigation.last_cursor, page_size: PAGE } : undefined],
    ];
    for (const field of SORTED) {
      for (const direction of ['asc', 'desc']) {
        const sort = [{ field, direction }];
        cases.push([`${field} ${direction}, first`, {}, { page: 1, page_size: PAGE, sort }]);
        cases.push([`${field} ${direction}, last (offset)`, {}, { page: pages, page_size: PAGE, sort }]);
        if (keyset) {
          const sorted = await list({}, { page: 1, page_size: PAGE, sort });
          cases.push([`${field} ${direction}, last (cursor)`, {}, { cursor: sorted.navigation.last_cursor, sort }]);
        }
      }
    }
    cases.push(
      ['sku contains "0042"', { sku: { like: '0042' } }, { page: 1, page_size: PAGE }],
      ['sku contains "42"', { sku: { like: '42' } }, { page: 1, page_size: PAGE }],
      ['gtin contains "5999900"', { gtin: { like: '5999900' } }, { page: 1, page_size: PAGE }],
      ['sku contains, sku desc', { sku: { like: '0042' } }, { page: 1, page_size: PAGE, sort: [SORTED_DESC] }],
      ['sku equals', { sku: sample.sku }, { page: 1, page_size: PAGE }],
      ['gtin equals', { gtin: sample.gtin }, { page: 1, page_size: PAGE }],
      ['product_uuid equals', { product_uuid: sample.product_uuid }, { page: 1, page_size: PAGE }],
      ['is_active = false', { is_active: false }, { page: 1, page_size: PAGE }],
      ['is_active = true', { is_active: true }, { page: 1, page_size: PAGE }],
      ['is_active = false, last', { is_active: false }, { page: 80, page_size: PAGE }],
    );

    console.log(
      `lists: load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    console.log(
      `lists: ${first.navigation.total_items.toLocaleString('en')} rows in ${pages.toLocaleString('en')} pages of ` +
        `${PAGE}; platform REST over loopback, ${REPEATS} runs each; target p50 <= ${TARGET_MS} ms`,
    );
    let over = 0;
    for (const [name, filter, navigation] of cases) {
      if (!navigation) {
        console.log(`  ${name.padEnd(34)} n/a (no cursor paging)`);
        continue;
      }
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < REPEATS; i++) {
        const started = performance.now();
        const answer = await list(filter, navigation);
        times.push(performance.now() - started);
        total = answer.navigation.total_items;
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const via = await indexesRead(
        platform.context.db,
        { 'company.digit_code': LARGE_SPEC.digit_code, ...filter },
        navigation,
      );
      if (p50 > TARGET_MS) over++;
      console.log(
        `  ${name.padEnd(34)} p50 ${p50.toFixed(1).padStart(7)} ms  ` +
          `p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms` +
          `  ${p50 <= TARGET_MS ? 'ok  ' : 'OVER'} (target ${TARGET_MS})  ${total.toLocaleString('en')} rows match` +
          `  via ${via}`,
      );
    }
    console.log(`lists: ${over} of ${cases.filter((c) => c[2]).length} cases over the ${TARGET_MS} ms p50 target`);
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SORTED_DESC = { field: 'sku', direction: 'desc' };

/** The indexes (or "seq scan") the plans of the list's queries read, count and page alike. */
async function indexesRead(db: Db, filter: Record<string, unknown>, navigation: Navigation): Promise<string> {
  const statements: Array<[string, readonly unknown[]]> = [];
  const recorder: Queryable = {
    query: (sql, params = []) => (statements.push([sql, params]), db.query(sql, params)),
  };
  try {
    await listPage(
      recorder,
      resourceByName('product_skus')!,
      filter as never,
      {
        page: 1,
        page_size: PAGE,
        ...navigation,
      } as ListNavigation,
    );
  } catch {
    return '?';
  }
  const used = new Set<string>();
  for (const [sql, params] of statements) {
    if (!/from records/.test(sql)) continue;
    for (const row of await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)) {
      const line = row['QUERY PLAN'];
      const index = / on (records_\w+)|using (records_\w+)/.exec(line);
      if (index) used.add(index[1] ?? index[2]!);
      else if (/Seq Scan on records/.test(line)) used.add('seq scan');
    }
  }
  return [...used].join(', ');
}
