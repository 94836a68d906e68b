/**
 * Issue 16, the platform's part of the "Wrong" items: a version holds only the fields that changed
 * (item 4), a bulk file's absent column leaves the stored value alone (item 3), an apply answered
 * again says who applied it when (item 5), a transaction counts per resource (item 6), and the
 * options list answers any signed-in user (item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;
const NAME = 'Northwind Foods';

beforeAll(async () => {
  t = await startTestPlatform();
  await create(t, '/companies', company('1601', NAME).request);
});
afterAll(() => t?.close());

const keyword = (text: string) =>
  create(t, '/keywords', { keyword: text, company: { digit_code: '1601', name: NAME }, is_active: true });

/** The newest version's changes of a record, as the history call answers them. */
async function newestChanges(store: string, uuid: string) {
  const { body } = await t.call('POST', `/${store}/history/getlist`, { filter: { uuid } }, 'ops');
  return (body.data as Array<{ version: number; changes: Array<{ field: string }> }>)[0]!;
}

describe('item 4: a version holds only the fields that changed', () => {
  it('editing only the URL writes a version of retailer_url alone, in any order of the company keys', async () => {
    const { uuid, version } = await keyword('breakfast cereal');
    // What a form sends back: every field, the company's keys in the model's order (jsonb stores another).
    const put = await t.call(
      'PUT',
      '/keywords',
      {
        version: '1.0',
        request: {
          uuid,
          version,
          keyword: 'breakfast cereal',
          company: { digit_code: '1601', name: NAME },
          retailer_url: 'https://shop.test/cereal',
          is_active: true,
        },
      },
      'admin',
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const stored = await t.platform.context.db.query<{ changes: Array<{ field: string }> }>(
      `select data -> 'changes' as changes from events where stream_id = $1 order by version desc limit 1`,
      [`keywords:${uuid}`],
    );
    expect(stored[0]!.changes.map((c) => c.field)).toEqual(['retailer_url']);
    const newest = await newestChanges('keywords', uuid);
    expect(newest.version).toBe(2);
    expect(newest.changes).toEqual([{ field: 'retailer_url', before: null, after: 'https://shop.test/cereal' }]);
  });

  it('a version recorded with an unchanged field (before the fix) is read without it', async () => {
    const { uuid } = await keyword('muesli');
    const same = { name: NAME, digit_code: '1601' };
    await t.platform.context.db.query(
      `insert into events (stream_type, stream_id, version, type, data, meta) values ('keywords', $1, 2,
        'keywords.updated', $2::jsonb, '{}'::jsonb)`,
      [
        `keywords:${uuid}`,
        JSON.stringify({
          changes: [
            { field: 'company', before: same, after: { digit_code: '1601', name: NAME } },
            { field: 'is_active', before: true, after: false },
          ],
        }),
      ],
    );
    expect((await newestChanges('keywords', uuid)).changes).toEqual([
      { field: 'is_active', before: true, after: false },
    ]);
  });

  it('giving a user the roles they have changes no field of their history', async () => {
    const roles = await t.call(
      'PUT',
      `/users/${t.users.ops}`,
      { version: '1.0', request: { roles: ['ops'] } },
      'owner',
    );
    expect(roles.status, JSON.stringify(roles.body)).toBe(200);
    const { body } = await t.call('POST', '/users/history/getlist', { filter: { uuid: t.users.ops } }, 'owner');
    expect(body.data[0].changes).toEqual([]);
  });
});

describe('item 3: a column absent from the file leaves the stored value alone', () => {
  const preview = async (path: string, rows: unknown[]) => {
    const { status, body } = await t.call('POST', `${path}_preview`, { version: '1.0', request: { rows } }, 'ops');
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  const apply = async (path: string, previewId: string) => {
    const { status, body } = await t.call('POST', path, { version: '1.0', request: { preview_id: previewId } }, 'ops');
    expect(status, JSON.stringify(body)).toBe(200);
    return finished(t, body.data.task_uuid);
  };
  const KEYWORDS = '/backend/cms/bulk_upsert_keywords';

  it('uuid and company.digit_code without company.name keep the name, in the preview and the apply', async () => {
    const { uuid } = await keyword('granola');
    const shown = await preview(KEYWORDS, [
      { uuid, keyword: 'granola bars', company: { digit_code: '1601' }, is_active: true },
    ]);
    expect(shown.counts).toMatchObject({ update: 1, error: 0 });
    expect(shown.rows[0].changes).toEqual([{ field: 'keyword', before: 'granola', after: 'granola bars' }]);
    expect((await apply(KEYWORDS, shown.preview_id)).status).toBe('succeeded');
    const { body } = await t.call('GET', `/keywords/getbyuuid/${uuid}`, undefined, 'ops');
    expect(body.data).toMatchObject({ keyword: 'granola bars', company: { digit_code: '1601', name: NAME } });
  });

  it('a present, empty cell (null) clears its field; an unknown one is an error of its row', async () => {
    const { uuid } = await create(t, '/keywords', {
      keyword: 'porridge',
      company: { digit_code: '1601', name: NAME },
      retailer_url: 'https://shop.test/porridge',
    });
    const shown = await preview(KEYWORDS, [
      { uuid, keyword: 'porridge', company: { digit_code: '1601', name: null }, retailer_url: null },
      { keyword: 'oats', company: { digit_code: '1601' }, colour: null },
    ]);
    expect(shown.rows[0].changes).toEqual([
      { field: 'company', before: { name: NAME, digit_code: '1601' }, after: { digit_code: '1601' } },
      { field: 'retailer_url', before: 'https://shop.test/porridge', after: null },
    ]);
    expect(shown.rows[1].errors).toEqual([{ field: 'colour', message: 'Unknown field "colour"' }]);
  });

  it('products and SKUs keep the company name and the fields the file does not name', async () => {
    const PRODUCTS = '/backend/cms/bulk_upsert_products_and_skus';
    const first = await preview(PRODUCTS, [
      {
        product_name: 'Oat milk',
        company: { digit_code: '1601', name: NAME },
        sku: 'OAT-1',
        gtin: '12345670',
        category: 'Drinks',
      },
    ]);
    await apply(PRODUCTS, first.preview_id);
    const again = await preview(PRODUCTS, [
      { product_name: 'Oat milk', company: { digit_code: '1601' }, sku: 'OAT-1' },
    ]);
    expect(again.rows[0]).toMatchObject({ outcome: 'unchanged', changes: [] });
    const cleared = await preview(PRODUCTS, [
      { product_name: 'Oat milk', company: { digit_code: '1601' }, sku: 'OAT-1', gtin: null },
    ]);
    expect(cleared.rows[0].changes).toEqual([{ field: 'gtin', before: '12345670', after: null }]);
  });
});

describe('item 5: a preview applied again says who applied it, when, and its transaction', () => {
  it('answers the first task with already_applied; the first answer has none', async () => {
    const path = '/backend/cms/bulk_upsert_keywords';
    const { body: preview } = await t.call(
      'POST',
      `${path}_preview`,
      { version: '1.0', request: { rows: [{ keyword: 'rye bread', company: { digit_code: '1601' } }] } },
      'ops',
    );
    const request = { version: '1.0', request: { preview_id: preview.data.preview_id } };
    const first = await t.call('POST', path, request, 'ops');
    expect(first.body.data.already_applied ?? null).toBeNull();
    const task = await finished(t, first.body.data.task_uuid);
    const again = await t.call('POST', path, request, 'admin');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      task_uuid: first.body.data.task_uuid,
      status: 'succeeded',
      already_applied: { by: 'ops@test.test', at: task.finished_at, transaction_uuid: task.transaction_uuid },
    });
  });
});

