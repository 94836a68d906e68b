/**
 * The session (§4): boot fetches the user, then the privacy gate and the role check decide where
 * the user may go; sign-in (password, authorize token or invitation) fetches the user again and
 * redirects to the page first wanted; logout clears the user and goes to /.
 * Network work is done by named actors the web supplies with `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ROUTES } from '@console/schema';
import { isStaff, postLoginTarget } from '../redirect/postLoginTarget.js';
import { failureFrom } from './failure.js';
import type { Credentials, Failure, SessionInput, SessionUser } from './sessionTypes.js';

export interface SessionContext {
  user: SessionUser | null;
  /** The page first wanted, kept until the user is signed in (§4). */
  wanted: string | null;
  loginAppPage: string | null;
  /** Where the UI should navigate next; it sends `session.redirected` once it has. */
  redirect: string | null;
  error: Failure | null;
  /** What the last sign-in used, so that a failure can be worded for its kind (§8). */
  lastKind: Credentials['kind'] | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials; wanted?: string | null }
  | { type: 'session.logout' }
  | { type: 'session.privacy.accept' }
  | { type: 'session.refresh' }
  | { type: 'session.expired' }
  | { type: 'session.redirected' }
  | { type: 'session.error.dismiss' };

const notImplemented = (name: string) => () => Promise.reject(new Error(`${name} must be provided by the app`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Resolves the signed-in user, or null when there is no valid session. */
    fetchUser: fromPromise<SessionUser | null>(notImplemented('fetchUser')),
    /** Signs in; rejects with an error carrying `status` when refused (400 for a bad password). */
    signIn: fromPromise<void, Credentials>(notImplemented('signIn')),
    /** Ends the session at the server (the cookie is HttpOnly; only the server can clear it). */
    signOut: fromPromise<void>(notImplemented('signOut')),
    /** Records that the policy was read and resolves the updated user. */
    acceptPrivacy: fromPromise<SessionUser>(notImplemented('acceptPrivacy')),
  },
  guards: {
    hasUser: (_, params: { user: SessionUser | null }) => params.user !== null,
    policyUnread: ({ context }) => context.user?.read_policy === false,
    isStaff: ({ context }) => context.user !== null && isStaff(context.user),
  },
  actions: {
    setUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user })),
    rememberAttempt: assign(({ event }) =>
      event.type === 'session.login'
        ? { wanted: event.wanted ?? null, lastKind: event.credentials.kind, error: null }
        : {},
    ),
    redirectAfterSignIn: assign(({ context }) => ({
      redirect: context.user ? postLoginTarget(context.user, context.wanted, context.loginAppPage) : null,
      wanted: null,
    })),
    redirectHome: assign({ redirect: ROUTES.home }),
    clearUser: assign({ user: null, wanted: null }),
    clearRedirect: assign({ redirect: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown; context?: 'login' | 'default' }) => ({
      error: failureFrom(params.error, params.context),
    })),
    setUnauthorized: assign({ error: failureFrom({ status: 401 }) }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    wanted: null,
    loginAppPage: input.loginAppPage,
    redirect: null,
    error: null,
    lastKind: null,
  }),
  initial: 'booting',
  on: {
    'session.redirected': { actions: 'clearRedirect' },
    'session.error.dismiss': { actions: 'clearError' },
  },
  states: {
    booting: {
      tags: ['busy', 'unresolved'],
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      tags: ['guest'],
      on: {
        'session.login': { target: 'signingIn', actions: 'rememberAttempt' },
        // Opening /logout while signed out still ends on the home page (§4).
        'session.logout': { actions: 'redirectHome' },
      },
    },
    signingIn: {
      tags: ['busy', 'guest'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error('signingIn is entered by session.login only');
          return event.credentials;
        },
        onDone: { target: 'loadingUser' },
        onError: {
          target: 'signedOut',
          actions: {
            type: 'setError',
            params: ({ context, event }) => ({
              error: event.error,
              context: context.lastKind === 'password' ? 'login' : 'default',
            }),
          },
        },
      },
    },
    loadingUser: {
      tags: ['busy', 'guest'],
      invoke: {
        id: 'fetchUserAfterSignIn',
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'redirectAfterSignIn'],
          },
          { target: 'signedOut', actions: 'setUnauthorized' },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'checking',
      on: {
        'session.logout': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: ['clearUser', 'setUnauthorized'] },
        'session.refresh': { target: '.refreshing' },
      },
      states: {
        checking: {
          always: [
            { guard: 'policyUnread', target: 'privacyRequired' },
            { guard: 'isStaff', target: 'staff' },
            { target: 'member' },
          ],
        },
        privacyRequired: {
          tags: ['privacy'],
          on: { 'session.privacy.accept': { target: 'acceptingPrivacy', actions: 'clearError' } },
        },
        acceptingPrivacy: {
          tags: ['privacy', 'busy'],
          invoke: {
            id: 'acceptPrivacy',
            src: 'acceptPrivacy',
            onDone: {
              target: 'checking',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'redirectAfterSignIn'],
            },
            onError: {
              target: 'privacyRequired',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refreshUser',
            src: 'fetchUser',
            onDone: [
              {
                guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
                target: 'checking',
                actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
              },
              { target: '#session.signedOut', actions: ['clearUser', 'setUnauthorized'] },
            ],
            onError: {
              target: 'checking',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        staff: { tags: ['staff'] },
        member: {},
      },
    },
    signingOut: {
      tags: ['busy', 'signedIn'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearUser', 'redirectHome'] },
        // The local session ends either way; the failure is shown so the user knows the server may still hold it.
        onError: {
          target: 'signedOut',
          actions: ['clearUser', 'redirectHome', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
