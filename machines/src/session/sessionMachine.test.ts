import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HOME_AFTER_LOGIN, MESSAGES } from '@console/schema';
import { sessionMachine } from './sessionMachine.js';
import type { Credentials, SessionUser } from './sessionTypes.js';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  user_uuid: '00000000-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@demo.test',
  scope: ['admin'],
  roles: ['admin'],
  read_policy: true,
  ...over,
});

/** A session whose server holds `current` (null = no session) and accepts `password` only. */
function startSession(
  opts: { current?: SessionUser | null; next?: SessionUser; loginAppPage?: string | null; fail?: unknown } = {},
) {
  let current = opts.current ?? null;
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise(async () => {
        calls.push('fetchUser');
        if (opts.fail) throw opts.fail;
        return current;
      }),
      signIn: fromPromise(async ({ input }: { input: Credentials }) => {
        calls.push(`signIn:${input.kind}`);
        if (input.kind === 'password' && input.password !== 'good')
          throw Object.assign(new Error('no'), { status: 400 });
        current = opts.next ?? user();
      }),
      signOut: fromPromise(async () => {
        calls.push('signOut');
        current = null;
      }),
      acceptPrivacy: fromPromise(async () => {
        calls.push('acceptPrivacy');
        current = { ...(current ?? user()), read_policy: true };
        return current;
      }),
    },
  });
  const actor = createActor(machine, { input: { loginAppPage: opts.loginAppPage ?? null } }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const login = (password = 'good', wanted: string | null = null) =>
  ({ type: 'session.login', credentials: { kind: 'password', email: 'ada@demo.test', password }, wanted }) as const;

describe('sessionMachine', () => {
  it('boots signed out when there is no session', async () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().hasTag('unresolved')).toBe(true);
    const snap = await settled(actor);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.redirect).toBeNull();
  });

  it('boots into the privacy gate, staff or member without redirecting', async () => {
    expect((await settled(startSession({ current: user({ read_policy: false }) }).actor)).hasTag('privacy')).toBe(true);
    const staff = await settled(startSession({ current: user() }).actor);
    expect(staff.hasTag('staff')).toBe(true);
    expect(staff.context.redirect).toBeNull();
    expect((await settled(startSession({ current: user({ scope: [], roles: [] }) }).actor)).value).toEqual({
      signedIn: 'member',
    });
  });

  it('login fetches the user and redirects to the page first wanted', async () => {
    const { actor, calls } = startSession();
    await settled(actor);
    actor.send(login('good', '/admin/rules'));
    const snap = await settled(actor);
    expect(calls).toEqual(['fetchUser', 'signIn:password', 'fetchUser']);
    expect(snap.context.user?.email).toBe('ada@demo.test');
    expect(snap.context.redirect).toBe('/admin/rules');
    actor.send({ type: 'session.redirected' });
    expect(actor.getSnapshot().context.redirect).toBeNull();
  });

  it('login without a wanted page goes home after login; an unsafe one is refused', async () => {
    const { actor } = startSession();
    await settled(actor);
    actor.send(login('good', '//evil.test'));
    expect((await settled(actor)).context.redirect).toBe(HOME_AFTER_LOGIN);
  });

  it('a non-staff user goes to the login_app page', async () => {
    const { actor } = startSession({ next: user({ scope: [], roles: [] }), loginAppPage: '/companies' });
    await settled(actor);
    actor.send(login('good', '/admin/rules'));
    expect((await settled(actor)).context.redirect).toBe('/companies');
  });

  it('a failed login shows the login message and stays signed out', async () => {
    const { actor } = startSession();
    await settled(actor);
    actor.send(login('bad'));
    const snap = await settled(actor);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.error).toEqual({ status: 400, message: MESSAGES.loginFailed });
    actor.send({ type: 'session.error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed boot shows the connection message', async () => {
    const snap = await settled(startSession({ fail: Object.assign(new Error('offline'), { status: 0 }) }).actor);
    expect(snap.context.error?.message).toBe(MESSAGES.noConnection);
  });

  it('accepting the privacy policy passes the gate and redirects', async () => {
    const { actor } = startSession({ next: user({ read_policy: false }) });
    await settled(actor);
    actor.send(login('good', '/admin/keywords'));
    let snap = await settled(actor);
    expect(snap.context.redirect).toBe('/privacy');
    actor.send({ type: 'session.privacy.accept' });
    snap = await settled(actor);
    expect(snap.hasTag('staff')).toBe(true);
    expect(snap.context.redirect).toBe(HOME_AFTER_LOGIN);
  });

  it('logout clears the user and goes to /', async () => {
    const { actor, calls } = startSession({ current: user() });
    await settled(actor);
    actor.send({ type: 'session.logout' });
    const snap = await settled(actor);
    expect(calls).toContain('signOut');
    expect(snap.value).toBe('signedOut');
    expect(snap.context.user).toBeNull();
    expect(snap.context.redirect).toBe('/');
  });

  it('an expired session signs out with the unauthorized message', async () => {
    const { actor } = startSession({ current: user() });
    await settled(actor);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context.error?.message).toBe(MESSAGES.unauthorized);
  });

  it('signs in with an authorize token and words failures with the default catalogue', async () => {
    const { actor, calls } = startSession();
    await settled(actor);
    actor.send({ type: 'session.login', credentials: { kind: 'authorize', token: 't'.repeat(32) } });
    expect((await settled(actor)).hasTag('staff')).toBe(true);
    expect(calls).toContain('signIn:authorize');
  });
});

describe('failureFrom', async () => {
  const { failureFrom } = await import('./failure.js');
  it('prefers a message the server worded, else the catalogue', () => {
    expect(failureFrom({ status: 429, userMessage: 'Too many attempts' })).toEqual({
      status: 429,
      message: 'Too many attempts',
    });
    expect(failureFrom({ status: 400 }, 'login')).toEqual({ status: 400, message: MESSAGES.loginFailed });
    expect(failureFrom(new Error('x'))).toEqual({ status: 500, message: MESSAGES.serverError });
  });
});
