/** The bulk wizard's actor for a screen: provided with the GraphQL actors, kept across reloads. */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { bulkWizardMachine, hasUnsavedWork, type BulkWizardEvent } from '@console/machines';
import type { SnapshotFrom } from 'xstate';
import { bulkActors } from '../bulkActors.js';
import { usePersistedActor } from './usePersistedActor.js';
import { useLeaveWarning } from './useLeaveWarning.js';

/** sessionStorage key of the kept wizard (one bulk wizard per tab). */
export const BULK_WIZARD_KEY = 'console.wizard.bulk';

const providedMachine = bulkWizardMachine.provide({ actors: bulkActors });
export type BulkSnapshot = SnapshotFrom<typeof bulkWizardMachine>;

/** Nothing entered yet: no need to keep or warn. */
const isIdle = (s: BulkSnapshot) => s.matches('pickResource') || (s.matches('source') && s.context.records.length === 0);

export function useBulkWizard(resource: string | undefined) {
  const idle = useCallback(isIdle, []);
  const { actor, resumed, kept } = usePersistedActor(providedMachine, BULK_WIZARD_KEY, resource ? { resource } : {}, idle);
  const snapshot = useSelector(actor, (s) => s);
  useLeaveWarning(hasUnsavedWork(snapshot));
  const send = useCallback((event: BulkWizardEvent) => actor.send(event), [actor]);
  return { snapshot, send, resumed, kept };
}
