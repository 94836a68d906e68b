/**
 * Issue 16 through the gateway, as the web uses it: the selected records of a list are previewed
 * for deletion — one that others still point at is held back, its row saying what points at it —
 * and the apply deletes the rest as one task and one transaction; only whoever may delete one
 * record may (DESIGN §4).
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
    const answer = await h.gql(
      'query($u: ID!) { task(uuid: $u) { status kind transaction_uuid } }',
      { u: uuid },
      cookie,
    );
    const task = answer.data?.task;
    if (task && ['succeeded', 'failed', 'cancelled'].includes(task.status)) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function save(resource: string, input: Record<string, unknown>) {
  const answer = await h.gql(
    `mutation($i: JSON!) { saveRecord(resource: ${resource}, input: $i) { ok message data } }`,
    { i: input },
    admin,
  );
  expect(answer.data!.saveRecord, JSON.stringify(answer)).toMatchObject({ ok: true });
  return answer.data!.saveRecord.data as { uuid: string };
}

const PREVIEW = `mutation($u: [ID!]!) { recordsDeletePreview(resource: companies, uuids: $u) { ok status message
  preview { preview_id bulk total counts { insert update delete error unchanged }
    rows { index outcome uuid resource errors { field message } row } } } }`;
const APPLY = `mutation($p: ID!) { recordsDeleteApply(resource: companies, preview_id: $p) {
  ok status message field reason result { task_uuid status already_applied { transaction_uuid } }
  changed_rows { index uuid message } } }`;

const companyUuid = async (code: string) =>
  ((await h.gql(`{ list(resource: companies, filter: {digit_code: "${code}"}) { rows } }`, {}, admin)).data!.list
    .rows[0] ?? null) as { uuid: string } | null;

describe('records delete through the gateway', () => {
  it('previews the selection, holds back a company its products point at, deletes the rest', async () => {
    await save('companies', { name: 'Gw Del Held', digit_code: '1871', is_active: true, external_pim: false });
    await save('companies', { name: 'Gw Del Free', digit_code: '1872', is_active: true, external_pim: false });
    await save('products', { product_name: 'Gw Del soap', company: { digit_code: '1871' } });
    const held = (await companyUuid('1871'))!;
    const free = (await companyUuid('1872'))!;

    const answer = (await h.gql(PREVIEW, { u: [held.uuid, free.uuid] }, admin)).data!.recordsDeletePreview;
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(answer.preview).toMatchObject({ bulk: 'records.delete', total: 2, counts: { delete: 1, error: 1 } });
    expect(answer.preview.rows[0]).toMatchObject({
      index: 0,
      outcome: 'error',
      uuid: held.uuid,
      resource: 'companies',
      errors: [{ field: 'uuids.0', message: 'Company 1871 still owns 1 product; remove them first' }],
    });
    expect(answer.preview.rows[0].row).toMatchObject({ name: 'Gw Del Held' });
    expect(answer.preview.rows[1]).toMatchObject({ index: 1, outcome: 'delete', uuid: free.uuid });

    const applied = (await h.gql(APPLY, { p: answer.preview.preview_id }, admin)).data!.recordsDeleteApply;
    expect(applied).toMatchObject({ ok: true, status: 200 });
    const task = await waitForTask(applied.result.task_uuid, admin);
    expect(task).toMatchObject({ status: 'succeeded', kind: 'records.delete' });
    expect(task.transaction_uuid).toBeTruthy();
    expect(await companyUuid('1872')).toBeNull();
    expect(await companyUuid('1871')).not.toBeNull();
  });

  it('answers a refusal as the payload: nothing to delete (400), moved since the preview (409)', async () => {
    await save('companies', { name: 'Gw Del Late', digit_code: '1873', is_active: true, external_pim: false });
    const late = (await companyUuid('1873'))!;
    const preview = (await h.gql(PREVIEW, { u: [late.uuid] }, admin)).data!.recordsDeletePreview;
    await save('keywords', { keyword: 'gw late', company: { digit_code: '1873' } });
    const moved = (await h.gql(APPLY, { p: preview.preview.preview_id }, admin)).data!.recordsDeleteApply;
    expect(moved).toMatchObject({ ok: false, status: 409, result: null });
    expect(moved.changed_rows).toEqual([
      { index: 0, uuid: late.uuid, message: 'Company 1873 still owns 1 keyword; remove them first' },
    ]);

    const again = (await h.gql(PREVIEW, { u: [late.uuid] }, admin)).data!.recordsDeletePreview;
    expect(again.preview.counts).toMatchObject({ delete: 0, error: 1 });
    const nothing = (await h.gql(APPLY, { p: again.preview.preview_id }, admin)).data!.recordsDeleteApply;
    expect(nothing).toMatchObject({ ok: false, status: 400, field: 'request.preview_id' });
    expect(nothing.reason).toMatch(/Nothing to delete/);
  });

  it('needs the role that deletes one record: ops is refused', async () => {
    await save('companies', { name: 'Gw Del Ops', digit_code: '1874', is_active: true, external_pim: false });
    const made = (await companyUuid('1874'))!;
    const refused = await h.gql(PREVIEW, { u: [made.uuid] }, ops);
    expect(refused.errors?.[0]?.extensions?.status).toBe(403);
    const preview = (await h.gql(PREVIEW, { u: [made.uuid] }, admin)).data!.recordsDeletePreview;
    const apply = await h.gql(APPLY, { p: preview.preview.preview_id }, ops);
    expect(apply.errors?.[0]?.extensions?.status).toBe(403);
    expect(await companyUuid('1874')).not.toBeNull();
  });
});
