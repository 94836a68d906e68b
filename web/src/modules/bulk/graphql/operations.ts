/** Bulk preview/apply, preview paging, tasks and transactions (schema/graphql/bulk.graphql, operations.graphql). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { PreviewResult, PreviewRow, RowOutcome, TaskStatus } from '@console/schema';

/** A failure the gateway answers as data (OperationPayload-like). */
export interface PayloadFailure {
  ok: boolean;
  message: string | null;
  reason: string | null;
  field: string | null;
  status: number;
}

export interface BulkPreviewData {
  bulkPreview: PayloadFailure & { preview: PreviewResult | null };
}
export const BULK_PREVIEW: TypedDocumentNode<BulkPreviewData, { bulk: string; rows: unknown[] }> = gql`
  mutation BulkPreview($bulk: BulkName!, $rows: [JSON!]!) {
    bulkPreview(bulk: $bulk, rows: $rows) {
      ok message reason field status
      preview { preview_id bulk total counts { insert update unchanged error delete } }
    }
  }
`;

export interface BulkApplyData {
  bulkApply: PayloadFailure & { result: { task_uuid: string; preview_id: string | null; status: TaskStatus } | null; changed_rows: unknown };
}
export const BULK_APPLY: TypedDocumentNode<BulkApplyData, { bulk: string; preview_id?: string | null; rows?: unknown[] | null; confirm?: boolean | null }> = gql`
  mutation BulkApply($bulk: BulkName!, $preview_id: ID, $rows: [JSON!], $confirm: Boolean) {
    bulkApply(bulk: $bulk, preview_id: $preview_id, rows: $rows, confirm: $confirm) {
      ok message reason field status changed_rows
      result { task_uuid preview_id status }
    }
  }
`;

export interface PreviewRowsData {
  previewRows: { rows: PreviewRow[]; navigation: { page: number; page_size: number; total_items: number; total_pages: number } };
}
export const PREVIEW_ROWS: TypedDocumentNode<PreviewRowsData, { preview_id: string; outcome?: RowOutcome | null; page: number; page_size: number }> = gql`
  query PreviewRows($preview_id: ID!, $outcome: RowOutcome, $page: Int, $page_size: Int) {
    previewRows(preview_id: $preview_id, outcome: $outcome, page: $page, page_size: $page_size) {
      rows { index outcome resource uuid changes { field before after } errors { field message } row }
      navigation { page page_size total_items total_pages }
    }
  }
`;

export interface CancelTaskData {
  cancelTask: { ok: boolean; message: string | null; status: number };
}
export const CANCEL_TASK: TypedDocumentNode<CancelTaskData, { uuid: string }> = gql`
  mutation CancelBulkTask($uuid: ID!) { cancelTask(uuid: $uuid) { ok message status } }
`;

export interface TransactionSummary {
  uuid: string;
  resource: string;
  status: string;
  company: { digit_code: string } | null;
  counts: { insert: number; update: number; delete: number };
  changes: { rows: Array<{ stream_id: string; operation: string; changes: Array<{ field: string; before: unknown; after: unknown }> }>; navigation: { total_items: number } };
}
export const TRANSACTION: TypedDocumentNode<{ transaction: TransactionSummary | null }, { uuid: string }> = gql`
  query WizardTransaction($uuid: ID!) {
    transaction(uuid: $uuid) {
      uuid resource status company { digit_code } counts { insert update delete }
      changes(navigation: { page: 1, page_size: 5 }) { rows { stream_id operation changes { field before after } } navigation { total_items } }
    }
  }
`;
