/**
 * Records that others point at (docs/PLATFORM-REST.md): a company is not deleted while it owns
 * records, nor its digit_code changed while they point at it — 409 saying how many of what, and
 * nothing written; history (transactions, tasks) does not count and stays. The same rule for the
 * other parent → child links (products → SKUs, retailers → company retailers, definitions → rules…),
 * by the generic calls and by a bulk upsert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

const del = (path: string, row: { id: number; version: number }) =>
  t.call('DELETE', `${path}/${row.id}`, { version: '1.0', request: { version: row.version } }, 'admin');
const delByBody = (path: string, row: { uuid: string; version: number }) =>
  t.call('DELETE', path, { version: '1.0', request: { uuid: row.uuid, version: row.version } }, 'admin');
const put = (path: string, request: Record<string, unknown>) =>
  t.call('PUT', path, { version: '1.0', request }, 'admin');
const transactionsOf = async (code: string) =>
  (await t.call('POST', '/transactions/getlist', { filter: { 'company.digit_code': code } }, 'ops')).body.navigation!
    .total_items;

describe('a company that owns records', () => {
  const CODE = '4101';
  let owner: { id: number; uuid: string; version: number };
  const children: Record<string, Array<{ id: number; uuid: string; version: number }>> = {
    products: [],
    product_skus: [],
    keywords: [],
  };
  beforeAll(async () => {
    owner = await create(t, '/companies', company(CODE).request);
    for (const name of ['P1', 'P2'])
      children.products!.push(await create(t, '/products', { product_name: name, company: { digit_code: CODE } }));
    for (const [i, sku] of ['S1', 'S2', 'S3'].entries()) {
      children.product_skus!.push(
        await create(t, '/product_skus', {
          sku,
          company: { digit_code: CODE },
          product_uuid: (children.products![i % 2] as unknown as { product_uuid: string }).product_uuid,
        }),
      );
    }
    children.keywords!.push(await create(t, '/keywords', { keyword: 'kw', company: { digit_code: CODE } }));
  });

  it('is not deleted, by id or by body: 409 says how many of what, and nothing is written', async () => {
    const before = await storeCounts(t);
    for (const answer of [await del('/companies', owner), await delByBody('/companies', owner)]) {
      expect(answer.status).toBe(409);
      expect(answer.body.data.response).toBe(
        `Company ${CODE} still owns 2 products, 3 product SKUs and 1 keyword; remove them first`,
      );
      expect(answer.body.data.children).toEqual([
        { resource: 'products', label: 'Products', count: 2 },
        { resource: 'product_skus', label: 'Product SKUs', count: 3 },
        { resource: 'keywords', label: 'Keywords', count: 1 },
      ]);
      expect(answer.body.data.total).toBe(6);
    }
    expect(await storeCounts(t)).toEqual(before);
  });

  it('keeps its digit_code while records point at it, but may be renamed', async () => {
    const before = await storeCounts(t);
    const moved = await put('/companies', { uuid: owner.uuid, version: owner.version, digit_code: '4199' });
    expect(moved.status).toBe(409);
    expect(moved.body.data.field).toBe('request.digit_code');
    expect(moved.body.data.response).toMatch(
      /^Company 4101 still owns 2 products, 3 product SKUs and 1 keyword: its digit_code cannot change/,
    );
    expect(await storeCounts(t)).toEqual(before);
    const renamed = await put('/companies', {
      uuid: owner.uuid,
      version: owner.version,
      name: 'Renamed owner',
      digit_code: CODE,
    });
    expect(renamed.status).toBe(200);
    owner = renamed.body.data;
  });

  it('is deleted once they are removed (children first), and its history stays', async () => {
    const product = children.products![0]!;
    const refused = await del('/products', product);
    expect(refused.status).toBe(409);
    expect(refused.body.data.response).toBe('Product P1 is still used by 2 product SKUs; remove them first');
    for (const store of ['product_skus', 'products', 'keywords']) {
      for (const row of children[store]!) expect((await del(`/${store}`, row)).status, store).toBe(200);
    }
    const history = await transactionsOf(CODE);
    expect(history).toBeGreaterThan(6);
    expect((await del('/companies', owner)).status).toBe(200);
    expect(await transactionsOf(CODE)).toBe(history + 1);
  });

  it('with nothing pointing at it, may change its digit_code', async () => {
    const lone = await create(t, '/companies', company('4102').request);
    const moved = await put('/companies', { uuid: lone.uuid, version: lone.version, digit_code: '4103' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.digit_code).toBe('4103');
  });
});

describe('the other parent → child links', () => {
  const CODE = '4201';
  beforeAll(async () => {
    await create(t, '/companies', company(CODE).request);
  });

  it('a retailer with company retailers, a definition with rules, a SKU with rules: 409, nothing written', async () => {
    await create(t, '/countries', { name: 'Belgium', iso_code: 'BE', iso3_code: 'BEL', iso_numeric: '056' });
    const country = (await t.call('GET', '/api/countries/getbyisocode/BE', undefined, 'ops')).body.data;
    const retailer = await create(t, '/retailers', { name: 'Shop', digit_code: '701', country: { id: country.id } });
    const link = await create(t, '/company_retailers', {
      company: { digit_code: CODE },
      retailer: { digit_code: '701' },
      retailer_url: 'https://shop.example.com',
      metrics: ['rankings'],
    });
    await create(t, '/schedules', {
      company: { digit_code: CODE },
      retailer_url: 'https://shop.example.com',
      metric: 'rankings',
      frequency: 'daily',
    });
    const definition = await create(t, '/business_rule_definitions', {
      definition_name: 'min_price',
      label: 'Minimum price',
      entity_type: { id: 8 },
      value_type: 'number',
    });
    const product = await create(t, '/products', { product_name: 'Ruled', company: { digit_code: CODE } });
    const sku = await create(t, '/product_skus', {
      sku: 'R1',
      company: { digit_code: CODE },
      product_uuid: product.product_uuid,
    });
    await create(t, '/business_rules', {
      definition_name: 'min_price',
      entity_id: sku.id,
      entity_type: { id: 8 },
      company: { digit_code: CODE },
      value: 3,
    });

    const before = await storeCounts(t);
    const cases: Array<[Promise<{ status: number; body: { data: { response: string } } }>, string]> = [
      [del('/countries', country), 'Country BE is still used by 1 retailer; remove them first'],
      [del('/retailers', retailer), 'Retailer 701 is still used by 1 company retailer; remove them first'],
      [
        del('/company_retailers', link),
        'Company retailer https://shop.example.com is still used by 1 retailer metric schedule; remove them first',
      ],
      [
        del('/business_rule_definitions', definition),
        'Business rule definition min_price is still used by 1 business rule; remove them first',
      ],
      [del('/product_skus', sku), 'Product SKU R1 is still used by 1 business rule; remove them first'],
    ];
    for (const [call, message] of cases) {
      const answer = await call;
      expect(answer.status, message).toBe(409);
      expect(answer.body.data.response).toBe(message);
    }
    const renamed = await put('/business_rule_definitions', {
      uuid: definition.uuid,
      version: definition.version,
      definition_name: 'minimum_price',
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.data.field).toBe('request.definition_name');
    expect(await storeCounts(t)).toEqual(before);
  });

  it('a SKU listed at a retailer may change its code: a listing keeps the code it was listed with', async () => {
    const product = await create(t, '/products', { product_name: 'Listed', company: { digit_code: CODE } });
    const sku = await create(t, '/product_skus', {
      sku: 'L1',
      company: { digit_code: CODE },
      product_uuid: product.product_uuid,
    });
    await create(t, '/listings', {
      company: { digit_code: CODE },
      retailer: { digit_code: '702' },
      retailer_url: 'https://list.example.com',
      product_uuid: product.product_uuid,
      sku: 'L1',
      price: 1,
      in_stock: true,
      date: '2026-01-01',
    });
    const renamed = await put('/product_skus', { uuid: sku.uuid, version: sku.version, sku: 'L1-b' });
    expect(renamed.status).toBe(200);
    expect((await del('/products', product)).body.data.response).toBe(
      'Product Listed is still used by 1 product SKU and 1 listing; remove them first',
    );
  });

  it('a brand or a product group named by products keeps its key within its company', async () => {
    const brand = await create(t, '/brands', { name: 'Acme', digit_code: '55', company: { digit_code: CODE } });
    const group = await create(t, '/product_groups', { name: 'Soaps', company: { digit_code: CODE } });
    await create(t, '/products', {
      product_name: 'Branded',
      company: { digit_code: CODE },
      brand: { digit_code: '55' },
      product_group: 'Soaps',
    });
    const before = await storeCounts(t);
    expect(
      (await put('/brands', { uuid: brand.uuid, version: brand.version, digit_code: '56' })).body.data.response,
    ).toMatch(/^Brand 55 is still used by 1 product: its digit_code cannot change/);
    expect((await put('/product_groups', { uuid: group.uuid, version: group.version, name: 'Soap' })).status).toBe(409);
    expect((await del('/product_groups', group)).body.data.response).toBe(
      'Product group Soaps is still used by 1 product; remove them first',
    );
    expect(await storeCounts(t)).toEqual(before);
    // A description is no key: it changes.
    expect(
      (await put('/product_groups', { uuid: group.uuid, version: group.version, description: 'All soaps' })).status,
    ).toBe(200);
  });
});

describe('a bulk upsert of companies', () => {
  const PREVIEW = '/backend/cms/company_preview';
  const APPLY = '/backend/cms/company';
  const rows = (list: unknown[]) => ({ version: '1.0', request: { rows: list } });

  it('shows a digit_code change of a company that owns records as a row error', async () => {
    const owner = await create(t, '/companies', company('4301').request);
    await create(t, '/keywords', { keyword: 'held', company: { digit_code: '4301' } });
    const { body } = await t.call(
      'POST',
      PREVIEW,
      rows([{ uuid: owner.uuid, name: owner.name, digit_code: '4309' }]),
      'ops',
    );
    expect(body.data.counts).toMatchObject({ error: 1, update: 0 });
    expect(body.data.rows[0].errors).toEqual([
      {
        field: 'digit_code',
        message: expect.stringMatching(/^Company 4301 still owns 1 keyword: its digit_code cannot change/),
      },
    ]);
  });

  it('refuses at apply a digit_code change when records came to point at the company since the preview', async () => {
    const owner = await create(t, '/companies', company('4302').request);
    const preview = (
      await t.call('POST', PREVIEW, rows([{ uuid: owner.uuid, name: owner.name, digit_code: '4308' }]), 'ops')
    ).body.data;
    expect(preview.counts).toMatchObject({ update: 1, error: 0 });
    await create(t, '/keywords', { keyword: 'arrived', company: { digit_code: '4302' } });
    const before = await storeCounts(t);
    const answer = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    expect(answer.status).toBe(409);
    expect(answer.body.data.rows).toEqual([
      {
        index: 0,
        uuid: owner.uuid,
        field: 'digit_code',
        message: expect.stringMatching(/^Company 4302 still owns 1 keyword/),
      },
    ]);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('applies a digit_code change of a company nothing points at', async () => {
    const owner = await create(t, '/companies', company('4303').request);
    const preview = (
      await t.call('POST', PREVIEW, rows([{ uuid: owner.uuid, name: owner.name, digit_code: '4307' }]), 'ops')
    ).body.data;
    const applied = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    expect((await finished(t, applied.body.data.task_uuid)).status).toBe('succeeded');
    expect((await t.call('GET', '/companies/getbydigitcode/4307', undefined, 'ops')).status).toBe(200);
  });
});

describe('a dissociation that removes the company retailer link', () => {
  const CODE = '4401';
  const URL = 'https://stray.example.com/';
  it('lists and removes everything of the company at that retailer_url, whatever its metric', async () => {
    await create(t, '/companies', company(CODE).request);
    const product = await create(t, '/products', { product_name: 'Stray', company: { digit_code: CODE } });
    await create(t, '/company_retailers', {
      company: { digit_code: CODE },
      retailer: { digit_code: '801' },
      retailer_url: URL,
      metrics: ['prices'],
    });
    await create(t, '/schedules', {
      company: { digit_code: CODE },
      retailer_url: URL,
      metric: 'prices',
      frequency: 'daily',
    });
    // Records of metrics the link does not list: they would point at nothing once it goes.
    await create(t, '/schedules', {
      company: { digit_code: CODE },
      retailer_url: URL,
      metric: 'reviews',
      frequency: 'weekly',
    });
    await create(t, '/rankings', {
      company: { digit_code: CODE },
      retailer: { digit_code: '801' },
      retailer_url: URL,
      keyword: 'k',
      product_uuid: product.product_uuid,
      rank: 1,
      date: '2026-01-01',
    });
    await create(t, '/listings', {
      company: { digit_code: CODE },
      retailer: { digit_code: '801' },
      retailer_url: URL,
      product_uuid: product.product_uuid,
      sku: 'X',
      price: 1,
      in_stock: true,
      date: '2026-01-01',
    });
    const request = (extra: Record<string, unknown> = {}) => ({
      version: '1.0',
      request: {
        task_name: 'Dissociate stray',
        user_uuid: t.users.admin,
        data: { company_digit_code: CODE, retailer_url: URL, metrics: ['prices'] },
        ...extra,
      },
    });
    const preview = (await t.call('POST', '/backend/cms/dissociate_company_retailer_preview', request(), 'admin')).body
      .data;
    expect(preview.counts).toMatchObject({ delete: 5, update: 0 });
    expect(preview.by_metric.prices.by_resource).toEqual({ schedules: 1 });
    expect(preview.by_metric.all.by_resource).toEqual({ schedules: 1, rankings: 1, listings: 1, company_retailers: 1 });
    const applied = await t.call(
      'POST',
      '/backend/cms/dissociate_company_retailer',
      request({ preview_id: preview.preview_id }),
      'admin',
    );
    expect((await finished(t, applied.body.data.task_uuid)).status).toBe('succeeded');
    const left = await t.platform.context.db.query<{ n: number }>(
      `select count(*)::int as n from records where company_code = $1 and data ->> 'retailer_url' = $2`,
      [CODE, URL],
    );
    expect(left[0]!.n).toBe(0);
  });
});
