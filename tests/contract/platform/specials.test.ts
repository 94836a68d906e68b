/**
 * The §7 calls beyond the generic resources and bulk, over real HTTP: product groupings,
 * compliance, integrity sync, retailers by metric, max results, products, SRP, product images
 * and GDPR — a good case each, and bad input, no token and the wrong role answered by status
 * and field without writing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER, companyDoesNotExist } from '@console/schema';
import { type RoleUser, type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;
const SHOP = 'https://shop.test/';
const FR = 'https://fr.test/';
const p: Record<string, string> = {};
const service = (as: RoleUser | null = 'ops') => ({
  [SERVICE_KEY_HEADER]: t.platform.serviceKey,
  ...(as ? { [ON_BEHALF_OF_HEADER]: t.users[as] } : {}),
});

/** Asserts a refused call: status, field, and nothing written. */
async function refused(
  method: string,
  path: string,
  body: unknown,
  status: number,
  field?: string,
  as: RoleUser | null = 'admin',
  headers?: Record<string, string>,
) {
  const before = await storeCounts(t);
  const answer = await t.call(method, path, body, as, headers);
  expect(answer.status, `${path} ${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBe(status);
  if (field !== undefined) expect(answer.body.data.field).toBe(field);
  expect(await storeCounts(t)).toEqual(before);
  return answer.body;
}

beforeAll(async () => {
  t = await startTestPlatform();
  for (const code of ['5001', '5002']) await create(t, '/companies', company(code).request);
  await create(t, '/retailers', { name: 'Shop', digit_code: '601', url: SHOP, country: { id: 1, iso_code: 'GB' } });
  await create(t, '/retailers', { name: 'Boutique', digit_code: '602', url: FR, country: { id: 2, iso_code: 'FR' } });
  await create(t, '/company_retailers', {
    company: { digit_code: '5001' },
    retailer: { digit_code: '601' },
    retailer_url: SHOP,
    metrics: ['rankings', 'listings'],
  });
  await create(t, '/company_retailers', {
    company: { digit_code: '5001' },
    retailer: { digit_code: '602' },
    retailer_url: FR,
    metrics: ['listings'],
  });
  p.soap = (
    await create(t, '/products', { product_name: 'Soap\u00a0Bar', company: { digit_code: '5001' } })
  ).product_uuid;
  p.shampoo = (
    await create(t, '/products', { product_name: 'Shampoo', company: { digit_code: '5001' }, is_active: false })
  ).product_uuid;
  p.other = (await create(t, '/products', { product_name: 'Other', company: { digit_code: '5002' } })).product_uuid;
  await create(t, '/product_skus', {
    sku: 'S1',
    company: { digit_code: '5001' },
    product_uuid: p.soap,
    keywords: ['soap'],
    specs: { weight: '100g' },
  });
  await create(t, '/product_media', {
    product_uuid: p.soap,
    product_folder: 'main',
    code: '5001',
    file_name: 'f1.jpg',
    url: 'https://img.test/f1.jpg',
  });
  await create(t, '/product_media', {
    product_uuid: p.soap,
    product_folder: 'extra',
    code: '5001',
    file_name: 'f2.txt',
    url: 'http://img.test/f2.txt',
  });
  // One ranking per day: a day's rank of a product for a keyword at a retailer is one record.
  for (const [rank, date] of [
    [5, '2026-01-01'],
    [12, '2026-01-02'],
  ] as const)
    await create(t, '/rankings', {
      company: { digit_code: '5001' },
      retailer: { digit_code: '601' },
      retailer_url: SHOP,
      keyword: 'soap',
      product_uuid: p.soap,
      rank,
      date,
    });
  const listing = (url: string, retailer: string, product: string, sku: string) => ({
    company: { digit_code: '5001' },
    retailer: { digit_code: retailer },
    retailer_url: url,
    product_uuid: product,
    sku,
    price: 1,
    in_stock: true,
    date: '2026-01-01',
  });
  await create(t, '/listings', listing(SHOP, '601', p.soap!, 'S1'));
  await create(t, '/listings', listing(FR, '602', p.soap!, 'S1'));
  await create(t, '/listings', listing(FR, '602', p.shampoo!, 'S2'));
  const rule = (
    name: string,
    type: string,
    field: string,
    operator: string,
    value: string | number | null,
    is_active = true,
  ) => ({ name, company: { digit_code: '5001' }, type, field, operator, value, is_active });
  await create(t, '/compliance', rule('Name length', 'names', 'product_name', 'min_length', 3));
  await create(t, '/compliance', rule('Has keywords', 'keywords', 'keywords', 'min_count', 1));
  await create(t, '/compliance', rule('Weight', 'specs', 'weight', 'required', null));
  await create(t, '/compliance', rule('Main image', 'images', 'main', 'min_count', 1));
  await create(t, '/compliance', rule('Off', 'names', 'title', 'required', null, false));
});
afterAll(() => t?.close());

describe('product groupings', () => {
  const grouping = (name: string, products: string[], code = '5001') => ({
    name,
    company: { digit_code: code },
    product_group: 'Care',
    products,
  });
  it('creates and deletes groupings in one command each', async () => {
    const { status, body } = await t.call(
      'POST',
      '/backend/cms/create_product_groupings',
      { version: '1.0', request: { groupings: [grouping('Bath', [p.soap!]), grouping('Hair', [p.shampoo!])] } },
      'ops',
    );
    expect(status).toBe(200);
    expect(body.data.created.map((g: { name: string }) => g.name)).toEqual(['Bath', 'Hair']);
    const txn = await t.call('GET', `/transactions/getbyuuid/${body.data.transaction_uuid}`, undefined, 'ops');
    expect(txn.body.data.counts).toEqual({ insert: 2, update: 0, delete: 0 });
    const removed = await t.call(
      'POST',
      '/backend/cms/delete_product_groupings',
      { version: '1.0', request: { uuids: [body.data.created[1].uuid] } },
      'ops',
    );
    expect(removed.body.data.deleted).toBe(1);
  });
  it('refuses a taken name, a foreign product, an unknown company and bad bodies, writing nothing', async () => {
    const path = '/backend/cms/create_product_groupings';
    const body = (g: unknown) => ({ version: '1.0', request: { groupings: [g] } });
    expect(
      (await refused('POST', path, body(grouping('bath', [])), 400, 'request.groupings.0.name')).data.errors[0].message,
    ).toMatch(/already used/);
    await refused('POST', path, body(grouping('New', [p.other!])), 400, 'request.groupings.0.products.0');
    await refused('POST', path, body(grouping('New', [], '9999')), 400, 'request.groupings.0.company.digit_code');
    await refused(
      'POST',
      path,
      { version: '1.0', request: { groupings: [grouping('A', []), grouping('A', [])] } },
      400,
      'request.groupings.1.name',
    );
    await refused('POST', path, { version: '1.1', request: { groupings: [grouping('New', [])] } }, 400, 'version');
    await refused('POST', path, { version: '1.0', request: { groupings: [] } }, 400, 'request.groupings');
    await refused('POST', path, body(grouping('New', [])), 401, undefined, null);
    await refused('POST', path, body(grouping('New', [])), 403, undefined, 'viewer');
    await refused(
      'POST',
      '/backend/cms/delete_product_groupings',
      { version: '1.0', request: { uuids: [crypto.randomUUID()] } },
      400,
      'request.uuids.0',
    );
    await refused(
      'POST',
      '/backend/cms/delete_product_groupings',
      { version: '1.0', request: { uuids: ['x'] } },
      400,
      'request.uuids.0',
    );
  });
  it('validates a grouping without writing', async () => {
    const before = await storeCounts(t);
    const ok = await t.call(
      'POST',
      '/product_groups/groupings/validate',
      { version: '1.0', request: grouping('Fresh', [p.soap!]) },
      'ops',
    );
    expect(ok.body.data).toEqual({ valid: true, errors: [] });
    const taken = await t.call(
      'POST',
      '/product_groups/groupings/validate',
      { version: '1.0', request: grouping('Bath', [p.other!]) },
      'ops',
    );
    expect(taken.body.data.valid).toBe(false);
    expect(taken.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'products.0']);
    const missing = await t.call(
      'POST',
      '/product_groups/groupings/validate',
      { version: '1.0', request: { name: 'X' } },
      'ops',
    );
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toContain('company');
    // A taken name shows beside the shape problems, so a form can flag it before the rest is filled in.
    const early = await t.call(
      'POST',
      '/product_groups/groupings/validate',
      { version: '1.0', request: { name: 'Bath', company: { digit_code: '5001' }, product_group: '' } },
      'ops',
    );
    expect(early.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'product_group']);
    expect(await storeCounts(t)).toEqual(before);
    await refused('POST', '/product_groups/groupings/validate', { version: '2.0', request: {} }, 400, 'version');
    await refused('POST', '/product_groups/groupings/validate', { version: '1.0', request: {} }, 401, undefined, null);
  });
});

describe('compliance', () => {
  it('lists the company products with their compliance status', async () => {
    const { body } = await t.call('POST', '/compliance/products', { code: '5001' }, 'ops');
    const soap = body.data.find((d: { product_uuid: string }) => d.product_uuid === p.soap);
    const shampoo = body.data.find((d: { product_uuid: string }) => d.product_uuid === p.shampoo);
    expect(soap).toMatchObject({ status: 'compliant', rules: 4, failed: 0 });
    expect(shampoo).toMatchObject({ status: 'non_compliant', failed: 3 });
    expect(body.navigation?.total_items).toBe(2);
    const inactive = await t.call(
      'POST',
      '/compliance/products',
      { code: '5001', filter: { is_active: false } },
      'ops',
    );
    expect(inactive.body.data.map((d: { product_uuid: string }) => d.product_uuid)).toEqual([p.shampoo]);
    await refused('POST', '/compliance/products', {}, 400, 'code');
    await refused('POST', '/compliance/products', { code: '5001', filter: { colour: 1 } }, 400);
    expect((await refused('POST', '/compliance/products', { code: '9999' }, 404)).message).toBe(
      companyDoesNotExist('9999'),
    );
    await refused('POST', '/compliance/products', { code: '5001' }, 401, undefined, null);
  });
  it('validates products against the active rules of the asked types', async () => {
    const { body } = await t.call(
      'POST',
      '/compliance/validate',
      { code: '5001', products: [p.soap, p.shampoo, p.other], types: ['specs', 'names'] },
      'ops',
    );
    expect(body.data[0]).toMatchObject({ product_uuid: p.soap, valid: true });
    expect(body.data[0].results.map((r: { rule: string }) => r.rule).sort()).toEqual(['Name length', 'Weight']);
    expect(body.data[1].results.find((r: { rule: string }) => r.rule === 'Weight')).toMatchObject({
      pass: false,
      message: 'the product has no SKU',
    });
    expect(body.data[2]).toMatchObject({ valid: false, error: 'product belongs to company 5002' });
    await refused(
      'POST',
      '/compliance/validate',
      { code: '5001', products: [p.soap], types: ['colour'] },
      400,
      'types.0',
    );
    await refused('POST', '/compliance/validate', { code: '5001', products: [], types: ['names'] }, 400, 'products');
    await refused(
      'POST',
      '/compliance/validate',
      { code: '5001', products: [p.soap], types: ['names'] },
      403,
      undefined,
      'viewer',
    );
  });
});

describe('integrity sync', () => {
  it('reruns the sync as a task, then answers the status and the details', async () => {
    const { status, body } = await t.call('POST', '/utils-webhook/5001', {}, 'ops');
    expect(status).toBe(200);
    const task = await finished(t, body.data.task_uuid);
    expect(task).toMatchObject({ status: 'succeeded', kind: 'integrity.sync', progress: { done: 7, total: 7 } });
    const logs = await t.call('POST', '/utils/integrity_logs/5001?limit=3', {}, 'ops');
    expect(logs.body.data.results).toHaveLength(3);
    const all = await t.call('POST', '/utils/integrity_logs/5001', {}, 'ops');
    const noImages = all.body.data.results.find(
      (r: { folder: string; stat_key: string }) => r.folder === 'products' && r.stat_key === 'without_images',
    );
    expect(noImages).toMatchObject({ status: 'warning', detail: { count: 1, total: 2, sample: [p.shampoo] } });
    const details = await t.call('POST', '/utils/integrity_logs/5001/products/without_skus', {}, 'ops');
    expect(details.body.data.latest).toMatchObject({
      folder: 'products',
      stat_key: 'without_skus',
      detail: { count: 1 },
    });
  });
  it('refuses bad input, an unknown company, no token and the wrong role', async () => {
    await refused('POST', '/utils/integrity_logs/5001?limit=0', {}, 400, 'query.limit');
    await refused('POST', '/utils/integrity_logs/abc', {}, 400, 'code');
    await refused('POST', '/utils/integrity_logs/5001/Colours!/x', {}, 400, 'folder');
    await refused('POST', '/utils/integrity_logs/5001/colours/x', {}, 404);
    await refused('POST', '/utils/integrity_logs/5001/products/X!', {}, 400, 'statKey');
    await refused('POST', '/utils-webhook/9999', {}, 404);
    await refused('POST', '/utils-webhook/5001', {}, 401, undefined, null);
    await refused('POST', '/utils-webhook/5001', {}, 403, undefined, 'viewer');
  });
});

describe('retailers, max results, products', () => {
  it('lists the retailers that track a metric', async () => {
    const { body } = await t.call('POST', '/retailers/list/rankings', { code: '5001' }, 'ops');
    expect(body.data).toEqual([
      expect.objectContaining({
        name: 'Shop',
        digit_code: '601',
        retailer_url: SHOP,
        metrics: ['rankings', 'listings'],
      }),
    ]);
    expect((await t.call('POST', '/retailers/list/listings', { code: '5001' }, 'ops')).body.data).toHaveLength(2);
    await refused('POST', '/retailers/list/colours', { code: '5001' }, 400, 'metric');
    await refused('POST', '/retailers/list/rankings', {}, 400, 'code');
    await refused('POST', '/retailers/list/rankings', { code: '5001' }, 401, undefined, null);
  });
  it('answers max results for rankings (service key) and listings', async () => {
    const { status, body } = await t.call('POST', '/rankings/getMaxResults', { code: '5001' }, null, service());
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { keyword: 'soap', retailer_url: SHOP, max_results: 12, rankings: 2, products: 1, last_date: '2026-01-02' },
    ]);
    const listings = await t.call('POST', '/listings/getMaxResults', { code: '5001', retailer_url: FR }, 'ops');
    expect(listings.body.data).toEqual([
      { retailer_url: FR, max_results: 2, listings: 2, in_stock: 2, last_date: '2026-01-01' },
    ]);
    await refused(
      'POST',
      '/rankings/getMaxResults',
      { code: '5001', retailer_url: 'nope' },
      400,
      'retailer_url',
      null,
      service(),
    );
    await refused('POST', '/rankings/getMaxResults', { code: '5001' }, 401, undefined, null);
    await refused('POST', '/rankings/getMaxResults', { code: '5001' }, 401, undefined, null, {
      [SERVICE_KEY_HEADER]: 'wrong',
    });
    await refused('POST', '/listings/getMaxResults', { code: '5001', colour: 1 }, 400);
  });
  it('validates product names', async () => {
    const names = ['Soap Bar', 'New', ' new ', '', 'a<b', 'x'.repeat(501)];
    const { body } = await t.call('POST', '/products/validate/names', { code: '5001', names }, 'ops');
    expect(body.data.map((d: { problem: string | null }) => d.problem)).toEqual([
      'already_used',
      null,
      'duplicate',
      'empty',
      'forbidden_characters',
      'too_long',
    ]);
    expect(body.data[0].product_uuid).toBe(p.soap);
    await refused('POST', '/products/validate/names', { code: '5001', names: [] }, 400, 'names');
    await refused('POST', '/products/validate/names', { code: '5001', names: [1] }, 400, 'names.0');
    await refused('POST', '/products/validate/names', { code: '5001', names: ['a'] }, 403, undefined, 'viewer');
  });
  it('answers active products, asked columns only, and counts per country', async () => {
    const active = await t.call('POST', '/products/active', { code: '5001' }, 'ops');
    expect(active.body.data.map((d: { product_uuid: string }) => d.product_uuid)).toEqual([p.soap]);
    const all = await t.call('POST', '/products/all', { code: '5001', columns: ['product_uuid', 'is_active'] }, 'ops');
    expect(all.body.data).toEqual([
      { product_uuid: p.soap, is_active: true },
      { product_uuid: p.shampoo, is_active: false },
    ]);
    const countries = await t.call('POST', '/products/bycountry', { code: '5001' }, 'ops');
    expect(countries.body.data).toEqual([
      { country_id: 2, iso_code: 'FR', products: 2, retailers: 1 },
      { country_id: 1, iso_code: 'GB', products: 1, retailers: 1 },
    ]);
    await refused('POST', '/products/all', { code: '5001', columns: ['product_name', 'colour'] }, 400, 'columns.1');
    await refused('POST', '/products/active', { code: 'x' }, 400, 'code');
    await refused('POST', '/products/bycountry', {}, 400, 'code');
    await refused('POST', '/products/active', { code: '5001' }, 401, undefined, null);
  });
});

describe('SRP', () => {
  it('saves, lists, names, deletes and logs from the events', async () => {
    const saved = await t.call(
      'POST',
      '/srp/save',
      {
        code: '5001',
        products: [
          { product_uuid: p.soap, is_active: true },
          { product_uuid: p.shampoo, is_active: false },
        ],
      },
      null,
      service(),
    );
    expect(saved.body.data).toMatchObject({ insert: 2, update: 0, unchanged: 0 });
    const ids = await t.call('GET', '/srp/list/5001', undefined, 'ops');
    expect(ids.body.data.results.map((r: { product_uuid: string }) => r.product_uuid).sort()).toEqual(
      [p.soap, p.shampoo].sort(),
    );
    const named = await t.call('POST', '/srp/list/5001', { products: [p.soap, p.shampoo] }, 'ops');
    expect(named.body.data[p.soap!]).toEqual({ product_name: 'Soap Bar', is_active: true });
    expect(named.body.data[p.shampoo!]).toEqual({ product_name: 'Shampoo', is_active: false });
    expect(
      (
        await t.call(
          'POST',
          '/srp/save',
          { code: '5001', products: [{ product_uuid: p.shampoo, is_active: true }] },
          'ops',
        )
      ).body.data,
    ).toMatchObject({ update: 1 });
    expect(
      (await t.call('POST', '/srp/delete', { code: '5001', products: [p.shampoo] }, null, service())).body.data,
    ).toMatchObject({ delete: 1 });
    const logs = await t.call('GET', '/srp/logs/5001', undefined, 'ops');
    const results = logs.body.data.results;
    expect(results).toHaveLength(3);
    expect(results[0].rows).toEqual({ insert: [], update: [], delete: [{ product_uuid: p.shampoo, is_active: true }] });
    expect(results[1].rows.update).toEqual([{ product_uuid: p.shampoo, is_active: true, before: false }]);
    expect(results[2].details.map((d: { operation: string }) => d.operation)).toEqual(['Insert', 'Insert']);
    expect(results[2].user_uuid).toBe(t.users.ops);
  });
  it('refuses foreign products, bad bodies, no credentials and the wrong role, writing nothing', async () => {
    await refused(
      'POST',
      '/srp/save',
      { code: '5001', products: [{ product_uuid: p.other }] },
      400,
      'products.0.product_uuid',
      null,
      service(),
    );
    await refused('POST', '/srp/save', { code: '5001', products: [] }, 400, 'products', null, service());
    await refused('POST', '/srp/delete', { code: '5001', products: [p.other] }, 400, 'products.0', null, service());
    await refused('POST', '/srp/save', { code: '5001', products: [{ product_uuid: p.soap }] }, 401, undefined, null);
    await refused(
      'POST',
      '/srp/save',
      { code: '5001', products: [{ product_uuid: p.soap }] },
      403,
      undefined,
      null,
      service('viewer'),
    );
    await refused(
      'POST',
      '/srp/save',
      { code: '5001', products: [{ product_uuid: p.soap }] },
      403,
      undefined,
      null,
      service(null),
    );
    await refused('POST', '/srp/list/5001', { products: ['x'] }, 400, 'products.0');
    await refused('GET', '/srp/logs/abc', undefined, 400, 'code');
  });
});

describe('product images', () => {
  it('previews a folder (service key), lists and validates images', async () => {
    const preview = await t.call(
      'POST',
      `/product_images/preview/${p.soap}`,
      { code: '5001', product_folder: 'main' },
      null,
      service(),
    );
    expect(preview.body.data).toMatchObject({
      product_uuid: p.soap,
      count: 1,
      images: [{ file_name: 'f1.jpg', url: 'https://img.test/f1.jpg' }],
    });
    const products = await t.call(
      'POST',
      '/product_images/products',
      { code: '5001', products: [p.soap, p.shampoo] },
      'ops',
    );
    expect(products.body.data.results.map((r: { count: number }) => r.count)).toEqual([2, 0]);
    expect(Object.keys(products.body.data.results[0].folders).sort()).toEqual(['extra', 'main']);
    const validated = await t.call(
      'POST',
      '/product_images/validate',
      { code: '5001', products: [p.soap, p.shampoo] },
      'ops',
    );
    const [soap, shampoo] = validated.body.data.results;
    expect(soap).toMatchObject({
      valid: false,
      has_images: true,
      count: 2,
      missing_main_image: false,
      bad_urls: [{ url: 'http://img.test/f2.txt' }],
    });
    expect(shampoo).toMatchObject({ valid: false, has_images: false, missing_main_image: true });
  });
  it('refuses bad input, unknown products, no credentials and the wrong role', async () => {
    await refused(
      'POST',
      `/product_images/preview/${p.soap}`,
      { code: '5001' },
      400,
      'product_folder',
      null,
      service(),
    );
    await refused(
      'POST',
      '/product_images/preview/nope',
      { code: '5001', product_folder: 'main' },
      400,
      'product_uuid',
      null,
      service(),
    );
    await refused(
      'POST',
      `/product_images/preview/${p.other}`,
      { code: '5001', product_folder: 'main' },
      404,
      undefined,
      null,
      service(),
    );
    await refused(
      'POST',
      `/product_images/preview/${p.soap}`,
      { code: '5001', product_folder: 'main' },
      401,
      undefined,
      null,
    );
    await refused('POST', '/product_images/validate', { code: '5001', products: [] }, 400, 'products');
    await refused('POST', '/product_images/products', { code: '5001', products: [p.soap] }, 403, undefined, 'viewer');
  });
});

describe('GDPR', () => {
  it("exports the caller's personal data without the password hash", async () => {
    const { status, body } = await t.call('POST', '/gdpr', undefined, 'owner');
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ user_uuid: t.users.owner, email: 'owner@test.test' });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(body.data.sessions.active).toBeGreaterThan(0);
    const allstaff = await t.call('POST', '/gdpr', undefined, 'allstaff');
    expect(allstaff.body.data.user.email).toBe('allstaff@test.test');
    const creator = await t.call('POST', '/gdpr', undefined, 'owner');
    expect(creator.body.data.events).toMatchObject({ total: 0, by_type: {} });
  });
  it('saves the settings with an event', async () => {
    const settings = { retention_days: 365, anonymise_exports: true, contact_email: 'dpo@test.test' };
    const { status, body } = await t.call('POST', '/gdpr/save', { settings }, 'owner');
    expect(status).toBe(200);
    expect((await t.call('POST', '/gdpr', undefined, 'owner')).body.data.settings).toEqual(settings);
    const txn = await t.call('GET', `/transactions/getbyuuid/${body.data.transaction_uuid}`, undefined, 'ops');
    expect(txn.body.data).toMatchObject({ kind: 'settings.save', counts: { insert: 1 } });
  });
  it('refuses bad settings, no token and the wrong role', async () => {
    const settings = { retention_days: 365, anonymise_exports: true, contact_email: 'dpo@test.test' };
    await refused(
      'POST',
      '/gdpr/save',
      { settings: { ...settings, retention_days: 1 } },
      400,
      'settings.retention_days',
      'owner',
    );
    await refused('POST', '/gdpr/save', { settings: { ...settings, colour: 'red' } }, 400, 'settings.colour', 'owner');
    await refused('POST', '/gdpr/save', {}, 400, 'settings', 'owner');
    await refused('POST', '/gdpr/save', { settings }, 403, undefined, 'ops');
    await refused('POST', '/gdpr/save', { settings }, 401, undefined, null);
    await refused('POST', '/gdpr', undefined, 403, undefined, 'admin');
  });
});