describe('item 6: a transaction counts per resource', () => {
  it('a dissociation that removes two schedules and the link says so per resource', async () => {
    const SHOP = 'https://shop16.test/';
    await create(t, '/retailers', { name: 'Shop 16', digit_code: '1616', url: SHOP, country: { id: 1 } });
    await create(t, '/company_retailers', {
      company: { digit_code: '1601' },
      retailer: { digit_code: '1616' },
      retailer_url: SHOP,
      metrics: ['prices'],
    });
    for (const metric of ['prices', 'rankings'])
      await create(t, '/schedules', {
        company: { digit_code: '1601' },
        retailer_url: SHOP,
        metric,
        frequency: 'daily',
      });
    const request = {
      version: '1.0',
      request: {
        task_name: 'Dissociate 1601 from shop 16',
        user_uuid: t.users.admin,
        data: { company_digit_code: '1601', retailer_url: SHOP, metrics: ['prices'] },
      },
    };
    const preview = await t.call('POST', '/backend/cms/dissociate_company_retailer_preview', request, 'admin');
    expect(preview.body.data.counts).toMatchObject({ delete: 3 });
    const apply = await t.call(
      'POST',
      '/backend/cms/dissociate_company_retailer',
      { ...request, request: { ...request.request, preview_id: preview.body.data.preview_id } },
      'admin',
    );
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const task = await finished(t, apply.body.data.task_uuid);
    const { body } = await t.call('GET', `/transactions/getbyuuid/${task.transaction_uuid}`, undefined, 'ops');
    expect(body.data).toMatchObject({
      resource: 'company_retailers',
      counts: { insert: 0, update: 0, delete: 3 },
      counts_by_resource: {
        schedules: { insert: 0, update: 0, delete: 2 },
        company_retailers: { insert: 0, update: 0, delete: 1 },
      },
    });
  });
});
