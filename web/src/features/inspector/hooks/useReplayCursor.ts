/**
 * The replay position of the selected actor: null follows the live state, a number shows the snapshot after
 * that event.
 */
import { useState } from 'react';

export interface ReplayCursor {
  index: number | null;
  canBack: boolean;
  canForward: boolean;
  back(): void;
  forward(): void;
  live(): void;
  goTo(index: number): void;
}

/** `first`/`last`: absolute indices of the oldest and newest retained events. */
export function useReplayCursor(first: number, last: number): ReplayCursor {
  const [index, setIndex] = useState<number | null>(null);
  const at = index === null ? last : Math.min(Math.max(index, first), last);
  return {
    index: index === null ? null : at,
    canBack: at > first,
    canForward: index !== null && at < last,
    back: () => setIndex(Math.max(first, at - 1)),
    forward: () => setIndex(at + 1 >= last ? last : at + 1),
    live: () => setIndex(null),
    goTo: (i) => setIndex(Math.min(Math.max(i, first), last)),
  };
}
