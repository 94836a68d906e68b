/**
 * The SKU list the big-list contract tests page through (listCursor, listContains): rows seeded
 * with ids not in sku order, few distinct gtins (equal sort keys) and some missing (NULL keys),
 * read back over HTTP as the ops user.
 */
import { expect } from 'vitest';
import type { ListNavigation } from '@console/schema';
import { seedCommand } from '../../../gateway/platform/src/seed/demo.js';
import type { TestPlatform } from '../harness.js';

export interface SkuRow {
  id: number;
  sku: string;
  gtin?: string;
  is_active: boolean;
  updated_at: string;
}

export interface SkuPage {
  data: SkuRow[];
  navigation: {
    page: number;
    total_items: number;
    next_cursor: string | null;
    prev_cursor: string | null;
    last_cursor: string;
  };
}

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * Seeds `count` SKUs of company `code`: `<prefix>-00042`-style skus in a shuffled id order, a
 * gtin of `gtinBase` followed by one of `gtinKinds` digits on four rows of five, every third row
 * inactive, spread over 40 products from `productBase`.
 */
export async function seedSkus(
  t: TestPlatform,
  options: {
    code: string;
    name: string;
    count: number;
    prefix: string;
    gtinBase: string;
    gtinKinds: number;
    productBase: number;
  },
): Promise<void> {
  const { code, name, count, prefix, gtinBase, gtinKinds, productBase } = options;
  const rows = Array.from({ length: count }, (_, n) => {
    const i = (n * 7919) % count;
    return {
      uuid: uuid(i + 1),
      fields: {
        sku: `${prefix}-${String(i).padStart(5, '0')}`,
        company: { digit_code: code, name },
        product_uuid: uuid(productBase + (i % 40)),
        ...(i % 5 === 0 ? {} : { gtin: `${gtinBase}${i % gtinKinds}` }),
        is_active: i % 3 !== 0,
      },
    };
  });
  await seedCommand(t.platform.context.commands, 'product_skus', code, rows);
}

/** One page of company `code`'s SKUs, filtered and navigated as asked; fails on anything but 200. */
export async function listSkus(
  t: TestPlatform,
  code: string,
  filter: Record<string, unknown>,
  navigation: Partial<ListNavigation>,
): Promise<SkuPage> {
  const answer = await t.call(
    'POST',
    '/product_skus/getlist',
    { filter: { 'company.digit_code': code, ...filter }, navigation },
    'ops',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as SkuPage;
}

/**
 * Walks a list by next_cursor from its first page, then back by prev_cursor from its last (a
 * cursor page says page 0); gives the ids met each way, in the list's order.
 */
export async function walkSkus(
  list: (navigation: Partial<ListNavigation>) => Promise<SkuPage>,
  sort: ListNavigation['sort'],
  size: number,
): Promise<{ forward: number[]; backward: number[] }> {
  const forward: number[] = [];
  let page = await list({ page_size: size, sort });
  forward.push(...page.data.map((r) => r.id));
  const last = page.navigation.last_cursor;
  while (page.navigation.next_cursor) {
    page = await list({ page_size: size, sort, cursor: page.navigation.next_cursor });
    expect(page.navigation.page).toBe(0);
    forward.push(...page.data.map((r) => r.id));
  }
  const backward: number[][] = [];
  page = await list({ page_size: size, sort, cursor: last });
  backward.unshift(page.data.map((r) => r.id));
  while (page.navigation.prev_cursor) {
    page = await list({ page_size: size, sort, cursor: page.navigation.prev_cursor });
    backward.unshift(page.data.map((r) => r.id));
  }
  return { forward, backward: backward.flat() };
}
