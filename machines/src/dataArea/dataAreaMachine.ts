/**
 * A data area (§4): a list and a detail, each with a loading flag that is on while loading and
 * off after, and a reset that clears every value. Loading is done by named actors the web
 * provides; a new request replaces one in flight.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Navigation } from '@console/schema';
import { failureFrom } from '../session/failure.js';
import type { Failure } from '../session/sessionTypes.js';

/** A list request: whatever the web's list actor needs (filter, navigation, resource). */
export type ListRequest = Record<string, unknown>;
/** A list page as the list actor resolves it. */
export interface ListPage {
  data: unknown[];
  navigation: Navigation | null;
}

export interface DataAreaContext {
  list: unknown[];
  navigation: Navigation | null;
  listRequest: ListRequest | null;
  detail: unknown | null;
  detailId: string | null;
  /** §4: on while the list loads, off after. */
  listLoading: boolean;
  /** §4: on while the detail loads, off after. */
  detailLoading: boolean;
  error: Failure | null;
}

export type DataAreaEvent =
  | { type: 'data.list.load'; request: ListRequest }
  | { type: 'data.detail.load'; id: string }
  | { type: 'data.reset' };

const empty: DataAreaContext = {
  list: [],
  navigation: null,
  listRequest: null,
  detail: null,
  detailId: null,
  listLoading: false,
  detailLoading: false,
  error: null,
};

export const dataAreaMachine = setup({
  types: { context: {} as DataAreaContext, events: {} as DataAreaEvent },
  actors: {
    loadList: fromPromise<ListPage, ListRequest>(() => Promise.reject(new Error('loadList must be provided'))),
    loadDetail: fromPromise<unknown, { id: string }>(() => Promise.reject(new Error('loadDetail must be provided'))),
  },
  actions: {
    setListRequest: assign(({ event }) => (event.type === 'data.list.load' ? { listRequest: event.request, error: null } : {})),
    setDetailId: assign(({ event }) => (event.type === 'data.detail.load' ? { detailId: event.id, error: null } : {})),
    fail: assign((_, params: { error: unknown }) => ({ error: failureFrom(params.error) })),
  },
}).createMachine({
  id: 'dataArea',
  context: empty,
  type: 'parallel',
  on: { 'data.reset': { target: ['.list.idle', '.detail.idle'], actions: assign(empty) } },
  // Load events sit on each child state, not on the region: a reentering transition declared on a
  // region would exit the whole parallel machine (SCXML transition domains) and drop the other part.
  states: {
    list: {
      initial: 'idle',
      states: {
        idle: { on: { 'data.list.load': { target: 'loading', actions: 'setListRequest' } } },
        loading: {
          tags: ['busy', 'listLoading'],
          entry: assign({ listLoading: true }),
          exit: assign({ listLoading: false }),
          on: { 'data.list.load': { target: 'loading', reenter: true, actions: 'setListRequest' } },
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => context.listRequest ?? {},
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ list: event.output.data, navigation: event.output.navigation })) },
            // The previous rows stay on screen; only the error is shown.
            onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: { on: { 'data.list.load': { target: 'loading', actions: 'setListRequest' } } },
        failed: { tags: ['error'], on: { 'data.list.load': { target: 'loading', actions: 'setListRequest' } } },
      },
    },
    detail: {
      initial: 'idle',
      states: {
        idle: { on: { 'data.detail.load': { target: 'loading', actions: 'setDetailId' } } },
        loading: {
          tags: ['busy', 'detailLoading'],
          entry: assign({ detailLoading: true }),
          exit: assign({ detailLoading: false }),
          on: { 'data.detail.load': { target: 'loading', reenter: true, actions: 'setDetailId' } },
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.detailId ?? '' }),
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ detail: event.output })) },
            onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: { on: { 'data.detail.load': { target: 'loading', actions: 'setDetailId' } } },
        failed: { tags: ['error'], on: { 'data.detail.load': { target: 'loading', actions: 'setDetailId' } } },
      },
    },
  },
});
