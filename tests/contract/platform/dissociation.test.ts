/**
 * Company–retailer dissociation over real HTTP (§7, DESIGN §3): the preview lists what would go
 * per metric; the apply, bound to it, removes exactly that as a task named task_name, all or
 * nothing, 409 when something changed or appeared since; ops may preview, not apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company, create, finished, storeState } from './bulkHelpers.js';

let t: TestPlatform;
const SHOP = 'https://shop.test/';
const OTHER = 'https://other.test/';
const PREVIEW = '/backend/cms/dissociate_company_retailer_preview';
const APPLY = '/backend/cms/dissociate_company_retailer';
let productUuid: string;

const request = (metrics: string[], as: 'ops' | 'admin' = 'ops', extra: Record<string, unknown> = {}) => ({
  version: '1.0',
  request: {
    task_name: `Dissociate 4001 from shop (${metrics.join(', ')})`,
    user_uuid: t.users[as],
    data: { company_digit_code: '4001', retailer_url: SHOP, metrics },
    ...extra,
  },
});
const ranking = (url: string, rank: number) => ({
  company: { digit_code: '4001' },
  retailer: { digit_code: '501' },
  retailer_url: url,
  keyword: 'soap',
  product_uuid: productUuid,
  rank,
  date: '2026-01-0' + rank,
});
const listing = (url: string, sku: string) => ({
  company: { digit_code: '4001' },
  retailer: { digit_code: '501' },
  retailer_url: url,
  product_uuid: productUuid,
  sku,
  price: 2.5,
  in_stock: true,
  date: '2026-01-01',
});

beforeAll(async () => {
  t = await startTestPlatform();
  await create(t, '/companies', company('4001').request);
  await create(t, '/retailers', { name: 'Shop', digit_code: '501', url: SHOP, country: { id: 1, iso_code: 'GB' } });
  productUuid = (await create(t, '/products', { product_name: 'Soap', company: { digit_code: '4001' } })).product_uuid;
  await create(t, '/company_retailers', {
    company: { digit_code: '4001' },
    retailer: { digit_code: '501' },
    retailer_url: SHOP,
    metrics: ['rankings', 'listings', 'prices'],
  });
  await create(t, '/company_retailers', {
    company: { digit_code: '4001' },
    retailer: { digit_code: '501' },
    retailer_url: OTHER,
    metrics: ['rankings'],
  });
  for (const [url, metric] of [
    [SHOP, 'rankings'],
    [SHOP, 'listings'],
    [SHOP, 'prices'],
    [OTHER, 'rankings'],
  ]) {
    await create(t, '/schedules', { company: { digit_code: '4001' }, retailer_url: url, metric, frequency: 'daily' });
  }
  for (const rank of [1, 2, 3]) await create(t, '/rankings', ranking(SHOP, rank));
  await create(t, '/rankings', ranking(OTHER, 1));
  await create(t, '/keywords', { keyword: 'soap', company: { digit_code: '4001' }, retailer_url: SHOP });
  await create(t, '/keywords', { keyword: 'bar', company: { digit_code: '4001' } });
  await create(t, '/listings', listing(SHOP, 'S-1'));
  await create(t, '/listings', listing(SHOP, 'S-2'));
});
afterAll(() => t?.close());

describe('dissociation preview', () => {
  it('lists per metric what would go, with counts and a sample, and writes nothing', async () => {
    const before = await storeCounts(t);
    const { status, body } = await t.call('POST', PREVIEW, request(['rankings']), 'ops');
    expect(status).toBe(200);
    expect(body.data.by_metric.rankings).toMatchObject({
      total: 5,
      by_resource: { schedules: 1, rankings: 3, keywords: 1 },
    });
    expect(body.data.by_metric.rankings.sample[0]).toMatchObject({
      resource: 'schedules',
      metric: 'rankings',
      retailer_url: SHOP,
    });
    expect(body.data.by_metric.all).toMatchObject({ total: 1, by_resource: { company_retailers: 1 } });
    expect(body.data.counts).toMatchObject({ delete: 5, update: 1 });
    const link = body.data.rows.find((r: { resource: string }) => r.resource === 'company_retailers');
    expect(link.changes).toEqual([
      { field: 'metrics', before: ['rankings', 'listings', 'prices'], after: ['listings', 'prices'] },
    ]);
    expect(await storeCounts(t)).toEqual(before);
  });
  it('refuses bad input by field, other users, no token and the wrong role, writing nothing', async () => {
    const before = await storeCounts(t);
    const cases: Array<[unknown, string]> = [
      [{ ...request(['rankings']), version: '1.1' }, 'version'],
      [
        {
          version: '1.0',
          request: { task_name: 'x', user_uuid: t.users.ops, data: { company_digit_code: '4001', retailer_url: SHOP } },
        },
        'request.data.metrics',
      ],
      [
        {
          version: '1.0',
          request: {
            task_name: 'x',
            user_uuid: t.users.ops,
            data: { company_digit_code: '4001', retailer_url: SHOP, metrics: ['colour'] },
          },
        },
        'request.data.metrics.0',
      ],
      [
        {
          version: '1.0',
          request: {
            task_name: '',
            user_uuid: t.users.ops,
            data: { company_digit_code: '4001', retailer_url: SHOP, metrics: ['rankings'] },
          },
        },
        'request.task_name',
      ],
      [
        {
          version: '1.0',
          request: {
            task_name: 'x',
            user_uuid: t.users.admin,
            data: { company_digit_code: '4001', retailer_url: SHOP, metrics: ['rankings'] },
          },
        },
        'request.user_uuid',
      ],
      [
        {
          version: '1.0',
          request: {
            task_name: 'x',
            user_uuid: t.users.ops,
            data: { company_digit_code: '9999', retailer_url: SHOP, metrics: ['rankings'] },
          },
        },
        'request.data.company_digit_code',
      ],
      [
        {
          version: '1.0',
          request: {
            task_name: 'x',
            user_uuid: t.users.ops,
            data: { company_digit_code: '4001', retailer_url: 'https://none.test/', metrics: ['rankings'] },
          },
        },
        'request.data.retailer_url',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await t.call('POST', PREVIEW, body, 'ops');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data.field).toBe(field);
    }
    expect((await t.call('POST', PREVIEW, request(['rankings']))).status).toBe(401);
    expect((await t.call('POST', PREVIEW, request(['rankings']), 'viewer')).status).toBe(403);
    const preview = (await t.call('POST', PREVIEW, request(['rankings']), 'ops')).body.data;
    expect(
      (await t.call('POST', APPLY, request(['rankings'], 'ops', { preview_id: preview.preview_id }), 'ops')).status,
    ).toBe(403);
    expect(
      (await t.call('POST', APPLY, request(['rankings'], 'ops', { preview_id: preview.preview_id }), 'admin')).body.data
        .field,
    ).toBe('request.user_uuid');
    expect(
      (await t.call('POST', APPLY, request(['listings'], 'admin', { preview_id: preview.preview_id }), 'admin')).body
        .data.field,
    ).toBe('request.data');
    expect((await t.call('POST', APPLY, request(['rankings'], 'admin'), 'admin')).body.data.field).toBe(
      'request.preview_id',
    );
    expect(await storeCounts(t)).toEqual(before);
  });
});

describe('dissociation apply', () => {
  it('answers 409 when a record changed or appeared since the preview, and removes nothing', async () => {
    const preview = (await t.call('POST', PREVIEW, request(['listings'], 'admin'), 'admin')).body.data;
    const listings = (await t.call('POST', '/listings/getlist', { filter: { retailer_url: SHOP } }, 'ops')).body.data;
    await t.call(
      'PUT',
      '/listings',
      { version: '1.0', request: { uuid: listings[0].uuid, version: listings[0].version, price: 3 } },
      'admin',
    );
    const added = await create(t, '/listings', listing(SHOP, 'S-3'));
    const before = await storeCounts(t);
    const { status, body } = await t.call(
      'POST',
      APPLY,
      request(['listings'], 'admin', { preview_id: preview.preview_id }),
      'admin',
    );
    expect(status).toBe(409);
    expect(body.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ index: -1, uuid: added.uuid, field: 'retailer_url' }),
        expect.objectContaining({ uuid: listings[0].uuid, field: 'price' }),
      ]),
    );
    expect(await storeCounts(t)).toEqual(before);
  });
  it('is all or nothing with a failure injected half-way', async () => {
    const preview = (await t.call('POST', PREVIEW, request(['listings'], 'admin'), 'admin')).body.data;
    const before = await storeState(t, 'listings');
    t.platform.context.config.failApplyAfterRows = 2;
    try {
      const { body } = await t.call(
        'POST',
        APPLY,
        request(['listings'], 'admin', { preview_id: preview.preview_id }),
        'admin',
      );
      const task = await finished(t, body.data.task_uuid);
      expect(task).toMatchObject({ status: 'failed', kind: 'dissociation' });
    } finally {
      t.platform.context.config.failApplyAfterRows = undefined;
    }
    expect(await storeState(t, 'listings')).toEqual(before);
  });
  it('removes exactly what the preview showed as a task named task_name, once', async () => {
    const preview = (await t.call('POST', PREVIEW, request(['rankings'], 'admin'), 'admin')).body.data;
    const { status, body } = await t.call(
      'POST',
      APPLY,
      request(['rankings'], 'admin', { preview_id: preview.preview_id }),
      'admin',
    );
    expect(status).toBe(200);
    const task = await finished(t, body.data.task_uuid);
    expect(task).toMatchObject({
      status: 'succeeded',
      task_name: 'Dissociate 4001 from shop (rankings)',
      kind: 'dissociation',
      company: { digit_code: '4001' },
    });
    expect(task.result.counts).toEqual({ insert: 0, update: 1, delete: 5 });
    const left = async (path: string, filter: Record<string, unknown>) =>
      (await t.call('POST', `${path}/getlist`, { filter }, 'ops')).body.navigation?.total_items;
    expect(await left('/rankings', { retailer_url: SHOP })).toBe(0);
    expect(await left('/rankings', { retailer_url: OTHER })).toBe(1);
    expect(await left('/keywords', { 'company.digit_code': '4001' })).toBe(1);
    expect(await left('/schedules', { retailer_url: SHOP })).toBe(2);
    expect(await left('/listings', { retailer_url: SHOP })).toBe(3);
    const link = (await t.call('POST', '/company_retailers/getlist', { filter: { retailer_url: SHOP } }, 'ops')).body
      .data[0];
    expect(link.metrics).toEqual(['listings', 'prices']);
    const state = await storeCounts(t);
    const again = await t.call(
      'POST',
      APPLY,
      request(['rankings'], 'admin', { preview_id: preview.preview_id }),
      'admin',
    );
    expect(again.body.data.task_uuid).toBe(body.data.task_uuid);
    expect(await storeCounts(t)).toEqual(state);
  });
  it('deletes the company_retailers link when no metric is left', async () => {
    const preview = (await t.call('POST', PREVIEW, request(['listings', 'prices'], 'admin'), 'admin')).body.data;
    expect(preview.by_metric.all.sample[0]).toMatchObject({ resource: 'company_retailers', outcome: 'delete' });
    const { body } = await t.call(
      'POST',
      APPLY,
      request(['prices', 'listings'], 'admin', { preview_id: preview.preview_id }),
      'admin',
    );
    expect((await finished(t, body.data.task_uuid)).status).toBe('succeeded');
    expect(
      (await t.call('POST', '/company_retailers/getlist', { filter: { retailer_url: SHOP } }, 'ops')).body.data,
    ).toHaveLength(0);
    expect(
      (await t.call('POST', '/company_retailers/getlist', { filter: { retailer_url: OTHER } }, 'ops')).body.data,
    ).toHaveLength(1);
  });
});
