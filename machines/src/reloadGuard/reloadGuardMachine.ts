/**
 * Chunk-load failure recovery (§4, §8): reload the page, at most once per RELOAD_GUARD_WINDOW_MS.
 * Time and the storage that survives the reload are injected, so the rule tests without a browser.
 */
import { assign, setup } from 'xstate';
import { RELOAD_GUARD_WINDOW_MS } from '@console/schema';

/** Where the time of the last reload is kept across page loads (sessionStorage in the browser). */
export interface ReloadStore {
  read(): number | null;
  write(at: number): void;
}

export interface ReloadGuardInput {
  now: () => number;
  store: ReloadStore;
  windowMs?: number;
}

export interface ReloadGuardContext {
  now: () => number;
  store: ReloadStore;
  windowMs: number;
  /** The chunk failure that was not recovered by a reload. */
  error: string | null;
}

export type ReloadGuardEvent = { type: 'chunk.failed'; error?: string } | { type: 'chunk.dismiss' };

/** True when a reload may happen now: none recorded, or the last one is at least `windowMs` old. */
export const mayReload = (lastAt: number | null, now: number, windowMs: number): boolean =>
  lastAt === null || now - lastAt >= windowMs || now < lastAt;

export const reloadGuardMachine = setup({
  types: { context: {} as ReloadGuardContext, events: {} as ReloadGuardEvent, input: {} as ReloadGuardInput },
  guards: {
    mayReload: ({ context }) => mayReload(context.store.read(), context.now(), context.windowMs),
  },
  actions: {
    recordReload: ({ context }) => context.store.write(context.now()),
    /** Reloads the page; the web provides it (`location.reload()`). */
    reload: () => {
      throw new Error('reload must be provided by the app');
    },
    keepError: assign(({ event }) => ({
      error: event.type === 'chunk.failed' ? (event.error ?? 'chunk load failed') : null,
    })),
  },
}).createMachine({
  id: 'reloadGuard',
  context: ({ input }) => ({
    now: input.now,
    store: input.store,
    windowMs: input.windowMs ?? RELOAD_GUARD_WINDOW_MS,
    error: null,
  }),
  initial: 'watching',
  states: {
    watching: {
      on: {
        'chunk.failed': [
          { guard: 'mayReload', target: 'reloading', actions: ['recordReload', 'reload'] },
          { target: 'exhausted', actions: 'keepError' },
        ],
      },
    },
    // The page is going away; further failures while it unloads change nothing.
    reloading: { tags: ['busy'] },
    exhausted: {
      tags: ['error'],
      on: { 'chunk.dismiss': { target: 'watching', actions: assign({ error: null }) } },
    },
  },
});
