/**
 * Bulk preview/apply, preview paging, cancel and the wizard's transaction (bulk.graphql beside this file,
 * typed by codegen).
 */
import type { PreviewRow } from '@console/schema';
import type { BulkPreviewMutation, PreviewRowsQuery } from '../../../kit/graphql/generated/graphql.js';
import { jsonRecord } from '../../../kit/graphql/json.js';

export {
  BulkPreviewDocument as BULK_PREVIEW,
  BulkApplyDocument as BULK_APPLY,
  PreviewRowsDocument as PREVIEW_ROWS,
  CancelBulkTaskDocument as CANCEL_TASK,
} from '../../../kit/graphql/generated/graphql.js';

/** A failure the gateway answers as data (the common fields of the bulk payloads). */
export type PayloadFailure = Omit<BulkPreviewMutation['bulkPreview'], 'preview'>;

/** Preview rows as the machines hold them: each row's JSON (the row as sent) read as an object. */
export const toPreviewRows = (rows: PreviewRowsQuery['previewRows']['rows']): PreviewRow[] =>
  rows.map((r) => ({ ...r, row: jsonRecord(r.row) }));
