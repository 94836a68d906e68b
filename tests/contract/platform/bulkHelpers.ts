/** Shared steps of the bulk, dissociation and specials contract tests. */
import { expect } from 'vitest';
import type { TestPlatform } from '../harness.js';

export const company = (code: string, name = `Company ${code}`) => ({
  version: '1.0',
  request: { name, digit_code: code, is_active: true, external_pim: false },
});

/** Creates a record with a generic POST and answers it. */
export async function create(t: TestPlatform, path: string, request: Record<string, unknown>) {
  const { status, body } = await t.call('POST', path, { version: '1.0', request }, 'admin');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Waits for every queued task, then answers the task record. */
export async function finished(t: TestPlatform, taskUuid: string) {
  await t.platform.context.tasks.idle();
  const { body } = await t.call('GET', `/tasks/getbyuuid/${taskUuid}`, undefined, 'ops');
  return body.data;
}

/**
 * Counts of the records and events of one store, and of the transactions: a failed apply leaves all three
 * unchanged.
 */
export async function storeState(t: TestPlatform, store: string) {
  const rows = await t.platform.context.db.query<{ records: number; events: number; transactions: number }>(
    `select (select count(*)::int from records where store = $1) as records,
            (select count(*)::int from events where stream_type = $1) as events,
            (select count(*)::int from records where store = 'transactions') as transactions`,
    [store],
  );
  return rows[0]!;
}

/**
 * One valid row of every bulk resource of §7 (schema/src/requests.ts BULK_RESOURCES), each a
 * new record: `code` is a company that exists, `productUuid` one of its products.
 */
export function happyRows(code: string, productUuid: string): Record<string, Record<string, unknown>> {
  const company = { digit_code: code };
  const retailer_url = 'https://happy.example.com/shop';
  return {
    companies: { name: 'Happy company', digit_code: '3901', is_active: true, external_pim: false },
    product_groups: { name: 'Happy group', company, description: 'Every happy product' },
    compliance_rules: {
      name: 'Happy name length',
      company,
      type: 'names',
      field: 'product_name',
      operator: 'min_length',
      value: 3,
      is_active: true,
    },
    retailers: {
      name: 'Happy retailer',
      digit_code: '8901',
      url: 'https://happy.example.com',
      country: { id: 1 },
      is_active: true,
    },
    retailer_metric_schedules: { company, retailer_url, metric: 'rankings', frequency: 'daily', is_active: true },
    rankings: {
      company,
      retailer: { digit_code: '8901' },
      retailer_url,
      keyword: 'happy soap',
      product_uuid: productUuid,
      rank: 3,
      date: '2026-01-02',
    },
    listings: {
      company,
      retailer: { digit_code: '8901' },
      retailer_url,
      product_uuid: productUuid,
      sku: 'HAPPY-1',
      price: 9.5,
      in_stock: true,
      date: '2026-01-02',
    },
    products_and_skus: {
      product_name: 'Happy product',
      company,
      sku: 'HAPPY-SKU-1',
      gtin: '12345670',
      is_active: true,
    },
    product_media: {
      product_uuid: productUuid,
      product_folder: 'happy',
      code,
      file_name: 'happy.jpg',
      url: 'https://img.test/happy.jpg',
      position: 1,
    },
    categories: { name: 'Happy category', parent: null },
    keywords: { keyword: 'happy keyword', company, is_active: true },
    product_groupings: { name: 'Happy grouping', company, product_group: 'Happy group', products: [productUuid] },
    business_rule_definitions: {
      definition_name: 'happy_rule',
      label: 'Happy rule',
      entity_type: { id: 1 },
      value_type: 'string',
    },
    business_rules: { definition_name: 'happy_rule', entity_id: 1, entity_type: { id: 1 }, company, value: 'yes' },
    brands: { name: 'Happy brand', digit_code: '7101', company },
  };
}
