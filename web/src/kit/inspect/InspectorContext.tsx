/** The recorder and the `inspect` callback, for components and hooks that start actors. */
import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Inspector } from '@console/machines';
import { appInspector, inspect } from './appInspector.js';

/** The recorder the panel reads (the app's one by default; tests may provide their own). */
export const InspectorContext = createContext<Inspector>(appInspector);

const InspectContext = createContext<(event: InspectionEvent) => void>(inspect);

/** Provides a recorder other than the app's (tests, stories). */
export function InspectorProvider({ inspector, children }: { inspector: Inspector; children: ReactNode }) {
  return (
    <InspectorContext.Provider value={inspector}>
      <InspectContext.Provider value={inspector.inspect}>{children}</InspectContext.Provider>
    </InspectorContext.Provider>
  );
}

/** The callback to pass as `useMachine(machine, { inspect })` / `useActorRef(machine, { inspect })`. */
export const useInspect = (): ((event: InspectionEvent) => void) => useContext(InspectContext);
