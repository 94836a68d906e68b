/**
 * Previews at rest: the preview header and its rows (with the writes each row plans) in the
 * previews and preview_rows tables, written with multi-row SQL and paged in SQL by index.
 */
import { randomUUID } from 'node:crypto';
import { navigationFor } from '@console/schema';
import type { Db, Queryable } from '../db.js';
import { NotFound } from '../errors.js';
import { type OutcomeCounts, type PlannedRow, type PlannedWrite, emptyCounts } from './types.js';

const CHUNK = 2000;
/** How many rows a preview answer carries; the rest are paged. */
export const PREVIEW_FIRST_ROWS = 100;

export interface PreviewHeader {
  preview_id: string;
  kind: string;
  bulk: string | null;
  user_uuid: string | null;
  request: Record<string, unknown>;
  counts: OutcomeCounts;
  total: number;
  applied_task_uuid: string | null;
}

/** A row as the API shows it (previewRowSchema). */
export const rowView = (r: PlannedRow) => ({
  index: r.index,
  outcome: r.outcome,
  resource: r.resource,
  uuid: r.uuid,
  changes: r.changes,
  errors: r.errors,
  row: r.row,
});

export function countOutcomes(rows: readonly PlannedRow[]): OutcomeCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

/** Stores a preview and its rows; answers its id, counts and first rows. */
export async function savePreview(
  db: Db,
  header: { kind: string; bulk: string | null; user_uuid: string | null; request: Record<string, unknown> },
  rows: readonly PlannedRow[],
) {
  const previewId = randomUUID();
  const counts = countOutcomes(rows);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into previews (preview_id, kind, bulk, user_uuid, request, counts, total)
        values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
      [
        previewId,
        header.kind,
        header.bulk,
        header.user_uuid,
        JSON.stringify(header.request),
        JSON.stringify(counts),
        rows.length,
      ],
    );
    const ranks = emptyCounts();
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK).map((r) => ({
        index: r.index,
        outcome: r.outcome,
        outcome_rank: ranks[r.outcome]++,
        store: r.store,
        record_uuid: r.uuid,
        base_version: r.base_version,
        row_data: { resource: r.resource, row: r.row },
        changes: r.changes,
        errors: r.errors,
        // A write's changes are derived from before and after again at apply time.
        writes: r.writes.map(({ changes: _changes, ...write }) => write),
      }));
      await tx.query(
        `insert into preview_rows (preview_id, index, outcome, outcome_rank, store, record_uuid, base_version,
          row_data, changes, errors, writes)
         select $1, index, outcome, outcome_rank, store, record_uuid, base_version, row_data, changes, errors, writes
           from jsonb_to_recordset($2::jsonb) as r(index int, outcome text, outcome_rank int, store text,
             record_uuid uuid, base_version int, row_data jsonb, changes jsonb, errors jsonb, writes jsonb)`,
        [previewId, JSON.stringify(chunk)],
      );
    }
  });
  db.statistics.wrote('preview_rows', rows.length);
  return { preview_id: previewId, total: rows.length, counts, rows: rows.slice(0, PREVIEW_FIRST_ROWS).map(rowView) };
}

export async function previewHeader(q: Queryable, previewId: string, lock = false): Promise<PreviewHeader> {
  const rows = await q.query<PreviewHeader>(
    `select preview_id::text as preview_id, kind, bulk, user_uuid::text as user_uuid, request, counts, total,
      applied_task_uuid::text as applied_task_uuid
       from previews where preview_id = $1${lock ? ' for update' : ''}`,
    [previewId],
  );
  if (!rows[0]) throw new NotFound(`No preview with preview_id ${previewId}`);
  return rows[0];
}

interface StoredRow {
  index: number;
  outcome: PlannedRow['outcome'];
  record_uuid: string | null;
  row_data: { resource: string; row: Record<string, unknown> };
  changes: PlannedRow['changes'];
  errors: PlannedRow['errors'];
}

/**
 * One page of a stored preview's rows, optionally of one outcome: a range on the row index (dense
 * from 0) or on the rank within the outcome, so a deep page costs what the first one does.
 */
