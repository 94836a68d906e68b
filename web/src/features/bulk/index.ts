/** The bulk feature's public API: other features import it only from here. */
export { cancelTaskActor } from './bulkActors.js';
export { BULK_APPLY, BULK_PREVIEW, PREVIEW_ROWS, toPreviewRows } from './graphql/operations.js';
export { bulkOfResource, handoffCsv, handOffToBulk } from './handoff.js';
export type { BulkHandoff } from './handoff.js';
