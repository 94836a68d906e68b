/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read by path in assertions. */
/**
 * Issue 18 through the gateway, as the web uses it: a bulk apply found wrong is reverted from its
 * transaction after a colleague changed one of its rows — the preview lists that row as a
 * conflict (who, when, which transaction), the apply is refused until the user chooses to revert
 * the rest, and both transactions show the link; a record reads as it was, deleted records are
 * listed, and the original change's roles apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let ops = '';
let admin = '';

beforeAll(async () => {
  h = await startHarness();
  ops = await h.login('ops@demo.test');
  admin = await h.login('admin@demo.test');
});
afterAll(() => h?.close());

async function waitForTask(uuid: string, cookie: string) {
  for (;;) {
    const answer = await h.gql('query($u: ID!) { task(uuid: $u) { status transaction_uuid } }', { u: uuid }, cookie);
    const task = answer.data?.task;
    if (task && ['succeeded', 'failed', 'cancelled'].includes(task.status)) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function bulkCompanies(rows: Array<Record<string, unknown>>): Promise<string> {
  const preview = await h.gql(
    'mutation($r: [JSON!]!) { bulkPreview(bulk: companies, rows: $r) { ok preview { preview_id } } }',
    { r: rows },
    ops,
  );
  const applied = await h.gql(
    'mutation($p: ID!) { bulkApply(bulk: companies, preview_id: $p) { ok result { task_uuid } } }',
    { p: preview.data!.bulkPreview.preview.preview_id },
    ops,
  );
  const task = await waitForTask(applied.data!.bulkApply.result.task_uuid, ops);
  expect(task.status).toBe('succeeded');
  return task.transaction_uuid;
}

const PREVIEW = `mutation($t: ID!) { revertPreview(transaction_uuid: $t) { ok status message
  preview { preview_id total conflicts counts { insert update delete error unchanged }
    rows { outcome uuid errors { field message } changes { field before after } }
    reverts { transaction_uuid kind } } } }`;
const APPLY = `mutation($p: ID!, $s: Boolean) { revertApply(preview_id: $p, skip_conflicts: $s) { ok status message
  field result { task_uuid already_applied { transaction_uuid } } changed_rows { uuid field } } }`;

describe('revert through the gateway', () => {
  it('reverts a bulk apply after a colleague changed one row: that row a conflict, the rest reverted', async () => {
    await bulkCompanies([
      { name: 'Gw Rev A', digit_code: '1861', is_active: true, external_pim: false },
      { name: 'Gw Rev B', digit_code: '1862', is_active: true, external_pim: false },
    ]);
    const wrong = await bulkCompanies([
      { name: 'WRONG A', digit_code: '1861', is_active: true, external_pim: false },
      { name: 'WRONG B', digit_code: '1862', is_active: true, external_pim: false },
    ]);
    // The colleague fixes B by hand.
    const listed = await h.gql('{ list(resource: companies, filter: {digit_code: "1862"}) { rows } }', {}, admin);
    const b = (listed.data!.list.rows as any[])[0];
    const saved = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok message } }',
      { i: { uuid: b.uuid, version: b.version, name: 'Gw Rev B (fixed)' } },
      admin,
    );
    expect(saved.data!.saveRecord).toMatchObject({ ok: true });

    const preview = (await h.gql(PREVIEW, { t: wrong }, ops)).data!.revertPreview;
    expect(preview).toMatchObject({ ok: true, status: 200 });
    expect(preview.preview.counts).toMatchObject({ update: 1, error: 1 });
    expect(preview.preview.conflicts).toBe(1);
    expect(preview.preview.reverts).toEqual({ transaction_uuid: wrong, kind: 'bulk.apply' });
    const conflict = preview.preview.rows.find((r: any) => r.outcome === 'error');
    expect(conflict.uuid).toBe(b.uuid);
    expect(conflict.errors[0].message).toMatch(/^changed since by admin@demo\.test at /);
    const restored = preview.preview.rows.find((r: any) => r.outcome === 'update');
    expect(restored.changes).toEqual([{ field: 'name', before: 'WRONG A', after: 'Gw Rev A' }]);

    const refused = (await h.gql(APPLY, { p: preview.preview.preview_id }, ops)).data!.revertApply;
    expect(refused).toMatchObject({ ok: false, status: 409, field: 'request.skip_conflicts', changed_rows: null });
    expect(refused.message).toContain('1 record(s) were changed since by later transactions');

    const applied = (await h.gql(APPLY, { p: preview.preview.preview_id, s: true }, ops)).data!.revertApply;
    expect(applied.ok).toBe(true);
    const task = await waitForTask(applied.result.task_uuid, ops);
    expect(task.status).toBe('succeeded');

    const after = await h.gql(
      '{ list(resource: companies, filter: {digit_code: {in: ["1861", "1862"]}}, ' +
        'navigation: {sort: [{field: "digit_code", direction: asc}]}) { rows } }',
      {},
      ops,
    );
    expect((after.data!.list.rows as any[]).map((r) => r.name)).toEqual(['Gw Rev A', 'Gw Rev B (fixed)']);

    const links = await h.gql(
      `query($a: ID!, $b: ID!) { a: transaction(uuid: $a) { reverted_by } b: transaction(uuid: $b)
        { kind reverts { transaction_uuid kind } reverted_by } }`,
      { a: wrong, b: task.transaction_uuid },
      ops,
    );
    expect(links.data).toEqual({
      a: { reverted_by: [task.transaction_uuid] },
      b: { kind: 'revert', reverts: { transaction_uuid: wrong, kind: 'bulk.apply' }, reverted_by: [] },
    });
  });

  it('reads a record as it was and lists deleted records; bad arguments are 400s naming them', async () => {
    const made = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok data } }',
      { i: { name: 'Gw Asof', digit_code: '1871', is_active: true, external_pim: false } },
      admin,
    );
    const record = made.data!.saveRecord.data as any;
    await h.gql(
      'mutation($u: ID!) { deleteRecord(resource: companies, uuid: $u, version: 1) { ok } }',
      { u: record.uuid },
      admin,
    );
    const asOf = await h.gql(
      'query($u: ID!) { v1: recordAsOf(resource: companies, uuid: $u, version: 1) { version deleted record } ' +
        'v2: recordAsOf(resource: companies, uuid: $u, version: 2) { deleted record } }',
      { u: record.uuid },
      ops,
    );
    expect(asOf.data).toEqual({
      v1: { version: 1, deleted: false, record: expect.objectContaining({ name: 'Gw Asof', uuid: record.uuid }) },
      v2: { deleted: true, record: null },
    });
    const deleted = await h.gql(
      '{ deletedRecords(resource: companies) { rows { uuid before user_email } navigation { total_items } } }',
      {},
      ops,
    );
    expect(deleted.data!.deletedRecords.rows).toContainEqual({
      uuid: record.uuid,
      before: expect.objectContaining({ name: 'Gw Asof' }),
      user_email: 'admin@demo.test',
    });
    const both = await h.gql(
      'query($u: ID!) { recordAsOf(resource: companies, uuid: $u, version: 1, ' +
        'at: "2026-01-01T00:00:00Z") { version } }',
      { u: record.uuid },
      ops,
    );
    expect(both.errors?.[0]?.extensions?.reason).toMatch(/give either at/i);
    expect(both.errors?.[0]?.extensions?.status).toBe(400);
    const badMode = await h.gql(
      'mutation { revertPreview(resource: companies, uuid: "00000000-0000-4000-8000-000000000001", ' +
        'version: 0, mode: change) { ok } }',
      {},
      admin,
    );
    expect(badMode.errors?.[0]?.extensions?.reason).toContain('Version must be a whole number of 1 or more');
  });

  it('takes the original change’s role: ops may not revert a single write', async () => {
    const made = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok transaction_uuid: data } }',
      { i: { name: 'Gw Roles', digit_code: '1881', is_active: true, external_pim: false } },
      admin,
    );
    expect(made.data!.saveRecord.ok).toBe(true);
    const tx = await h.gql(
      '{ transactions(filter: {kind: "create"}, navigation: {page_size: 1, ' +
        'sort: [{field: "id", direction: desc}]}) { rows { uuid } } }',
      {},
      ops,
    );
    expect(tx.errors).toBeUndefined();
    const uuid = tx.data!.transactions.rows[0].uuid;
    const opsAnswer = await h.gql(PREVIEW, { t: uuid }, ops);
    // A refusal for the role is an error of the field, as every 403 of the gateway is.
    expect(opsAnswer.errors?.[0]?.extensions?.status).toBe(403);
    expect(opsAnswer.errors?.[0]?.message).toContain('needs one of the roles admin, superadmin, owner');
    expect((await h.gql(PREVIEW, { t: uuid }, admin)).data!.revertPreview.ok).toBe(true);
  });
});
