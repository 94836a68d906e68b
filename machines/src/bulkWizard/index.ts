import type { SnapshotFrom } from 'xstate';
import type { bulkWizardMachine } from './bulkWizardMachine.js';

export { bulkWizardMachine } from './bulkWizardMachine.js';
export { bulkDef, bulkFields, missingFields, readyToApply, DEFAULT_REVIEW_PAGE_SIZE, DROP_PAGE_SIZE } from './logic.js';
export type * from './types.js';

/** True while the wizard holds input that leaving the page would lose (the leave warning). */
export const hasUnsavedWork = (snapshot: SnapshotFrom<typeof bulkWizardMachine>): boolean => snapshot.hasTag('unsaved');
