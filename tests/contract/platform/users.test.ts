/**
 * The users calls behind /admin/users: the list with its filters (a `like` on e-mail and names,
 * equality on user_uuid for the roles screen), and the owner's role change — bad input and the
 * wrong role refused by status and field, nothing changed. Who grants what (DESIGN §8): only the
 * owner invites (with roles) and creates sign-in links for others, and an invitation grants its
 * roles only while its inviter may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_VERSION, SERVICE_KEY_HEADER, forbiddenMessage } from '@console/schema';
import { hashToken } from '../../../gateway/platform/src/store/users.js';
import { type TestPlatform, startTestPlatform } from '../harness.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const list = (filter: unknown, as: 'owner' | 'admin' | 'ops' | 'allstaff' = 'owner') =>
  t.call('POST', '/users/getlist', { filter, navigation: { page: 1, page_size: 50 } }, as);
const eventCount = async () =>
  (await t.platform.context.db.query<{ n: number }>('select count(*)::int as n from events'))[0]!.n;
const rolesOf = async (uuid: string) =>
  (await t.platform.context.db.query<{ roles: string[] }>('select roles from users where user_uuid = $1', [uuid]))[0]!
    .roles;

describe('users list', () => {
  it('filters by part of the e-mail, and by user_uuid exactly', async () => {
    const some = await list({ email: { like: 'admin' } });
    expect(some.status).toBe(200);
    expect(some.body.data.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@test.test',
      'superadmin@test.test',
    ]);
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
    expect((await t.call('PUT', '/users/00000000-0000-4000-8000-00000000abcd', body(['ops']), 'owner')).status).toBe(
      404,
    );
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
      user_name: 'owner Tester',
      changes: [{ field: 'roles', before: ['ops'], after: ['ops', 'admin'] }],
    });
    const transaction = await t.call(
      'GET',
      `/transactions/getbyuuid/${history.body.data[0].transaction_uuid}`,
      undefined,
      'admin',
    );
    expect(transaction.body.data).toMatchObject({ kind: 'users.roles', resource: 'users', counts: { update: 1 } });
    // A transaction's changes leave out what the caller may not read: role changes are the
    // adminOrOwner guard's, like the users list and history.
    const changes = (as: 'admin' | 'allstaff') =>
      t.call(
        'POST',
        '/companies/history/getlist',
        { filter: { transaction_uuid: history.body.data[0].transaction_uuid } },
        as,
      );
    expect((await changes('allstaff')).body.data).toHaveLength(1);
    expect((await changes('allstaff')).body.data[0]).toMatchObject({ type: 'users.roles_changed' });
    expect((await changes('admin')).body.data).toEqual([]);
    expect((await t.call('POST', '/users/history/getlist', { filter: { uuid: t.users.ops } }, 'ops')).status).toBe(403);
    const bad = await t.call('POST', '/users/history/getlist', { filter: { uuid: 'nope' } }, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('filter.uuid');
  });
});

describe('who grants what', () => {
  const mails = async (email: string) =>
    (
      await t.call('GET', `/service/outbox?email=${encodeURIComponent(email)}`, undefined, null, {
        [SERVICE_KEY_HEADER]: t.platform.serviceKey,
      })
    ).body.data as unknown[];
  const userCount = async () =>
    (await t.platform.context.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;

  it('only the owner invites, so no one else hands out a role; a refused invitation mails nothing', async () => {
    for (const as of ['allstaff', 'admin', 'superadmin'] as const) {
      const answer = await t.call('POST', '/auth/invitations', { email: 'climber@test.test', roles: ['owner'] }, as);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(forbiddenMessage('invite'));
    }
    expect(await mails('climber@test.test')).toEqual([]);
    expect(
      (await t.call('POST', '/auth/invitations', { email: 'invited@test.test', roles: ['ops'] }, 'owner')).status,
    ).toBe(200);
    expect(await mails('invited@test.test')).toHaveLength(1);
  });

  it('only the owner creates a sign-in link for someone else; a refused one mails nothing', async () => {
    const before = (await mails('owner@test.test')).length;
    const answer = await t.call('POST', '/auth/authorize/create', { email: 'owner@test.test' }, 'allstaff');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(forbiddenMessage('signInLinks'));
    expect(await mails('owner@test.test')).toHaveLength(before);
    expect((await t.call('POST', '/auth/authorize/create', { email: 'ops@test.test' }, 'owner')).status).toBe(200);
  });

  it('an invitation whose inviter may not grant roles (an old one, or a demoted owner) makes no account', async () => {
    const code = 'an-invitation-made-before-only-the-owner-invited';
    await t.platform.context.db.query(
      `insert into one_time_tokens (token_hash, kind, email, payload, expires_at)
        values ($1, 'invitation', 'sneaky@test.test', $2::jsonb, now() + interval '1 hour')`,
      [hashToken(code), JSON.stringify({ roles: ['owner'], invited_by: t.users.allstaff })],
    );
    const users = await userCount();
    const answer = await t.call('POST', '/auth/invitations/accept', {
      code,
      first_name: 'Sneaky',
      last_name: 'Climber',
      password: 'long-enough-password',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('code');
    expect(await userCount()).toBe(users);
  });
});