export async function previewRowsPage(
  q: Queryable,
  previewId: string,
  outcome: string | undefined,
  page: number,
  pageSize: number,
) {
  const header = await previewHeader(q, previewId);
  const total = outcome ? (header.counts[outcome as keyof OutcomeCounts] ?? 0) : header.total;
  const from = (page - 1) * pageSize;
  const rows = await q.query<StoredRow>(
    outcome
      ? `select index, outcome, record_uuid::text as record_uuid, row_data, changes, errors from preview_rows
          where preview_id = $1 and outcome = $2 and outcome_rank >= $3 and outcome_rank < $4 order by outcome_rank`
      : `select index, outcome, record_uuid::text as record_uuid, row_data, changes, errors from preview_rows
          where preview_id = $1 and $2::text is null and index >= $3 and index < $4 order by index`,
    [previewId, outcome ?? null, from, from + pageSize],
  );
  return {
    data: rows.map((r) => ({
      index: r.index,
      outcome: r.outcome,
      resource: r.row_data.resource,
      uuid: r.record_uuid,
      changes: r.changes,
      errors: r.errors,
      row: r.row_data.row,
    })),
    navigation: navigationFor(page, pageSize, total),
  };
}

/**
 * Rows per read of a stored preview's writes. PGlite holds a query's whole answer in its
 * WebAssembly memory, which grows to the largest answer and never gives it back: the writes of
 * 100,000 rows read at once made it grow by the ~50 MB of their text and more.
 */
const READ_ROWS = 5000;

/** The writes of every row that is not in error, in row order (READ_ROWS at a time, after the last read). */
export async function plannedWrites(
  q: Queryable,
  previewId: string,
): Promise<Array<{ index: number; writes: PlannedWrite[] }>> {
  const planned: Array<{ index: number; writes: PlannedWrite[] }> = [];
  for (let after = -1; ;) {
    const rows = await q.query<{ index: number; writes: PlannedWrite[] }>(
      `select index, writes from preview_rows where preview_id = $1 and index > $2 and outcome <> 'error'
        order by index limit ${READ_ROWS}`,
      [previewId, after],
    );
    for (const row of rows) planned.push(row);
    if (rows.length < READ_ROWS) return planned;
    after = rows.at(-1)!.index;
  }
}

/** The request a preview was computed for (its company, for a bulk apply), if the preview exists. */
export async function previewRequest(q: Queryable, previewId: string): Promise<Record<string, unknown> | undefined> {
  return (
    await q.query<{ request: Record<string, unknown> }>('select request from previews where preview_id = $1', [
      previewId,
    ])
  )[0]?.request;
}

/** The uuids of the records a preview's rows name. */
export async function previewRecordUuids(q: Queryable, previewId: string): Promise<Set<string>> {
  const rows = await q.query<{ uuid: string }>(
    'select record_uuid::text as uuid from preview_rows where preview_id = $1',
    [previewId],
  );
  return new Set(rows.map((r) => r.uuid));
}

/**
 * Claims a preview for the task `taskUuid` under a row lock: true when it was free (never applied,
 * or its task failed or was cancelled), false when another task holds it.
 */
export async function claimPreview(q: Queryable, previewId: string, taskUuid: string): Promise<boolean> {
  const claimed = await q.query(
    `update previews p set applied_task_uuid = $2, applied_at = now()
      where preview_id = $1 and (applied_task_uuid is null or exists (
        select 1 from records t where t.store = 'tasks' and t.uuid = p.applied_task_uuid
          and t.data ->> 'status' in ('failed', 'cancelled')))
      returning preview_id`,
    [previewId, taskUuid],
  );
  return claimed.length > 0;
}

/** Gives a claimed preview back (its task could not be queued). */
export async function releasePreview(q: Queryable, previewId: string, taskUuid: string): Promise<void> {
  await q.query(
    'update previews set applied_task_uuid = null, applied_at = null where preview_id = $1 and applied_task_uuid = $2',
    [previewId, taskUuid],
  );
}
