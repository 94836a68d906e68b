import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { sessionMachine } from './sessionMachine.js';
import type { SessionEvent } from './sessionMachine.js';
import type { SessionUser } from './sessionTypes.js';

const base: SessionUser = {
  user_uuid: '00000000-0000-4000-8000-000000000001',
  first_name: null,
  last_name: null,
  email: 'ops@demo.test',
  scope: ['ops'],
  roles: ['ops'],
  read_policy: true,
};
const users = [base, { ...base, read_policy: false }, { ...base, scope: [], roles: [] }, null];
const failure = { status: 500 };

// Invoked actors do not run during traversal, so their outcomes are supplied as events.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: failure });
const events = [
  {
    type: 'session.login',
    credentials: { kind: 'password', email: 'ops@demo.test', password: 'x' },
    wanted: '/admin/rules',
  },
  { type: 'session.logout' },
  { type: 'session.privacy.accept' },
  { type: 'session.refresh' },
  { type: 'session.expired' },
  ...['fetchUser', 'fetchUserAfterSignIn', 'refreshUser'].flatMap((id) => [
    ...users.map((u) => done(id, u)),
    error(id),
  ]),
  done('signIn', undefined),
  error('signIn'),
  done('signOut', undefined),
  error('signOut'),
  done('acceptPrivacy', base),
  error('acceptPrivacy'),
] as unknown as SessionEvent[];

const serializeState = (s: { value: unknown; context: { user: SessionUser | null } }) =>
  JSON.stringify([s.value, s.context.user?.read_policy ?? null]);
const leafStates = [
  'booting',
  'signedOut',
  'signingIn',
  'loadingUser',
  'signingOut',
  'signedIn.privacyRequired',
  'signedIn.acceptingPrivacy',
  'signedIn.refreshing',
  'signedIn.staff',
  'signedIn.member',
];
const valueKey = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${valueKey(v)}`)
        .join();

describe('sessionMachine paths', () => {
  const input = { loginAppPage: '/companies' };
  const shortest = getShortestPaths(sessionMachine, { events, input, serializeState });

  it('reaches every state', () => {
    expect(new Set(shortest.map((p) => valueKey(p.state.value)))).toEqual(new Set(leafStates));
  });

  it('holds a user exactly in the signed-in states and never a redirect off-site', () => {
    for (const path of getSimplePaths(sessionMachine, { events, input, serializeState, limit: 5000 })) {
      const { context } = path.state;
      const signedIn = path.state.hasTag('signedIn');
      expect(context.user !== null, valueKey(path.state.value)).toBe(signedIn);
      if (context.redirect !== null) expect(context.redirect).toMatch(/^\/(?![/\\])/);
      if (path.state.hasTag('staff')) expect(context.user?.scope).toContain('ops');
      if (path.state.hasTag('privacy')) expect(context.user?.read_policy).toBe(false);
    }
  });

  it('ends every path whose last step is a sign-out on / with no user', () => {
    const simple = getSimplePaths(sessionMachine, { events, input, serializeState, limit: 5000 });
    const outs = simple.filter((p) => (p.steps.at(-1)?.event.type as string) === 'xstate.done.actor.signOut');
    expect(outs.length).toBeGreaterThan(0);
    for (const p of outs) {
      expect(p.state.context.user).toBeNull();
      expect(p.state.context.redirect).toBe('/');
    }
  });

  it('redirects somewhere after every successful sign-in', () => {
    const simple = getSimplePaths(sessionMachine, { events, input, serializeState, limit: 5000 });
    const ins = simple.filter(
      (p) =>
        (p.steps.at(-1)?.event.type as string) === 'xstate.done.actor.fetchUserAfterSignIn' &&
        p.state.hasTag('signedIn'),
    );
    expect(ins.length).toBeGreaterThan(0);
    for (const p of ins) expect(p.state.context.redirect).not.toBeNull();
  });
});
