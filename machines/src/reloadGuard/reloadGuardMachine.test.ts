import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { RELOAD_GUARD_WINDOW_MS } from '@console/schema';
import { mayReload, reloadGuardMachine } from './reloadGuardMachine.js';
import type { ReloadGuardEvent, ReloadStore } from './reloadGuardMachine.js';

/** One page load: a clock, a store shared across loads, and a count of reloads. */
function pageLoad(store: ReloadStore, at: number) {
  let reloads = 0;
  const machine = reloadGuardMachine.provide({ actions: { reload: () => void reloads++ } });
  const actor = createActor(machine, { input: { now: () => at, store } }).start();
  return { actor, reloads: () => reloads };
}
const memoryStore = (): ReloadStore => {
  let value: number | null = null;
  return { read: () => value, write: (at) => void (value = at) };
};

describe('reloadGuardMachine', () => {
  it('reloads on the first chunk failure and records the time', () => {
    const store = memoryStore();
    const page = pageLoad(store, 1_000);
    page.actor.send({ type: 'chunk.failed' });
    expect(page.reloads()).toBe(1);
    expect(store.read()).toBe(1_000);
    expect(page.actor.getSnapshot().value).toBe('reloading');
    page.actor.send({ type: 'chunk.failed' });
    expect(page.reloads()).toBe(1);
  });

  it('does not reload again within the window, and shows the failure instead', () => {
    const store = memoryStore();
    pageLoad(store, 1_000).actor.send({ type: 'chunk.failed' });
    const second = pageLoad(store, 1_000 + RELOAD_GUARD_WINDOW_MS - 1);
    second.actor.send({ type: 'chunk.failed', error: 'Failed to fetch dynamically imported module' });
    expect(second.reloads()).toBe(0);
    expect(second.actor.getSnapshot().context.error).toBe('Failed to fetch dynamically imported module');
    second.actor.send({ type: 'chunk.dismiss' });
    expect(second.actor.getSnapshot().value).toBe('watching');
  });

  it('reloads again once the window has passed', () => {
    const store = memoryStore();
    pageLoad(store, 1_000).actor.send({ type: 'chunk.failed' });
    const later = pageLoad(store, 1_000 + RELOAD_GUARD_WINDOW_MS);
    later.actor.send({ type: 'chunk.failed' });
    expect(later.reloads()).toBe(1);
  });

  it('treats a clock that went backwards as a new window', () => {
    expect(mayReload(5_000, 1_000, RELOAD_GUARD_WINDOW_MS)).toBe(true);
    expect(mayReload(null, 0, RELOAD_GUARD_WINDOW_MS)).toBe(true);
  });

  it('reaches every state on its paths', () => {
    const events: ReloadGuardEvent[] = [{ type: 'chunk.failed' }, { type: 'chunk.dismiss' }];
    for (const [stored, reachable] of [
      [null, ['watching', 'reloading']],
      [1_000, ['watching', 'exhausted']],
    ] as const) {
      const store = { read: () => stored, write: () => undefined };
      const paths = getShortestPaths(reloadGuardMachine, { events, input: { now: () => 2_000, store } });
      expect(paths.map((p) => p.state.value).sort()).toEqual([...reachable].sort());
    }
  });
});
