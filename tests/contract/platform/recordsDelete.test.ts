/**
 * Issue 16 at the platform: deleting a list's selected records through preview → apply. A record
 * that other records still point at is held back — a row in error naming what points at it — and
 * the rest go in one task and one transaction; records that go together (a category and its
 * sub-category) do not hold each other back, but one held back keeps its parent; the apply checks
 * again under lock, refuses a preview where nothing may go, and needs the role that deletes one
 * record (DESIGN §4).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

type Role = 'owner' | 'admin' | 'ops' | 'allstaff' | 'nopolicy';
type Row = { index: number; outcome: string; uuid: string | null; errors: Array<{ field: string; message: string }> };

const preview = (resource: string, uuids: string[], role: Role = 'admin') =>
  t.call('POST', '/backend/cms/delete_records/preview', { version: '1.0', request: { resource, uuids } }, role);
const apply = (resource: string, previewId: string, role: Role = 'admin') =>
  t.call('POST', '/backend/cms/delete_records', { version: '1.0', request: { resource, preview_id: previewId } }, role);
const exists = async (path: string, uuid: string) =>
  (await t.call('GET', `${path}/getbyuuid/${uuid}`, undefined, 'ops')).status === 200;

async function previewed(resource: string, uuids: string[]) {
  const answer = await preview(resource, uuids);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { preview_id: string; counts: Record<string, number>; rows: Row[] };
}

describe('records delete', () => {
  it('holds back a company its SKUs still point at, naming them, and deletes the rest as one transaction', async () => {
    const used = await create(t, '/companies', company('4701', 'Held Foods').request);
    const free = await create(t, '/companies', company('4702', 'Free Foods').request);
    const product = await create(t, '/products', { product_name: 'Held soap', company: { digit_code: '4701' } });
    await create(t, '/product_skus', {
      sku: 'HELD-1',
      company: { digit_code: '4701' },
      product_uuid: (product as { product_uuid: string }).product_uuid,
    });
    const gone = randomUUID();

    const p = await previewed('companies', [used.uuid, free.uuid, gone, free.uuid]);
    expect(p.counts).toMatchObject({ delete: 1, error: 3 });
    expect(p.rows.map((r) => [r.index, r.outcome])).toEqual([
      [0, 'error'],
      [1, 'delete'],
      [2, 'error'],
      [3, 'error'],
    ]);
    expect(p.rows[0]!.errors).toEqual([
      {
        field: 'uuids.0',
        message: 'Company 4701 still owns 1 product and 1 product SKU; remove them first',
      },
    ]);
    expect(p.rows[2]!.errors[0]!.message).toBe(`None of the companies has the uuid ${gone} now`);
    expect(p.rows[3]!.errors[0]!.message).toBe('The same record as row 2');

    const started = await apply('companies', p.preview_id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const task = await finished(t, started.body.data.task_uuid);
    expect(task).toMatchObject({ status: 'succeeded', kind: 'records.delete' });
    expect(await exists('/companies', free.uuid)).toBe(false);
    expect(await exists('/companies', used.uuid)).toBe(true);
    const transaction = await t.call('GET', `/transactions/getbyuuid/${task.transaction_uuid}`, undefined, 'ops');
    expect(transaction.status).toBe(200);
    expect(transaction.body.data).toMatchObject({ kind: 'records.delete' });

    // Applying it again writes nothing and says so.
    const again = await apply('companies', p.preview_id);
    expect(again.body.data.already_applied).toMatchObject({ transaction_uuid: task.transaction_uuid });
  });

  it('asks for many records at once: a grouping, a SKU, an SRP entry each hold one back', async () => {
    const CODE = '4721';
    await create(t, '/companies', company(CODE, 'Linked Foods').request);
    const product = async (name: string) =>
      (
        (await create(t, '/products', { product_name: name, company: { digit_code: CODE } })) as unknown as {
          product_uuid: string;
        }
      ).product_uuid;
    const [grouped, skued, listed, free] = [
      await product('Grouped'),
      await product('Skued'),
      await product('Listed'),
      await product('Free'),
    ];
    const grouping = await t.call(
      'POST',
      '/backend/cms/create_product_groupings',
      {
        version: '1.0',
        request: {
          groupings: [{ name: 'Set', company: { digit_code: CODE }, product_group: 'Care', products: [grouped] }],
        },
      },
      'ops',
    );
    expect(grouping.status, JSON.stringify(grouping.body)).toBe(200);
    await create(t, '/product_skus', { sku: 'LINK-1', company: { digit_code: CODE }, product_uuid: skued });
    const srp = await t.call(
      'POST',
      '/srp/save',
      { code: CODE, products: [{ product_uuid: listed, is_active: true }] },
      'ops',
    );
    expect(srp.status, JSON.stringify(srp.body)).toBe(200);

    const p = await previewed('products', [grouped!, skued!, listed!, free!]);
    expect(p.rows.map((r) => [r.outcome, r.errors[0]?.message ?? null])).toEqual([
      ['error', 'Product Grouped is still used by 1 product grouping; remove them first'],
      ['error', 'Product Skued is still used by 1 product SKU; remove them first'],
      ['error', 'Product Listed is still used by 1 SRP list entry; remove them first'],
      ['delete', null],
    ]);
  });

  it('lets records that go together go, but a child held back keeps its parent', async () => {
    await create(t, '/companies', company('4703').request);
    const top = await create(t, '/categories', { name: 'Cleaning 4703', company: { digit_code: '4703' } });
    const sub = await create(t, '/categories', {
      name: 'Soap 4703',
      parent: 'Cleaning 4703',
      company: { digit_code: '4703' },
    });
    const both = await previewed('categories', [top.uuid, sub.uuid]);
    expect(both.counts).toMatchObject({ delete: 2, error: 0 });

    await create(t, '/products', { product_name: 'Bar', company: { digit_code: '4703' }, category: 'Soap 4703' });
    const held = await previewed('categories', [top.uuid, sub.uuid]);
    expect(held.counts).toMatchObject({ delete: 0, error: 2 });
    expect(held.rows.map((r) => r.errors[0]?.message)).toEqual([
      'Category Cleaning 4703 is still used by 1 category; remove them first',
      'Category Soap 4703 is still used by 1 product; remove them first',
    ]);
    // Nothing may go: the apply is refused and writes nothing.
    const before = await storeCounts(t);
    const refused = await apply('categories', held.preview_id);
    expect(refused.status).toBe(400);
    expect(refused.body.data.response).toMatch(/Nothing to delete: every selected record is held back/);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('checks again at apply: a record pointed at since the preview stops the whole apply (409)', async () => {
    const made = await create(t, '/companies', company('4704').request);
    const p = await previewed('companies', [made.uuid]);
    expect(p.counts.delete).toBe(1);
    await create(t, '/keywords', { keyword: 'late', company: { digit_code: '4704' } });
    const answer = await apply('companies', p.preview_id);
    expect(answer.status).toBe(409);
    expect(answer.body.data.rows).toEqual([
      {
        index: 0,
        uuid: made.uuid,
        field: 'uuid',
        message: 'Company 4704 still owns 1 keyword; remove them first',
      },
    ]);
    expect(await exists('/companies', made.uuid)).toBe(true);
  });

  it('needs the role that deletes one record', async () => {
    const made = await create(t, '/companies', company('4705').request);
    expect((await preview('companies', [made.uuid], 'ops')).status).toBe(403);
    const p = await previewed('companies', [made.uuid]);
    expect((await apply('companies', p.preview_id, 'ops')).status).toBe(403);
    expect(await exists('/companies', made.uuid)).toBe(true);
  });
});
