/** What a preview plans per row, stored with the preview and done exactly by its apply. */
import type { FieldChange } from '../commands.js';

/**
 * One write of a planned row. `check` writes nothing: the apply only verifies the record still
 * has `base_version` (an unchanged row, or a record the row depends on).
 */
export interface PlannedWrite {
  op: 'insert' | 'update' | 'delete' | 'check';
  /** The resource (for its natural key) and its store. */
  resource: string;
  store: string;
  uuid: string;
  /** The record's id (known for update, delete, check; reserved at apply for an insert). */
  id: number | null;
  base_version: number | null;
  company_code: string | null;
  /** Natural key of an inserted record: must still be free at apply time. */
  key: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Shown in the preview; not stored with the preview (derived from before and after again). */
  changes: FieldChange[];
}

export type Outcome = 'insert' | 'update' | 'unchanged' | 'error' | 'delete';

export interface RowError {
  field: string;
  message: string;
}

/** One planned row of a preview (stored in preview_chunks, store/bulk/previews.ts). */
export interface PlannedRow {
  index: number;
  outcome: Outcome;
  /** Resource the row lands in, and the record it names (null on an error row). */
  resource: string;
  store: string;
  uuid: string | null;
  base_version: number | null;
  changes: FieldChange[];
  errors: RowError[];
  row: Record<string, unknown>;
  writes: PlannedWrite[];
}

/** Rows of a preview that write (not in error): their index and writes; an apply reads a stored chunk at a time. */
export type PlannedRows = ReadonlyArray<{ index: number; writes: PlannedWrite[] }>;

export const emptyCounts = () => ({ insert: 0, update: 0, unchanged: 0, error: 0, delete: 0 });
export type OutcomeCounts = ReturnType<typeof emptyCounts>;

/** A row that moved since its preview (the body of a 409): schema/'s model. */
export type { MovedRow } from '@console/schema';
