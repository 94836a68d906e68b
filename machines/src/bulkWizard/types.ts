/** Context, events and actor contracts of the bulk-upsert wizard (DESIGN §3, §6). */
import type {
  ApplyResult,
  BulkApplyRequest,
  MovedRow,
  Navigation,
  PreviewResult,
  PreviewRow,
  RowOutcome,
} from '@console/schema';
import type { ColumnMapping, RowIssue } from '../csv/index.js';
import type { WizardFailure, TaskRefInput, TaskUpdate } from '../taskMonitor/taskWatch.js';
import type { ApplyConflictError, TaskWatchEvent } from '../taskMonitor/taskProgressStates.js';

/** Input of the `preview` actor: POST {previewPath} with `{version, request: {rows}}`. Resolves to the preview. */
export interface BulkPreviewInput {
  resource: string;
  rows: Record<string, unknown>[];
}
export type BulkPreviewOutput = PreviewResult;

/** Input of the `loadPreviewRows` actor: one page of a stored preview, optionally one outcome only. */
export interface LoadPreviewRowsInput {
  preview_id: string;
  page: number;
  page_size: number;
  outcome: RowOutcome | null;
}
export interface LoadPreviewRowsOutput {
  rows: PreviewRow[];
  navigation: Navigation;
}

/** Input of the `apply` actor: bound to the preview, or (brands, no preview) the rows with `confirm: true`. */
export type BulkApplyInput = { resource: string } & BulkApplyRequest;
/** What the apply call answers: the task that runs it. */
export type BulkApplyOutput = ApplyResult;

/**
 * A row that changed since the preview (schema/'s model); the `apply` actor rejects with `{status: 409,
 * message, rows}`.
 */
export type { MovedRow };
export type { ApplyConflictError };

export type { TaskRefInput, TaskUpdate };

/** Counts and id of the current preview (the rows themselves are paged in `review`). */
export type PreviewSummary = Pick<PreviewResult, 'preview_id' | 'total' | 'counts'>;

/** The page of the preview on screen and how it is filtered. */
export interface ReviewPage {
  page: number;
  pageSize: number;
  outcome: RowOutcome | null;
  rows: PreviewRow[];
  totalItems: number;
  totalPages: number;
}

export interface BulkWizardContext {
  /** Name of the BULK_RESOURCES entry. */
  resource: string | null;
  /** File name, or null for pasted rows. */
  sourceName: string | null;
  headers: string[];
  /** The user's input, header -> cell: kept until applied so that nothing typed is lost. */
  records: Record<string, string>[];
  parseErrors: string[];
  mapping: ColumnMapping;
  /** Rows built from the records through the mapping (same order as `records`). */
  rows: Record<string, unknown>[];
  /** Browser-side check of the rows with the resource's row model. */
  issues: RowIssue[];
  invalid: number[];
  preview: PreviewSummary | null;
  review: ReviewPage;
  /** Indices of rows the server found in error, gathered page by page before dropping them. */
  dropping: { page: number; indices: number[] };
  conflict: MovedRow[] | null;
  task: TaskUpdate | null;
  failure: WizardFailure | null;
}

export interface BulkWizardInput {
  /** Start with this resource picked (e.g. from a route). */
  resource?: string;
  /** Page size of the review (default 100). */
  pageSize?: number;
}

/** The moves every preview-then-apply wizard offers (bulk, dissociation). */
export type WizardStepEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.confirm' }
  | { type: 'wizard.retry' }
  | { type: 'wizard.refresh' }
  | { type: 'wizard.cancel' }
  | { type: 'wizard.restart' };

export type BulkWizardEvent =
  | { type: 'resource.select'; resource: string }
  | { type: 'source.load'; text: string; name?: string | null }
  | { type: 'mapping.set'; field: string; header: string | null }
  | { type: 'mapping.auto' }
  | { type: 'rows.dropInvalid' }
  | { type: 'review.page'; page: number }
  | { type: 'review.filter'; outcome: RowOutcome | null }
  | { type: 'review.dropErrors' }
  | WizardStepEvent
  | TaskWatchEvent;
