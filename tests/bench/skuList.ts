/**
 * The 100,000-SKU company's list through the gateway, as the SKUs screen asks for it (issue 5:
 * "the 100,000-SKU company's list stays smooth"): a page of 50 at the start, middle and end,
 * sorted both ways, filtered by a part of the SKU and by state. Prints p50 and p95 per query,
 * over real HTTP from the gateway to the platform on PGlite. `npm run bench -- skuList`;
 * BENCH_SKUS changes the size.
 */
import { performance } from 'node:perf_hooks';
import { LARGE_SPEC } from '../../gateway/platform/src/seed/large.js';
import { gql, login, startGateway, startLargePlatform } from '../load/liveKit.js';

const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const REPEATS = 15;

const LIST = `query($f: JSON, $n: NavigationInput) {
  list(resource: product_skus, filter: $f, navigation: $n) { rows navigation { total_items total_pages } }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function run(): Promise<void> {
  const { platform, close, seededMs } = await startLargePlatform(SKUS);
  console.log(`skuList: ${SKUS.toLocaleString('en')} SKUs seeded in ${seededMs} ms`);
  const gateway = await startGateway({ platformUrl: platform.url, serviceKey: platform.serviceKey });
  try {
    const cookie = await login(gateway.url, 'ops@demo.test');
    const company = { 'company.digit_code': LARGE_SPEC.digit_code };
    const first = await gql(gateway.url, LIST, { f: company, n: { page: 1, page_size: 50 } }, cookie);
    const pages = first.data.list.navigation.total_pages as number;
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['first page', company, { page: 1, page_size: 50 }],
      ['middle page', company, { page: Math.ceil(pages / 2), page_size: 50 }],
      ['last page', company, { page: pages, page_size: 50 }],
      ['sorted by sku desc', company, { page: 1, page_size: 50, sort: [{ field: 'sku', direction: 'desc' }] }],
      [
        'sorted by updated_at asc',
        company,
        { page: 1, page_size: 50, sort: [{ field: 'updated_at', direction: 'asc' }] },
      ],
      ['sku contains "0042"', { ...company, sku: { like: '0042' } }, { page: 1, page_size: 50 }],
      ['inactive only', { ...company, is_active: false }, { page: 1, page_size: 50 }],
    ];
    console.log(
      `skuList: ${first.data.list.navigation.total_items.toLocaleString('en')} rows in ` +
        `${pages.toLocaleString('en')} pages of 50; ${REPEATS} runs each`,
    );
    for (const [name, filter, navigation] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < REPEATS; i++) {
        const started = performance.now();
        const answer = await gql(gateway.url, LIST, { f: filter, n: navigation }, cookie);
        times.push(performance.now() - started);
        total = answer.data.list.navigation.total_items;
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  ` +
          `p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms  (${total.toLocaleString('en')} rows match)`,
      );
    }
  } finally {
    await gateway.close();
    await close();
  }
}
