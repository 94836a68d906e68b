import { describe, expect, it, vi } from 'vitest';
import type { User } from '@console/schema';
import { PlatformError, type PlatformClient } from '../platformClient/index.js';
import { Session } from './session.js';
import { SessionCache } from './sessionCache.js';

const user = (uuid: string, roles: string[] = ['ops']) =>
  ({ user_uuid: uuid, email: `${uuid}@demo.test`, roles, scope: roles, read_policy: true }) as unknown as User;

/** A platform whose GET /auth/user answers `answer` for any token, counting the calls. */
function platformAnswering(answer: () => User) {
  const calls = { user: 0 };
  const platform = {
    user: vi.fn(async () => {
      calls.user++;
      return { data: answer() };
    }),
  } as unknown as PlatformClient;
  return { platform, calls };
}

describe('SessionCache', () => {
  it('remembers a token’s user for the TTL, then asks again', () => {
    let now = 0;
    const cache = new SessionCache(1000, () => now);
    cache.set('t', user('u1'));
    now = 1000;
    expect(cache.get('t')?.user_uuid).toBe('u1');
    now = 1001;
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every token of a user whose roles changed, and one token on sign-out', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'));
    cache.set('b', user('u1'));
    cache.set('c', user('u2'));
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user_uuid]).toEqual([undefined, undefined, 'u2']);
    cache.forgetToken('c');
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('Session with a cache', () => {
  it('asks the platform once for the requests of one token', async () => {
    const cache = new SessionCache();
    const { platform, calls } = platformAnswering(() => user('u1'));
    for (let i = 0; i < 5; i++) expect((await new Session(platform, 'tok', false, cache).user())?.user_uuid).toBe('u1');
    expect(calls.user).toBe(1);
  });

  it('does not remember a refused token, and forgets one the platform ended', async () => {
    const cache = new SessionCache();
    let refuse = false;
    const calls = { user: 0 };
    const platform = {
      user: async () => {
        calls.user++;
        if (refuse) throw new PlatformError(401, 'Session expired');
        return { data: user('u1') };
      },
    } as unknown as PlatformClient;
    await new Session(platform, 'tok', false, cache).user();
    cache.forgetToken('tok'); // e.g. a sign-out elsewhere reached this gateway as a 401
    refuse = true;
    expect(await new Session(platform, 'tok', false, cache).user()).toBeNull();
    expect(await new Session(platform, 'tok', false, cache).user()).toBeNull();
    expect(calls.user).toBe(3);
  });

  it('signing out forgets the token at once', async () => {
    const cache = new SessionCache();
    const { platform, calls } = platformAnswering(() => user('u1'));
    const session = new Session(platform, 'tok', false, cache);
    await session.user();
    session.signOut();
    await new Session(platform, 'tok', false, cache).user();
    expect(calls.user).toBe(2);
  });

  it('a user who changed (accepted the policy) is asked for again, on every session of theirs', async () => {
    const cache = new SessionCache();
    let read = false;
    const { platform, calls } = platformAnswering(() => ({ ...user('u1'), read_policy: read }));
    const other = new Session(platform, 'other', false, cache);
    await other.user();
    const session = new Session(platform, 'tok', false, cache);
    expect((await session.user())?.read_policy).toBe(false);
    read = true;
    await session.changed();
    expect((await session.user())?.read_policy).toBe(true);
    expect((await new Session(platform, 'other', false, cache).user())?.read_policy).toBe(true);
    expect(calls.user).toBe(4);
  });

  it('the confirmed user (the `me` query) is always the platform’s answer, and refreshes what is kept', async () => {
    const cache = new SessionCache();
    let roles = ['ops'];
    const { platform, calls } = platformAnswering(() => user('u1', roles));
    await new Session(platform, 'tok', false, cache).user();
    roles = ['admin'];
    expect((await new Session(platform, 'tok', false, cache).confirmedUser())?.roles).toEqual(['admin']);
    expect((await new Session(platform, 'tok', false, cache).user())?.roles).toEqual(['admin']);
    expect(calls.user).toBe(2);
  });
});
