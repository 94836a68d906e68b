/**
 * Issue 18 at the platform: a record as it was at a moment or a version, the records a resource
 * deleted, and the revert of a transaction or of one version through preview → apply — conflicts
 * listed with who changed what when, skipped only when asked, the apply idempotent and bound to
 * its preview, its transaction linked both ways, a revert of a revert re-applying, a deleted
 * record re-created with its uuid and id, and the roles of the original change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

type Role = 'owner' | 'admin' | 'ops' | 'allstaff' | 'nopolicy';

async function ok(method: string, path: string, body: unknown, role: Role = 'admin') {
  const answer = await t.call(method, path, body, role);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const getCompany = (uuid: string) => t.call('GET', `/companies/getbyuuid/${uuid}`, undefined, 'ops');

/** Bulk-applies company rows through the wizard's calls; answers the apply's transaction uuid. */
async function bulkCompanies(rows: Array<Record<string, unknown>>): Promise<string> {
  const preview = await ok('POST', '/backend/cms/company_preview', { version: '1.0', request: { rows } }, 'ops');
  const applied = await ok(
    'POST',
    '/backend/cms/company',
    { version: '1.0', request: { preview_id: preview.preview_id } },
    'ops',
  );
  const task = await finished(t, applied.task_uuid);
  expect(task.status).toBe('succeeded');
  return task.transaction_uuid;
}

const previewRevert = (request: Record<string, unknown>, role: Role = 'ops') =>
  t.call('POST', '/backend/cms/revert/preview', { version: '1.0', request }, role);
const applyRevert = (request: Record<string, unknown>, role: Role = 'ops') =>
  t.call('POST', '/backend/cms/revert', { version: '1.0', request }, role);

/** Applies a revert preview and waits for its task; answers the task. */
async function revert(previewId: string, extra: Record<string, unknown> = {}, role: Role = 'ops') {
  const answer = await applyRevert({ preview_id: previewId, ...extra }, role);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return finished(t, answer.body.data.task_uuid);
}

describe('as of', () => {
  it('reads a record at a version and at a moment, and a deleted one as it was', async () => {
    const made = await create(t, '/companies', company('1801', 'Asof Foods').request);
    const firstAt = new Date().toISOString();
    await ok('PUT', '/companies', { version: '1.0', request: { uuid: made.uuid, version: 1, name: 'Asof Foods Ltd' } });
    const v1 = await ok('GET', `/companies/as_of/${made.uuid}?version=1`, undefined, 'ops');
    expect(v1).toMatchObject({ version: 1, deleted: false, record: { name: 'Asof Foods', id: made.id } });
    expect(v1.user_email).toBe('admin@test.test');
    const then = await ok('GET', `/companies/as_of/${made.uuid}?at=${encodeURIComponent(firstAt)}`, undefined, 'ops');
    expect(then.record.name).toBe('Asof Foods');
    const now = await ok(
      'GET',
      `/companies/as_of/${made.uuid}?at=${encodeURIComponent(new Date().toISOString())}`,
      undefined,
      'ops',
    );
    expect(now.record.name).toBe('Asof Foods Ltd');

    await ok('DELETE', `/companies/${made.id}`, { version: '1.0', request: { version: 2 } });
    const deleted = await ok('POST', '/companies/deleted/getlist', {}, 'ops');
    expect(deleted.find((d: { uuid: string }) => d.uuid === made.uuid)).toMatchObject({
      id: made.id,
      version: 3,
      before: { name: 'Asof Foods Ltd' },
      user_email: 'admin@test.test',
    });
    expect((await ok('GET', `/companies/as_of/${made.uuid}?version=3`, undefined, 'ops')).deleted).toBe(true);
  });

  it('answers bad input with a 400 naming it, and a moment before the record with a 404', async () => {
    const made = await create(t, '/companies', company('1802').request);
    const bad = [
      [`/companies/as_of/${made.uuid}`, 'Give either at'],
      [`/companies/as_of/${made.uuid}?version=0`, 'Version must be a whole number'],
      [`/companies/as_of/${made.uuid}?version=1&at=2026-01-01T00:00:00Z`, 'Give either at'],
      [`/companies/as_of/${made.uuid}?at=yesterday`, 'at must be an ISO 8601'],
      ['/companies/as_of/not-a-uuid?version=1', 'UUID'],
    ] as const;
    for (const [path, why] of bad) {
      const answer = await t.call('GET', path, undefined, 'ops');
      expect(answer.status, path).toBe(400);
      expect(JSON.stringify(answer.body).toLowerCase()).toContain(why.toLowerCase());
    }
    const before = await t.call('GET', `/companies/as_of/${made.uuid}?at=2000-01-01T00:00:00Z`, undefined, 'ops');
    expect(before.status).toBe(404);
  });
});

