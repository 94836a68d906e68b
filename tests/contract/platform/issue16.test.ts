/**
 * Issue 16, the platform's part of the "Wrong" items: a version holds only the fields that changed
 * (item 4), a bulk file's absent column leaves the stored value alone (item 3), an apply answered
 * again says who applied it when (item 5), a transaction counts per resource (item 6), and the
 * options list answers any signed-in user (item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { company, create } from './bulkHelpers.js';

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
