/** Re-renders the panel when the recorder changes, at most every `delayMs` (actors can be chatty). */
import { useCallback, useSyncExternalStore } from 'react';
import type { Inspector } from '@console/machines';

export function useInspectorVersion(inspector: Inspector, delayMs = 150): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const off = inspector.subscribe(() => {
        timer ??= setTimeout(() => {
          timer = null;
          onChange();
        }, delayMs);
      });
      return () => {
        off();
        if (timer) clearTimeout(timer);
      };
    },
    [inspector, delayMs],
  );
  return useSyncExternalStore(subscribe, inspector.version, inspector.version);
}
