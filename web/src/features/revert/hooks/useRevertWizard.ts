/** The revert wizard's actor for one target (a transaction, or one version of one record), kept across reloads. */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import { hasUnsavedWork, revertWizardMachine, targetKey, type RevertEvent, type RevertTarget } from '@console/machines';
import { useKeptWizard, usePersistedActor } from '../../../kit/wizard/usePersistedActor.js';
import { useLeaveWarning } from '../../../kit/wizard/useLeaveWarning.js';
import { revertActors } from '../revertActors.js';

const providedMachine = revertWizardMachine.provide({ actors: revertActors });
export type RevertSnapshot = SnapshotFrom<typeof revertWizardMachine>;

/** sessionStorage key of the kept wizard: one per target and user. */
export const revertKey = (target: RevertTarget, userUuid: string) =>
  `console.wizard.revert.${targetKey(target)}.${userUuid}`;

// A stopped wizard, or one still previewing, needs no keeping: opening the page previews afresh.
const isIdle = (s: RevertSnapshot) => s.matches('stopped') || s.matches('previewing');

export function useRevertWizard(target: RevertTarget, userUuid: string) {
  const idle = useCallback(isIdle, []);
  const { keeper, restored } = useKeptWizard(providedMachine, revertKey(target, userUuid));
  const kept = { keeper, restored: restored ?? { snapshot: null, lost: null } };
  const { actor, resumed } = usePersistedActor(providedMachine, kept, { target }, idle);
  const snapshot = useSelector(actor, (s) => s);
  useLeaveWarning(hasUnsavedWork(snapshot));
  const send = useCallback((event: RevertEvent) => actor.send(event), [actor]);
  return { snapshot, send, resumed };
}
