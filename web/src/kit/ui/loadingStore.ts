/**
 * What the page is waiting for: navigation (route chunks, guards), for which the loading bar shows,
 * and the requests in flight (queries and mutations; never the live subscriptions). Together they
 * tell when the page is settled — what a link's prefetch on idle waits for (prefetch.ts).
 */
import { useEffect, useSyncExternalStore } from 'react';

let pending = 0;
let requests = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while anything registered with `usePendingNavigation` is mounted. */
export const useNavigationPending = (): boolean => useSyncExternalStore(subscribe, () => pending > 0);

/** Marks navigation as pending for as long as the calling component is mounted. */
export function usePendingNavigation(): void {
  useEffect(() => {
    pending++;
    emit();
    return () => {
      pending--;
      emit();
    };
  }, []);
}

/** A request went out; the function returned says it is over (answered, failed or dropped), once. */
export function requestStarted(): () => void {
  requests++;
  let over = false;
  return () => {
    if (over) return;
    over = true;
    requests--;
    emit();
  };
}

/** Whether nothing is pending nor in flight now. */
export const isSettled = (): boolean => pending === 0 && requests === 0;

/**
 * Calls `settled` once nothing is pending nor in flight (at once if so already); returns the
 * cancel. A page that keeps asking (a poll) settles between its requests.
 */
export function whenSettled(settled: () => void): () => void {
  if (isSettled()) {
    settled();
    return () => undefined;
  }
  const unsubscribe = subscribe(() => {
    if (!isSettled()) return;
    unsubscribe();
    settled();
  });
  return unsubscribe;
}
