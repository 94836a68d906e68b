/** The bulk wizard's actor for a screen: provided with the GraphQL actors, kept across reloads. */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import {
  bulkWizardMachine,
  hasUnsavedWork,
  joinBulkSnapshot,
  sameRows,
  splitBulkSnapshot,
  type BulkRowsPart,
  type BulkWizardEvent,
  type PersistedBulkSnapshot,
} from '@console/machines';
import type { SnapshotFrom } from 'xstate';
import { bulkActors } from '../bulkActors.js';
import { indexedDbRows } from '../../../kit/wizard/indexedDbRows.js';
import { useKeptWizard, usePersistedActor, type Restored } from '../../../kit/wizard/usePersistedActor.js';
import { useLeaveWarning } from '../../../kit/wizard/useLeaveWarning.js';
import type { WizardKeeper } from '../../../kit/wizard/wizardKeeper.js';

/** sessionStorage key of the kept wizard (one bulk wizard per tab); its rows are in IndexedDB. */
export const BULK_WIZARD_KEY = 'console.wizard.bulk';

const providedMachine = bulkWizardMachine.provide({ actors: bulkActors });
export type BulkSnapshot = SnapshotFrom<typeof bulkWizardMachine>;

/** The rows (megabytes at 100,000) are kept apart from the rest of the snapshot. */
const bulkRows = {
  parts: {
    split: (persisted: unknown) => splitBulkSnapshot(persisted as PersistedBulkSnapshot),
    join: (snapshot: unknown, rows: BulkRowsPart) => joinBulkSnapshot(snapshot as PersistedBulkSnapshot, rows),
    same: sameRows,
  },
  store: () => indexedDbRows<BulkRowsPart>(),
};

/** Nothing entered yet: no need to keep or warn. */
const isIdle = (s: BulkSnapshot) =>
  s.matches('pickResource') || (s.matches('source') && s.context.records.length === 0);

/** What the last reload kept of the tab's bulk wizard (null while its rows are read back). */
export const useKeptBulkWizard = () => useKeptWizard(providedMachine, BULK_WIZARD_KEY, bulkRows);

export function useBulkWizard(resource: string | undefined, kept: { keeper: WizardKeeper; restored: Restored }) {
  const idle = useCallback(isIdle, []);
  const { actor, resumed, status, lost } = usePersistedActor(providedMachine, kept, resource ? { resource } : {}, idle);
  const snapshot = useSelector(actor, (s) => s);
  useLeaveWarning(hasUnsavedWork(snapshot));
  const send = useCallback((event: BulkWizardEvent) => actor.send(event), [actor]);
  return { snapshot, send, resumed, status, lost };
}
