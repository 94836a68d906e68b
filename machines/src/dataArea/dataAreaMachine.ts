/**
 * A data area (§4): a list and a detail, each with a loading flag that is on while loading and
 * off after, and a reset that clears every value. The loading itself is done outside (the web's
 * queries are the transport): the machine is told when a load starts, what it answered or that
 * it failed, and holds the flags and the values it is given. An answer that comes when its part
 * is not loading (e.g. after a reset) is ignored.
 */
import { assign, setup } from 'xstate';
import type { Navigation } from '@console/schema';
import { failureFrom } from '../session/failure.js';
import type { Failure } from '../session/sessionTypes.js';

/** A list request: whatever the list's query asks (filter, navigation, resource). */
export type ListRequest = Record<string, unknown>;
/** A list page as the list's query answered it. */
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
  | { type: 'data.list.loaded'; page: ListPage }
  | { type: 'data.list.failed'; error: unknown }
  | { type: 'data.detail.load'; id: string }
  | { type: 'data.detail.loaded'; detail: unknown }
  | { type: 'data.detail.failed'; error: unknown }
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
  actions: {
    setListRequest: assign(({ event }) =>
      event.type === 'data.list.load' ? { listRequest: event.request, error: null } : {},
    ),
    setDetailId: assign(({ event }) => (event.type === 'data.detail.load' ? { detailId: event.id, error: null } : {})),
    setList: assign(({ event }) =>
      event.type === 'data.list.loaded' ? { list: event.page.data, navigation: event.page.navigation } : {},
    ),
    setDetail: assign(({ event }) => (event.type === 'data.detail.loaded' ? { detail: event.detail } : {})),
    fail: assign(({ event }) =>
      event.type === 'data.list.failed' || event.type === 'data.detail.failed'
        ? { error: failureFrom(event.error) }
        : {},
    ),
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
          on: {
            'data.list.load': { target: 'loading', reenter: true, actions: 'setListRequest' },
            'data.list.loaded': { target: 'loaded', actions: 'setList' },
            // The previous rows stay on screen; only the error is shown.
            'data.list.failed': { target: 'failed', actions: 'fail' },
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
          on: {
            'data.detail.load': { target: 'loading', reenter: true, actions: 'setDetailId' },
            'data.detail.loaded': { target: 'loaded', actions: 'setDetail' },
            'data.detail.failed': { target: 'failed', actions: 'fail' },
          },
        },
        loaded: { on: { 'data.detail.load': { target: 'loading', actions: 'setDetailId' } } },
        failed: { tags: ['error'], on: { 'data.detail.load': { target: 'loading', actions: 'setDetailId' } } },
      },
    },
  },
});
