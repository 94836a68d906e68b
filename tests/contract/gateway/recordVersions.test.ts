/**
 * The GraphQL record writes carry the version the user saw to the platform (DESIGN §8): an update
 * or delete without it, or with a stale one, comes back as a form payload with the platform's
 * status, field and data (the current version), and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
let admin: string;
const P = 'ok message reason field status data';

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('admin@demo.test');
  const made = await h.gql(
    `mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ${P} } }`,
    { i: { name: 'Versions Co', digit_code: '9101' } },
    admin,
  );
  expect(made.data?.saveRecord.ok).toBe(true);
});
afterAll(async () => h?.close());

const keyword = async (text: string) => {
  const made = await h.gql(
    `mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ${P} } }`,
    { i: { keyword: text, company: { digit_code: '9101' } } },
    admin,
  );
  expect(made.data?.saveRecord.ok, made.data?.saveRecord.reason).toBe(true);
  return made.data?.saveRecord.data as { uuid: string; id: number; version: number };
};
const record = async (uuid: string) =>
  (await h.gql('query($id: ID!) { record(resource: keywords, id: $id) }', { id: uuid }, admin)).data?.record;

describe('saveRecord', () => {
  it('refuses an update without input.version, naming request.version', async () => {
    const kw = await keyword('no version');
    const answer = await h.gql(
      `mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ${P} } }`,
      { i: { uuid: kw.uuid, keyword: 'changed' } },
      admin,
    );
    expect(answer.data?.saveRecord).toMatchObject({ ok: false, status: 400, field: 'request.version' });
    expect(await record(kw.uuid)).toMatchObject({ keyword: 'no version', version: 1 });
  });

  it('answers a stale version with 409 and the current version in data', async () => {
    const kw = await keyword('stale');
    const first = await h.gql(
      `mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ${P} } }`,
      { i: { uuid: kw.uuid, version: 1, keyword: 'first' } },
      admin,
    );
    expect(first.data?.saveRecord.ok).toBe(true);
    const lost = await h.gql(
      `mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ${P} } }`,
      { i: { uuid: kw.uuid, version: 1, keyword: 'lost' } },
      admin,
    );
    expect(lost.data?.saveRecord).toMatchObject({
      ok: false,
      status: 409,
      data: { current_version: 2, changed_by: { email: 'admin@demo.test' } },
    });
    expect(await record(kw.uuid)).toMatchObject({ keyword: 'first', version: 2 });
  });
});

describe('deleteRecord and deleteRecordById', () => {
  it('send the version: a stale one is refused with 409, the current one deletes', async () => {
    const a = await keyword('delete by uuid');
    const stale = await h.gql(
      `mutation($u: ID!, $v: Int!) { deleteRecord(resource: keywords, uuid: $u, version: $v) { ${P} } }`,
      { u: a.uuid, v: 2 },
      admin,
    );
    expect(stale.data?.deleteRecord).toMatchObject({ ok: false, status: 409, data: { current_version: 1 } });
    expect(await record(a.uuid)).toMatchObject({ version: 1 });
    const done = await h.gql(
      `mutation($u: ID!, $v: Int!) { deleteRecord(resource: keywords, uuid: $u, version: $v) { ${P} } }`,
      { u: a.uuid, v: 1 },
      admin,
    );
    expect(done.data?.deleteRecord).toMatchObject({ ok: true, data: { deleted: true } });
    expect(await record(a.uuid)).toBeNull();

    const b = await keyword('delete by id');
    const staleById = await h.gql(
      `mutation($id: ID!, $v: Int!) { deleteRecordById(resource: keywords, id: $id, version: $v) { ${P} } }`,
      { id: String(b.id), v: 5 },
      admin,
    );
    expect(staleById.data?.deleteRecordById).toMatchObject({ ok: false, status: 409, data: { current_version: 1 } });
    const byId = await h.gql(
      `mutation($id: ID!, $v: Int!) { deleteRecordById(resource: keywords, id: $id, version: $v) { ${P} } }`,
      { id: String(b.id), v: 1 },
      admin,
    );
    expect(byId.data?.deleteRecordById).toMatchObject({ ok: true });
    expect(await record(b.uuid)).toBeNull();
  });

  it('cannot be called without a version', async () => {
    const kw = await keyword('kept');
    h.calls.length = 0;
    const answer = await h.gql(
      `mutation($u: ID!) { deleteRecord(resource: keywords, uuid: $u) { ${P} } }`,
      { u: kw.uuid },
      admin,
    );
    expect(answer.errors?.[0]?.message).toMatch(/version/);
    expect(h.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    expect(await record(kw.uuid)).toMatchObject({ version: 1 });
  });
});
