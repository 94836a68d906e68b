export { bulkWizardMachine } from './bulkWizardMachine.js';
export { bulkDef, bulkFields, missingFields, readyToApply, DEFAULT_REVIEW_PAGE_SIZE, DROP_PAGE_SIZE } from './logic.js';
export type * from './types.js';

/**
 * True while a wizard (bulk or dissociation) holds work that leaving the page would lose: its
 * `unsaved` tag, which the leave warning follows.
 */
export const hasUnsavedWork = (snapshot: { hasTag(tag: string): boolean }): boolean => snapshot.hasTag('unsaved');
export {
  BULK_ROW_FIELDS,
  hasKeptRows,
  joinBulkSnapshot,
  sameRows,
  splitBulkSnapshot,
  type BulkRowField,
  type BulkRowsPart,
  type PersistedBulkSnapshot,
} from './persist.js';
