/**
 * One clock for every relative time on screen: a single timer, started by the first reader and
 * stopped with the last, ticks often enough that "20 sec ago" and "3 min ago" stay true.
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 10_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now, in milliseconds, renewed every few seconds while a component reads it. */
export const useClock = (): number =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
