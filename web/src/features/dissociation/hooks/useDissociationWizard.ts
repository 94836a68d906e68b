/** The dissociation wizard's actor for the company of the route, kept across reloads. */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { dissociationWizardMachine, hasUnsavedWork, type DissociationEvent } from '@console/machines';
import { useKeptWizard, usePersistedActor } from '../../../kit/wizard/usePersistedActor.js';
import { useLeaveWarning } from '../../../kit/wizard/useLeaveWarning.js';
import { dissociationActors } from '../dissociationActors.js';

const providedMachine = dissociationWizardMachine.provide({ actors: dissociationActors });
export type DissociationSnapshot = SnapshotFrom<typeof dissociationWizardMachine>;

/** sessionStorage key of the kept wizard: one per company and user. */
export const dissociationKey = (code: string, userUuid: string) => `console.wizard.dissociation.${code}.${userUuid}`;

const isIdle = (s: DissociationSnapshot) => s.matches('company') || (s.matches('retailer') && !s.context.retailer_url);

export interface DissociationOptions {
  company: { digit_code: string; name?: string | null };
  user: { user_uuid: string; scope: readonly string[] };
  retailerUrl: string | null;
}

export function useDissociationWizard({ company, user, retailerUrl }: DissociationOptions) {
  const idle = useCallback(isIdle, []);
  // Small snapshots, kept whole in sessionStorage: restored at once.
  const { keeper, restored } = useKeptWizard(providedMachine, dissociationKey(company.digit_code, user.user_uuid));
  const kept = { keeper, restored: restored ?? { snapshot: null, lost: null } };
  const { actor, resumed, status } = usePersistedActor(
    providedMachine,
    kept,
    { user_uuid: user.user_uuid, scope: user.scope, company },
    idle,
  );
  const snapshot = useSelector(actor, (s) => s);
  // The machine's 'unsaved' tag, as in the bulk wizard: from the preview until the task takes over.
  useLeaveWarning(hasUnsavedWork(snapshot));
  // ?retailer_url= picks the retailer of a fresh wizard.
  useEffect(() => {
    const s = actor.getSnapshot();
    if (retailerUrl && s.matches('retailer') && !s.context.retailer_url)
      actor.send({ type: 'retailer.select', retailer_url: retailerUrl });
  }, [actor, retailerUrl]);
  const send = useCallback((event: DissociationEvent) => actor.send(event), [actor]);
  return { snapshot, send, resumed, status };
}
