/** A small machine for the inspector's tests: guards, an invoked promise, parallel regions, a delay, a final state. */
import { assign, fromPromise, setup } from 'xstate';

export interface LoginContext {
  attempts: number;
  token: string | null;
  profile: { name: string; settings: { apiKey: string; theme: string } } | null;
  greeting: string;
}

export type LoginEvent =
  | { type: 'login.submit'; credentials: { email: string; password: string } }
  | { type: 'login.logout' }
  | { type: 'view.detail' }
  | { type: 'view.list' };

export const loginTestMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as { greeting: string; secret: string } },
  actors: {
    signIn: fromPromise<{ token: string; name: string }, { email: string; password: string }>(() =>
      Promise.reject(new Error('provide signIn')),
    ),
  },
  guards: {
    tooMany: ({ context }) => context.attempts >= 2,
  },
  actions: {
    count: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    announce: () => {
      throw new Error('announce is a side effect the sandbox must not run');
    },
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ attempts: 0, token: null, profile: null, greeting: input.greeting }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['editable'],
      on: {
        'login.submit': [
          { guard: 'tooMany', target: 'locked' },
          { target: 'signingIn', actions: 'count' },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'login.submit' ? event.credentials : { email: '', password: '' }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              token: event.output.token,
              profile: { name: event.output.name, settings: { apiKey: 'k-123', theme: 'dark' } },
            })),
            'announce',
          ],
        },
        onError: { target: 'idle' },
      },
    },
    ready: {
      type: 'parallel',
      on: { 'login.logout': { target: '#login.done' } },
      states: {
        view: {
          initial: 'list',
          states: { list: { on: { 'view.detail': 'detail' } }, detail: { on: { 'view.list': 'list' } } },
        },
        sync: {
          initial: 'fresh',
          states: { fresh: { after: { 60000: 'stale' } }, stale: {} },
        },
      },
    },
    locked: { tags: ['locked'] },
    done: { type: 'final' },
  },
});
