/** The dissociation wizard's actor for the company of the route, kept across reloads. */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { dissociationWizardMachine, type DissociationEvent } from '@console/machines';
import { usePersistedActor } from '../../bulk/hooks/usePersistedActor.js';
import { useLeaveWarning } from '../../bulk/hooks/useLeaveWarning.js';
import { dissociationActors } from '../dissociationActors.js';

const providedMachine = dissociationWizardMachine.provide({ actors: dissociationActors });
export type DissociationSnapshot = SnapshotFrom<typeof dissociationWizardMachine>;

/** sessionStorage key of the kept wizard: one per company and user. */
export const dissociationKey = (code: string, userUuid: string) => `console.wizard.dissociation.${code}.${userUuid}`;

const isIdle = (s: DissociationSnapshot) => s.matches('company') || (s.matches('retailer') && !s.context.retailer_url);
/** Work a reload or navigation would lose: choices made and not yet applied. */
const hasWork = (s: DissociationSnapshot) => !!s.context.retailer_url && !s.matches('progress') && !s.matches('result') && !s.matches('cancelled');

export interface DissociationOptions {
  company: { digit_code: string; name?: string | null };
  user: { user_uuid: string; scope: readonly string[] };
  retailerUrl: string | null;
}

export function useDissociationWizard({ company, user, retailerUrl }: DissociationOptions) {
  const idle = useCallback(isIdle, []);
  const { actor, resumed } = usePersistedActor(providedMachine, dissociationKey(company.digit_code, user.user_uuid), { user_uuid: user.user_uuid, scope: user.scope, company }, idle);
  const snapshot = useSelector(actor, (s) => s);
  useLeaveWarning(hasWork(snapshot));
  // ?retailer_url= picks the retailer of a fresh wizard.
  useEffect(() => {
    const s = actor.getSnapshot();
    if (retailerUrl && s.matches('retailer') && !s.context.retailer_url) actor.send({ type: 'retailer.select', retailer_url: retailerUrl });
  }, [actor, retailerUrl]);
  const send = useCallback((event: DissociationEvent) => actor.send(event), [actor]);
  return { snapshot, send, resumed };
}
