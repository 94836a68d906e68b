/** Counts what the page is waiting for (route chunks, guards); the loading bar shows while any is. */
import { useEffect, useSyncExternalStore } from 'react';

let pending = 0;
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
