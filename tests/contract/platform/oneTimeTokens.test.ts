/**
 * The one-time links of the sign-in flows (DESIGN §3): a password reset, an invitation and a
 * sign-in link each work once and only before they expire; a used, expired or unknown one is
 * refused naming its field, and nothing is written. Links are sent, never shown to other users
 * (DESIGN §8): the development outbox shows a signed-in user their own mail only, the service key
 * alone (operators, tests) any address's, and nobody in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER } from '@console/schema';
import { type TestPlatform, startTestPlatform } from '../harness.js';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const serviceKey = () => ({ [SERVICE_KEY_HEADER]: t.platform.serviceKey });

/** The mails to an address, newest first, as an operator reads them (the service key alone). */
async function mailsTo(email: string): Promise<Array<{ to: string; link: string }>> {
  const answer = await t.call(
    'GET',
    `/service/outbox?email=${encodeURIComponent(email)}`,
    undefined,
    null,
    serviceKey(),
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The token in the newest link mailed to an address. */
async function mailedToken(email: string): Promise<string> {
  return (await mailsTo(email))[0]!.link.split('/').at(-1)!;
}

/** Moves every unused token of an address an hour past its expiry. */
async function expire(email: string): Promise<void> {
  await t.platform.context.db.query(
    `update one_time_tokens set expires_at = now() - interval '1 hour' where email = $1 and used_at is null`,
    [email],
  );
}

const userCount = async () =>
  (await t.platform.context.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
const passwordHash = async (email: string) =>
  (
    await t.platform.context.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [
      email,
    ])
  )[0]!.password_hash;

describe('password reset links', () => {
  it('reset the password once; a second use is refused on the token field', async () => {
    await t.call('POST', '/auth/password/reset', { email: 'ops@test.test' });
    const token = await mailedToken('ops@test.test');
    expect((await t.call('POST', '/auth/password/reset/confirm', { token, password: 'a-new-password-1' })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/auth/login', { email: 'ops@test.test', password: 'a-new-password-1' })).status).toBe(
      200,
    );
    const again = await t.call('POST', '/auth/password/reset/confirm', { token, password: 'yet-another-password-1' });
    expect(again.status).toBe(400);
    expect(again.body.data.field).toBe('token');
  });

  it('refuse an expired link and leave the password as it was', async () => {
    await t.call('POST', '/auth/password/reset', { email: 'admin@test.test' });
    const token = await mailedToken('admin@test.test');
    await expire('admin@test.test');
    const before = await passwordHash('admin@test.test');
    const answer = await t.call('POST', '/auth/password/reset/confirm', { token, password: 'a-new-password-1' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('token');
    expect(await passwordHash('admin@test.test')).toBe(before);
  });
});

describe('invitations', () => {
  it('an expired invitation is not found and cannot be accepted; no account is made', async () => {
    expect(
      (await t.call('POST', '/auth/invitations', { email: 'late@test.test', roles: ['ops'] }, 'owner')).status,
    ).toBe(200);
    const code = await mailedToken('late@test.test');
    expect((await t.call('GET', `/auth/invitations/${code}`)).status).toBe(200);
    await expire('late@test.test');
    expect((await t.call('GET', `/auth/invitations/${code}`)).status).toBe(404);
    const users = await userCount();
    const answer = await t.call('POST', '/auth/invitations/accept', {
      code,
      first_name: 'Late',
      last_name: 'Comer',
      password: 'long-enough-password',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('code');
    expect(await userCount()).toBe(users);
  });

  it('a fresh invitation makes the account once', async () => {
    await t.call('POST', '/auth/invitations', { email: 'new@test.test', roles: ['ops'] }, 'owner');
    const code = await mailedToken('new@test.test');
    const body = { code, first_name: 'New', last_name: 'Person', password: 'long-enough-password' };
    expect((await t.call('POST', '/auth/invitations/accept', body)).status).toBe(200);
    const users = await userCount();
    expect((await t.call('POST', '/auth/invitations/accept', body)).status).toBe(400);
    expect(await userCount()).toBe(users);
  });
});

describe('sign-in links', () => {
  it('an expired sign-in link gives no session', async () => {
    expect((await t.call('POST', '/auth/authorize/create', { email: 'superadmin@test.test' }, 'owner')).status).toBe(
      200,
    );
    const token = await mailedToken('superadmin@test.test');
    await expire('superadmin@test.test');
    const answer = await t.call('POST', '/auth/authorize', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('token');
    expect(answer.body.data.token).toBeUndefined();
  });
});

describe('the outbox', () => {
  const own = async (as: 'allstaff' | 'ops' | 'viewer', query = '') =>
    t.call('GET', `/auth/outbox${query}`, undefined, as);

  it('shows a signed-in user their own mail and nobody else’s, whatever they ask for', async () => {
    await t.call('POST', '/auth/password/reset', { email: 'viewer@test.test' });
    const mine = await own('viewer');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { to: string }) => m.to)).toEqual(['viewer@test.test']);
    for (const query of ['', '?email=viewer%40test.test']) {
      const theirs = await own('allstaff', query);
      expect(theirs.status).toBe(200);
      expect(theirs.body.data).toEqual([]);
    }
  });

  it('shows any address to the service key alone, and never to a user acting through it', async () => {
    expect((await mailsTo('viewer@test.test')).length).toBeGreaterThan(0);
    const onBehalf = await t.call('GET', '/service/outbox?email=viewer%40test.test', undefined, null, {
      ...serviceKey(),
      [ON_BEHALF_OF_HEADER]: t.users.owner,
    });
    expect(onBehalf.status).toBe(403);
    expect((await t.call('GET', '/service/outbox?email=viewer%40test.test', undefined, 'owner')).status).toBe(403);
    expect((await t.call('GET', '/service/outbox?email=viewer%40test.test')).status).toBe(401);
    const bad = await t.call('GET', '/service/outbox?email=not-an-address', undefined, null, serviceKey());
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('email');
  });

  it('is off in production, for users and the service key alike', async () => {
    // The running platform's setting, switched for this test (a production store is not needed).
    const config = t.platform.context.config;
    config.devOutbox = false;
    try {
      expect((await own('viewer')).status).toBe(404);
      expect((await t.call('GET', '/service/outbox', undefined, null, serviceKey())).status).toBe(404);
    } finally {
      config.devOutbox = true;
    }
  });
});
