/**
 * Runs a route's guards (§6): the synchronous ones at once, then loads what validateCompany and
 * validateOptionsPageAccess need through named actors, and settles on allowed, redirect or error.
 * The web sends `guard.check` again whenever the path or the user changes.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureFrom } from '../session/failure.js';
import { runGuards } from './guards.js';
import type { GuardName, GuardRequest, GuardVerdict } from './guards.js';

/** The company a route's digit code names, as the guard needs it. */
export interface GuardCompany {
  name: string;
  digit_code: string;
}

export interface RouteGuardInput {
  guards: readonly GuardName[];
  request: GuardRequest;
}

export interface RouteGuardContext extends RouteGuardInput {
  verdict: GuardVerdict | null;
}

export type RouteGuardEvent = { type: 'guard.check'; guards: readonly GuardName[]; request: GuardRequest };

const ASYNC_GUARDS: readonly GuardName[] = ['validateCompany', 'validateOptionsPageAccess'];
const syncGuards = (names: readonly GuardName[]) => names.filter((name) => !ASYNC_GUARDS.includes(name));
const missing = (request: GuardRequest, key: 'company' | 'optionsUsers') =>
  !(key in request) || request[key] === undefined;

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    input: {} as RouteGuardInput,
  },
  actors: {
    /** Finds a company by digit code; null when there is none. */
    lookupCompany: fromPromise<GuardCompany | null, { digitCode: string }>(() =>
      Promise.reject(new Error('lookupCompany must be provided')),
    ),
    /** The e-mail addresses allowed on the options page. */
    fetchOptionsUsers: fromPromise<readonly string[]>(() =>
      Promise.reject(new Error('fetchOptionsUsers must be provided')),
    ),
  },
  guards: {
    syncRefusal: ({ context }) => runGuards(syncGuards(context.guards), context.request).kind !== 'allow',
    needsCompany: ({ context }) => context.guards.includes('validateCompany') && missing(context.request, 'company'),
    needsOptions: ({ context }) =>
      context.guards.includes('validateOptionsPageAccess') && missing(context.request, 'optionsUsers'),
  },
  actions: {
    decide: assign(({ context }) => ({ verdict: runGuards(context.guards, context.request) })),
    decideSync: assign(({ context }) => ({ verdict: runGuards(syncGuards(context.guards), context.request) })),
    fail: assign((_, params: { error: unknown }) => {
      const { status, message } = failureFrom(params.error);
      return { verdict: { kind: 'error', status, message } as GuardVerdict };
    }),
    restart: assign(({ context, event }) => {
      // Keep loaded data only while it still describes the same company.
      const keep = event.request.companyId === context.request.companyId;
      const loaded = keep ? { company: context.request.company, optionsUsers: context.request.optionsUsers } : {};
      return { guards: event.guards, request: { ...loaded, ...event.request }, verdict: null };
    }),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ ...input, verdict: null }),
  initial: 'evaluating',
  on: { 'guard.check': { target: '.evaluating', actions: 'restart', reenter: true } },
  states: {
    evaluating: {
      tags: ['checking'],
      always: [
        { guard: 'syncRefusal', target: 'decided', actions: 'decideSync' },
        { guard: 'needsCompany', target: 'loadingCompany' },
        { guard: 'needsOptions', target: 'loadingOptions' },
        { target: 'decided', actions: 'decide' },
      ],
    },
    loadingCompany: {
      tags: ['checking'],
      invoke: {
        id: 'lookupCompany',
        src: 'lookupCompany',
        input: ({ context }) => ({ digitCode: context.request.companyId ?? '' }),
        onDone: {
          target: 'evaluating',
          actions: assign(({ context, event }) => ({ request: { ...context.request, company: event.output } })),
        },
        onError: { target: 'decided', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingOptions: {
      tags: ['checking'],
      invoke: {
        id: 'fetchOptionsUsers',
        src: 'fetchOptionsUsers',
        onDone: {
          target: 'evaluating',
          actions: assign(({ context, event }) => ({ request: { ...context.request, optionsUsers: event.output } })),
        },
        onError: { target: 'decided', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    decided: {
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: ({ context }) => context.verdict?.kind === 'allow', target: 'allowed' },
            { guard: ({ context }) => context.verdict?.kind === 'redirect', target: 'redirecting' },
            { target: 'failed' },
          ],
        },
        allowed: { tags: ['allowed'] },
        redirecting: { tags: ['redirect'] },
        failed: { tags: ['error'] },
      },
    },
  },
});
