/**
 * The app's one recorder and the `inspect` callback every actor gets. The callback also forwards
 * to Stately's inspector once a developer connects it (statelyBridge.ts).
 */
import type { InspectionEvent } from 'xstate';
import { createInspector } from '@console/machines';
import { forwardToStately } from './statelyBridge.js';

/** Events kept per actor: enough for a bug report, bounded so that a long session stays light. */
export const INSPECTOR_EVENT_LIMIT = 500;

/** The recorder of every actor in the app. */
export const appInspector = createInspector({ limit: INSPECTOR_EVENT_LIMIT });

/**
 * Pass to every `createActor(machine, { inspect })`, `useMachine(machine, { inspect })`, `useActorRef`,
 * `createActorContext` provider.
 */
export function inspect(event: InspectionEvent): void {
  appInspector.inspect(event);
  forwardToStately(event);
}
