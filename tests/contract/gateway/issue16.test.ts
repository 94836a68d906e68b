/**
 * Issue 16 over GraphQL, the gateway's part of the "Wrong" items: the data-protection settings
 * read back as saved (item 2), a preview applied again says so (item 5), a transaction's counts
 * per resource (item 6), and the options list answers any signed-in user and says per user what
 * their roles allow (item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  for (const who of ['owner', 'admin', 'viewer']) cookies[who] = await h.login(`${who}@demo.test`);
});
afterAll(() => h?.close());

describe('item 9: the options list', () => {
  const ask = (who: string, email?: string) =>
    h.gql('query($e: String) { accessOptions(email: $e) }', email ? { e: email } : {}, cookies[who]);

  it('answers a signed-in user without staff roles that they are not on it, without the list', async () => {
    const answer = await ask('viewer');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.accessOptions).toMatchObject({ email: 'viewer@demo.test', allowed: false, users: [] });
    // Who else is on the list is not theirs to ask.
    expect((await ask('viewer', 'owner@demo.test')).errors?.[0]?.extensions?.status).toBe(403);
  });

  it("enables each option by the user's roles: the owner may open the inspector, an admin may not", async () => {
    const owner = (await ask('owner')).data?.accessOptions;
    expect(owner.allowed).toBe(true);
    expect(owner.options).toContainEqual({ key: 'machine_inspector', label: 'Machine inspector', enabled: true });
    const admin = (await ask('admin')).data?.accessOptions;
    expect(admin.options).toContainEqual({ key: 'machine_inspector', label: 'Machine inspector', enabled: false });
    expect(admin.options).toContainEqual({ key: 'bulk_wizards', label: 'Bulk upsert wizards', enabled: true });
  });
});

describe('item 2: the data-protection settings read back as saved', () => {
  const SETTINGS = '{ gdprSettings { retention_days anonymise_exports contact_email } }';

  it('answers null before the first save, then what was saved', async () => {
    expect((await h.gql(SETTINGS, {}, cookies.owner)).data?.gdprSettings).toBeNull();
    const settings = { retention_days: 90, anonymise_exports: false, contact_email: 'dpo@demo.test' };
    const saved = await h.gql(
      'mutation($s: GdprSettingsInput!) { gdprSaveSettings(settings: $s) { ok message } }',
      { s: settings },
      cookies.owner,
    );
    expect(saved.data?.gdprSaveSettings).toMatchObject({ ok: true });
    const read = await h.gql(SETTINGS, {}, cookies.owner);
    expect(read.errors).toBeUndefined();
    expect(read.data?.gdprSettings).toEqual(settings);
  });

  it("is the adminOrOwner guard's, as the settings are", async () => {
    expect((await h.gql(SETTINGS, {}, cookies.admin)).errors?.[0]?.extensions?.status).toBe(403);
  });
});

describe('item 5: a bulk apply of a preview applied before', () => {
  it('answers already_applied with who applied it, when, and its transaction', async () => {
    const company = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok } }',
      { i: { name: 'Northwind Foods', digit_code: '1601', is_active: true, external_pim: false } },
      cookies.owner,
    );
    expect(company.data?.saveRecord.ok).toBe(true);
    const preview = await h.gql(
      'mutation($rows: [JSON!]!) { bulkPreview(bulk: keywords, rows: $rows) { ok preview { preview_id } } }',
      { rows: [{ keyword: 'spelt', company: { digit_code: '1601' } }] },
      cookies.owner,
    );
    const previewId = preview.data?.bulkPreview.preview?.preview_id;
    expect(previewId, JSON.stringify(preview)).toBeTruthy();
    const APPLY =
      'mutation($p: ID!) { bulkApply(bulk: keywords, preview_id: $p) { ok result { task_uuid status ' +
      'already_applied { by at transaction_uuid } } } }';
    const first = await h.gql(APPLY, { p: previewId }, cookies.owner);
    expect(first.data?.bulkApply.result?.already_applied, JSON.stringify(first)).toBeNull();
    await h.platform.context.tasks.idle();
    const again = await h.gql(APPLY, { p: previewId }, cookies.admin);
    expect(again.errors).toBeUndefined();
    expect(again.data?.bulkApply.result).toMatchObject({
      task_uuid: first.data?.bulkApply.result.task_uuid,
      status: 'succeeded',
      already_applied: { by: 'owner@demo.test', at: expect.any(String), transaction_uuid: expect.any(String) },
    });
  });
});

describe('item 6: a transaction says what it did to each resource', () => {
  it('a products-and-SKUs apply counts its products and its SKUs apart', async () => {
    const company = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok } }',
      { i: { name: 'Contoso Drinks', digit_code: '1602', is_active: true, external_pim: false } },
      cookies.owner,
    );
    expect(company.data?.saveRecord.ok).toBe(true);
    const preview = await h.gql(
      'mutation($rows: [JSON!]!) { bulkPreview(bulk: products_and_skus, rows: $rows) { ok preview { preview_id } } }',
      { rows: [{ product_name: 'Oat milk', company: { digit_code: '1602' }, sku: 'OAT-16' }] },
      cookies.owner,
    );
    const applied = await h.gql(
      'mutation($p: ID!) { bulkApply(bulk: products_and_skus, preview_id: $p) { ok result { task_uuid } } }',
      { p: preview.data?.bulkPreview.preview.preview_id },
      cookies.owner,
    );
    await h.platform.context.tasks.idle();
    const task = await h.gql(
      'query($u: ID!) { task(uuid: $u) { transaction_uuid } }',
      { u: applied.data?.bulkApply.result.task_uuid },
      cookies.owner,
    );
    const tx = await h.gql(
      'query($u: ID!) { transaction(uuid: $u) { resource counts { insert } ' +
        'counts_by_resource { resource counts { insert update delete } } } }',
      { u: task.data?.task.transaction_uuid },
      cookies.owner,
    );
    expect(tx.errors).toBeUndefined();
    expect(tx.data?.transaction).toEqual({
      resource: 'product_skus',
      counts: { insert: 2 },
      counts_by_resource: [
        { resource: 'product_skus', counts: { insert: 1, update: 0, delete: 0 } },
        { resource: 'products', counts: { insert: 1, update: 0, delete: 0 } },
      ],
    });
  });
});