describe('revert a transaction', () => {
  it('a bulk apply: conflicts listed and refused, the rest reverted when skipped, idempotent, linked', async () => {
    const first = await bulkCompanies([
      { name: 'Rev One', digit_code: '1811', is_active: true, external_pim: false },
      { name: 'Rev Two', digit_code: '1812', is_active: true, external_pim: false },
    ]);
    const second = await bulkCompanies([
      { name: 'Rev One (renamed)', digit_code: '1811', is_active: true, external_pim: false },
      { name: 'Rev Two (renamed)', digit_code: '1812', is_active: true, external_pim: false },
      { name: 'Rev Three', digit_code: '1813', is_active: true, external_pim: false },
    ]);
    void first;
    // A colleague changes one of its rows afterwards.
    const [two] = await ok('POST', '/companies/getlist', { filter: { digit_code: '1812' } }, 'ops');
    await ok('PUT', '/companies', {
      version: '1.0',
      request: { uuid: two.uuid, version: two.version, is_active: false },
    });

    const preview = await previewRevert({ transaction_uuid: second });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const data = preview.body.data;
    expect(data.counts).toMatchObject({ update: 1, delete: 1, error: 1 });
    expect(data.reverts).toEqual({ transaction_uuid: second, kind: 'bulk.apply' });
    const conflict = data.rows.find((r: { outcome: string }) => r.outcome === 'error');
    expect(conflict.uuid).toBe(two.uuid);
    expect(conflict.errors[0].message).toMatch(/changed since by admin@test\.test at .* \(transaction [0-9a-f-]{36}\)/);

    const refused = await applyRevert({ preview_id: data.preview_id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 record(s) were changed since by later transactions');

    const task = await revert(data.preview_id, { skip_conflicts: true });
    expect(task.status).toBe('succeeded');
    const reverted = await ok('POST', '/companies/getlist', { filter: { digit_code: '1811' } }, 'ops');
    expect(reverted[0].name).toBe('Rev One');
    expect(await ok('POST', '/companies/getlist', { filter: { digit_code: '1813' } }, 'ops')).toEqual([]);
    const kept = await ok('POST', '/companies/getlist', { filter: { digit_code: '1812' } }, 'ops');
    expect(kept[0]).toMatchObject({ name: 'Rev Two (renamed)', is_active: false });

    // Applying again answers the same task and writes nothing.
    const again = await applyRevert({ preview_id: data.preview_id, skip_conflicts: true });
    expect(again.body.data.task_uuid).toBe(task.uuid);
    expect(again.body.data.already_applied.transaction_uuid).toBe(task.transaction_uuid);

    const revertTx = await ok('GET', `/transactions/getbyuuid/${task.transaction_uuid}`, undefined, 'ops');
    expect(revertTx).toMatchObject({ kind: 'revert', reverts: { transaction_uuid: second, kind: 'bulk.apply' } });
    expect(revertTx.counts).toEqual({ insert: 0, update: 1, delete: 1 });
    const original = await ok('GET', `/transactions/getbyuuid/${second}`, undefined, 'ops');
    expect(original.reverted_by).toEqual([task.transaction_uuid]);
  });

  it('reverts an apply larger than one planning block: a parent goes with its children of any block', async () => {
    // Planned 5,000 records at a time (services/revert.ts): product P0 is the first record the apply
    // wrote, and the last row adds one more SKU to it, the 5,201st record. Reverting deletes them
    // all; P0's children all go too, so none holds it back.
    await create(t, '/companies', company('1899', 'Blocks Foods').request);
    const product = (i: number) => ({ product_name: `Block P${i}`, company: { digit_code: '1899' } });
    const rows = [
      ...Array.from({ length: 2600 }, (_, i) => ({ ...product(i), sku: `BLOCK-S${i}`, is_active: true })),
      { ...product(0), sku: 'BLOCK-EXTRA', is_active: true },
    ];
    const PATH = '/backend/cms/bulk_upsert_products_and_skus';
    const preview = await ok('POST', `${PATH}_preview`, { version: '1.0', request: { rows } }, 'ops');
    expect(preview.counts).toMatchObject({ insert: 2601, error: 0 });
    const applied = await ok('POST', PATH, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    const task = await finished(t, applied.task_uuid);
    expect(task.status).toBe('succeeded');
    const planned = await previewRevert({ transaction_uuid: task.transaction_uuid });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.data.counts).toMatchObject({ delete: 5201, error: 0 });
    expect((await revert(planned.body.data.preview_id)).status).toBe('succeeded');
  }, 120_000);
  it('a revert of a revert re-applies; a deleted record comes back with its uuid and id', async () => {
    const made = await create(t, '/companies', company('1821', 'Phoenix').request);
    const removed = await ok('DELETE', `/companies/${made.id}`, { version: '1.0', request: { version: 1 } });
    const deleteTx = removed.transaction_uuid ?? (await lastTransaction('delete'));
    const preview = await previewRevert({ transaction_uuid: deleteTx }, 'admin');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.counts).toMatchObject({ insert: 1, error: 0 });
    const task = await revert(preview.body.data.preview_id, {}, 'admin');
    expect(task.status).toBe('succeeded');
    const back = (await getCompany(made.uuid)).body.data;
    expect(back).toMatchObject({ uuid: made.uuid, id: made.id, name: 'Phoenix', version: 3 });

    // Reverting the revert deletes it again.
    const again = await previewRevert({ transaction_uuid: task.transaction_uuid }, 'admin');
    expect(again.body.data.counts).toMatchObject({ delete: 1 });
    expect(again.body.data.reverts.kind).toBe('delete');
    await revert(again.body.data.preview_id, {}, 'admin');
    expect((await getCompany(made.uuid)).status).toBe(404);
  });

  it('refuses with the rows that moved when data moved between preview and apply', async () => {
    const made = await create(t, '/companies', company('1831', 'Mover').request);
    await ok('PUT', '/companies', { version: '1.0', request: { uuid: made.uuid, version: 1, name: 'Mover 2' } });
    const tx = await lastTransaction('update');
    const preview = await previewRevert({ transaction_uuid: tx }, 'admin');
    expect(preview.body.data.counts).toMatchObject({ update: 1 });
    await ok('PUT', '/companies', { version: '1.0', request: { uuid: made.uuid, version: 2, name: 'Mover 3' } });
    const answer = await applyRevert({ preview_id: preview.body.data.preview_id }, 'admin');
    expect(answer.status).toBe(409);
    expect(answer.body.data.rows[0]).toMatchObject({ uuid: made.uuid, field: 'name' });
    expect((await getCompany(made.uuid)).body.data.name).toBe('Mover 3');
  });

  it('takes the role of the original change, and 400s what cannot be reverted', async () => {
    const made = await create(t, '/companies', company('1841', 'Roles').request);
    const tx = await lastTransaction('create');
    // A single write is admin's (write); ops may bulk but not write.
    const byOps = await previewRevert({ transaction_uuid: tx }, 'ops');
    expect(byOps.status).toBe(403);
    expect(byOps.body.message).toContain('Forbidden: this operation needs one of the roles');
    expect((await previewRevert({ transaction_uuid: tx }, 'nopolicy')).status).toBe(403);
    expect((await previewRevert({ transaction_uuid: tx }, 'admin')).status).toBe(200);
    void made;
    const bad = await previewRevert({ transaction_uuid: 'nope' }, 'admin');
    expect(bad.status).toBe(400);
    const unknown = await previewRevert({ transaction_uuid: '00000000-0000-4000-8000-000000000000' }, 'admin');
    expect(unknown.status).toBe(404);
  });
});

describe('revert one version', () => {
  it('"change" puts back only what that version changed; "restore" every field as it left them', async () => {
    const made = await create(t, '/companies', company('1851', 'Single').request);
    await ok('PUT', '/companies', { version: '1.0', request: { uuid: made.uuid, version: 1, name: 'Single 2' } });
    await ok('PUT', '/companies', { version: '1.0', request: { uuid: made.uuid, version: 2, is_active: false } });
    // Revert version 2 (the rename) only: is_active stays false.
    const change = await previewRevert({ resource: 'companies', uuid: made.uuid, version: 2, mode: 'change' }, 'admin');
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect(change.body.data.rows[0].changes).toEqual([{ field: 'name', before: 'Single 2', after: 'Single' }]);
    await revert(change.body.data.preview_id, {}, 'admin');
    expect((await getCompany(made.uuid)).body.data).toMatchObject({ name: 'Single', is_active: false, version: 4 });

    // Restore version 2: every field as version 2 left them.
    const restore = await previewRevert(
      { resource: 'companies', uuid: made.uuid, version: 2, mode: 'restore' },
      'admin',
    );
    await revert(restore.body.data.preview_id, {}, 'admin');
    expect((await getCompany(made.uuid)).body.data).toMatchObject({ name: 'Single 2', is_active: true, version: 5 });

    // Reverting version 3's change now conflicts: is_active was changed again since (by the restore).
    const stale = await previewRevert({ resource: 'companies', uuid: made.uuid, version: 3, mode: 'change' }, 'admin');
    expect(stale.body.data.counts.error).toBe(1);
    expect(stale.body.data.rows[0].errors[0].message).toMatch(/^is_active changed since by admin@test\.test/);
  });
});

/** The newest transaction of a kind. */
async function lastTransaction(kind: string): Promise<string> {
  const rows = await ok(
    'POST',
    '/transactions/getlist',
    { filter: { kind }, navigation: { page: 1, page_size: 1, sort: [{ field: 'id', direction: 'desc' }] } },
    'ops',
  );
  return rows[0].uuid;
}
