/**
 * The users calls behind /admin/users: the list with its filters (a `like` on e-mail and names,
 * equality on user_uuid for the roles screen), and the owner's role change — bad input and the
 * wrong role refused by status and field, nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_VERSION } from '@console/schema';
import { type TestPlatform, startTestPlatform } from '../harness.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const list = (filter: unknown, as: 'owner' | 'admin' | 'ops' | 'allstaff' = 'owner') => t.call('POST', '/users/getlist', { filter, navigation: { page: 1, page_size: 50 } }, as);
const eventCount = async () => (await t.platform.context.db.query<{ n: number }>('select count(*)::int as n from events'))[0]!.n;
const rolesOf = async (uuid: string) => (await t.platform.context.db.query<{ roles: string[] }>('select roles from users where user_uuid = $1', [uuid]))[0]!.roles;

describe('users list', () => {
  it('filters by part of the e-mail, and by user_uuid exactly', async () => {
    const some = await list({ email: { like: 'admin' } });
    expect(some.status).toBe(200);
    expect(some.body.data.map((u: { email: string }) => u.email).sort()).toEqual(['admin@test.test', 'superadmin@test.test']);
    const one = await list({ user_uuid: t.users.ops });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ email: 'ops@test.test', roles: ['ops'] });
    expect((await list({ user_uuid: { eq: t.users.ops } })).body.data).toHaveLength(1);
    expect(one.body.data[0].password_hash).toBeUndefined();
  });

  it('refuses a user_uuid that is not a uuid, an unknown field, and staff who are not admin-or-owner', async () => {
    const bad = await list({ user_uuid: "x' or 1=1 --" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('filter.user_uuid');
    expect((await list({ password_hash: 'x' })).body.data.field).toBe('filter.password_hash');
    expect((await list({}, 'ops')).status).toBe(403);
    expect((await list({}, 'allstaff')).status).toBe(200);
  });
});

describe('changing roles', () => {
  it('is the owner’s alone; bad roles and unknown users are refused and nothing changes', async () => {
    const body = (roles: unknown) => ({ version: PAYLOAD_VERSION, request: { roles } });
    expect((await t.call('PUT', `/users/${t.users.ops}`, body(['ops', 'admin']), 'allstaff')).status).toBe(403);
    const wrong = await t.call('PUT', `/users/${t.users.ops}`, body(['janitor']), 'owner');
    expect(wrong.status).toBe(400);
    expect(await rolesOf(t.users.ops)).toEqual(['ops']);
    expect((await t.call('PUT', '/users/00000000-0000-4000-8000-00000000abcd', body(['ops']), 'owner')).status).toBe(404);
    expect((await t.call('PUT', '/users/not-a-uuid', body(['ops']), 'owner')).status).toBe(404);
    const events = await eventCount();
    const done = await t.call('PUT', `/users/${t.users.ops}`, body(['ops', 'admin']), 'owner');
    expect(done.status).toBe(200);
    expect(await rolesOf(t.users.ops)).toEqual(['ops', 'admin']);
    expect(done.body.data.transaction_uuid).toEqual(expect.any(String));
    // The change and its transaction: two events, nothing for the refused attempts above.
    expect(await eventCount()).toBe(events + 2);
  });

  it('is audited: the user’s history says who changed which roles, before and after', async () => {
    const history = await t.call('POST', '/users/history/getlist', { filter: { uuid: t.users.ops } }, 'allstaff');
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({
      operation: 'update',
      type: 'users.roles_changed',
      user_email: 'owner@test.test',
      changes: [{ field: 'roles', before: ['ops'], after: ['ops', 'admin'] }],
    });
    const transaction = await t.call('GET', `/transactions/getbyuuid/${history.body.data[0].transaction_uuid}`, undefined, 'admin');
    expect(transaction.body.data).toMatchObject({ kind: 'users.roles', resource: 'users', counts: { update: 1 } });
    expect((await t.call('POST', '/users/history/getlist', { filter: { uuid: t.users.ops } }, 'ops')).status).toBe(403);
    const bad = await t.call('POST', '/users/history/getlist', { filter: { uuid: 'nope' } }, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('filter.uuid');
  });
});
