/**
 * Previews at rest: the preview header in `previews`, its planned rows (with the writes each row
 * plans) in `preview_chunks` — up to CHUNK_ROWS consecutive rows per chunk, as two deflated JSON
 * values (the rows as shown; the writes of those not in error), with the rank at which each
 * outcome starts in it. A page of rows, by index or by rank
 * within an outcome, reads the chunks that hold it; an apply reads the chunks one after the other
 * (`plannedChunks`), so neither a preview nor an apply holds another copy of all its rows.
 */
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, deflateRaw, inflateRaw } from 'node:zlib';
import { navigationFor } from '@console/schema';
import { diff } from '../commands.js';
import type { Db, Queryable } from '../db.js';
import { NotFound } from '../errors.js';
import { batches } from './batches.js';
import { type OutcomeCounts, type PlannedRow, type PlannedRows, type PlannedWrite, emptyCounts } from './types.js';

/** Rows per stored chunk: a page of rows reads one or two; 100,000 rows are 100 chunks. */
export const CHUNK_ROWS = 1000;
/** A chunk's two deflated parts, as base64. */
const PARTS = "encode(shown, 'base64') as shown, encode(writes, 'base64') as writes";
/** How many rows a preview answer carries; the rest are paged. */
export const PREVIEW_FIRST_ROWS = 100;

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);
/** Deflate's fastest level: the chunks are written once, read a few times, and kept for a while. */
const LEVEL = constants.Z_BEST_SPEED;

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

/** A planned row as shown, stored in a chunk's `shown`: without its changes when they are its one write's. */
type ShownRow = Omit<PlannedRow, 'writes' | 'changes'> & { changes?: PlannedRow['changes'] };

/**
 * The writes of a chunk's rows not in error, stored in its `writes` (without their changes, derived
 * from before and after again at apply): what an apply reads, without the rows as shown.
 */
type StoredWrites = Array<[index: number, writes: PlannedWrite[]]>;

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

function countOutcomes(rows: readonly PlannedRow[]): OutcomeCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

const packed = (value: unknown) => deflate(JSON.stringify(value), { level: LEVEL });

/** One chunk as stored: its rows deflated, and where each outcome's ranks start in it (`ranks` moves past them). */
async function pack(rows: readonly PlannedRow[], ranks: OutcomeCounts) {
  const counts = countOutcomes(rows);
  const start = { ...ranks };
  for (const outcome of Object.keys(counts) as Array<keyof OutcomeCounts>) ranks[outcome] += counts[outcome];
  const shown: ShownRow[] = rows.map(({ changes, writes, ...r }) =>
    // The changes of a row that is its one write (an insert, an update) are that write's: derived again when read.
    writes.length === 1 && changes === writes[0]!.changes ? r : { ...r, changes },
  );
  const writes: StoredWrites = rows
    .filter((r) => r.outcome !== 'error')
    .map((r) => [r.index, r.writes.map(({ changes: _changes, ...write }) => write as PlannedWrite)]);
  const [shownBody, writesBody] = await Promise.all([packed(shown), packed(writes)]);
  return { first_index: rows[0]!.index, rows: rows.length, ranks: start, counts, shown: shownBody, writes: writesBody };
}

/** A deflated part of a chunk, read as base64 (PGlite decodes a bytea's hex text slowly: ~7× the time). */
const unpack = async <T>(base64: string): Promise<T> =>
  JSON.parse((await inflate(Buffer.from(base64, 'base64'))).toString('utf8')) as T;

/** The changes a row shows: its own, or its one write's. */
const changesOf = (r: ShownRow, writes: ReadonlyMap<number, PlannedWrite[]>): PlannedRow['changes'] => {
  if (r.changes) return r.changes;
  const write = writes.get(r.index)?.[0];
  return write ? diff(write.before ?? {}, write.after ?? {}) : [];
};

/**
 * A preview's rows: planned already, or planned a block at a time by a function of the preview's
 * transaction (each block stored before the next is planned: never all of them in memory).
 */
export type PreviewRows = readonly PlannedRow[] | ((q: Queryable) => AsyncIterable<readonly PlannedRow[]>);

/**
 * Stores a preview and its rows in one transaction; answers its id, counts and first rows. The
 * request may be a function: what the rows showed once all are planned (the company they write to).
 */
export async function savePreview(
  db: Db,
  header: {
    kind: string;
    bulk: string | null;
    user_uuid: string | null;
    request: Record<string, unknown> | (() => Record<string, unknown>);
  },
  rows: PreviewRows,
) {
  const previewId = randomUUID();
  // The counts of the rows stored so far: where each outcome's ranks start in the next chunk.
  const counts = emptyCounts();
  const first: PlannedRow[] = [];
  let total = 0;
  let chunks = 0;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into previews (preview_id, kind, bulk, user_uuid, request, counts, total)
        values ($1, $2, $3, $4, '{}'::jsonb, $5::jsonb, 0)`,
      [previewId, header.kind, header.bulk, header.user_uuid, JSON.stringify(counts)],
    );
    const store = async (chunk: readonly PlannedRow[]) => {
      const packed = await pack(chunk, counts);
      await tx.query(
        `insert into preview_chunks (preview_id, chunk, first_index, rows, ranks, counts, shown, writes)
          values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
        [
          previewId,
          chunks++,
          packed.first_index,
          packed.rows,
          JSON.stringify(packed.ranks),
          JSON.stringify(packed.counts),
          packed.shown,
          packed.writes,
        ],
      );
    };
    // Blocks of any size are stored as chunks of CHUNK_ROWS (the last one shorter).
    for await (const chunk of batches(typeof rows === 'function' ? rows(tx) : [rows], CHUNK_ROWS)) {
      if (first.length < PREVIEW_FIRST_ROWS) first.push(...chunk.slice(0, PREVIEW_FIRST_ROWS - first.length));
      total += chunk.length;
      await store(chunk);
    }
    const request = typeof header.request === 'function' ? header.request() : header.request;
    await tx.query('update previews set request = $2::jsonb, counts = $3::jsonb, total = $4 where preview_id = $1', [
      previewId,
      JSON.stringify(request),
      JSON.stringify(counts),
      total,
    ]);
  });
  db.statistics.wrote('preview_chunks', chunks);
  return { preview_id: previewId, total, counts, rows: first.map(rowView) };
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

/**
 * One page of a stored preview's rows, optionally of one outcome: the chunks that hold the range
 * of row indexes (dense from 0) or of ranks within the outcome, so a deep page costs what the
 * first one does.
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
  const to = from + pageSize;
  // A page past the end is empty, however far (its row numbers may not even fit the index's type).
  if (from >= total) return { data: [], navigation: navigationFor(page, pageSize, total) };
  const chunks = await q.query<{ start: number; shown: string; writes: string }>(
    outcome
      ? `select (ranks ->> $2)::int as start, ${PARTS} from preview_chunks where preview_id = $1
          and (counts ->> $2)::int > 0 and (ranks ->> $2)::int < $4 and (ranks ->> $2)::int + (counts ->> $2)::int > $3
          order by chunk`
      : `select first_index as start, ${PARTS} from preview_chunks
          where preview_id = $1 and $2::text is null and first_index < $4 and first_index + rows > $3 order by chunk`,
    [previewId, outcome ?? null, from, to],
  );
  const data = [];
  for (const chunk of chunks) {
    const rows = (await unpack<ShownRow[]>(chunk.shown)).filter((r) => !outcome || r.outcome === outcome);
    const writes = new Map(await unpack<StoredWrites>(chunk.writes));
    for (const [i, row] of rows.entries())
      if (chunk.start + i >= from && chunk.start + i < to)
        data.push(rowView({ ...row, changes: changesOf(row, writes), writes: [] }));
  }
  return { data, navigation: navigationFor(page, pageSize, total) };
}

/**
 * Chunks read per query. PGlite holds a query's whole answer in its WebAssembly memory, which
 * grows to the largest answer and never gives it back: a few deflated chunks (~50 KB each) at once.
 */
const READ_CHUNKS = 4;

/**
 * One part of every chunk of a preview (`shown` or `writes`), a chunk at a time, in row order.
 * Chunks are numbered from 0 without gaps (savePreview), so each read names its numbers: with
 * `chunk > $2 order by chunk limit 4` instead, PostgreSQL read without the key's index (its
 * statistics still say the table is small) decoded every remaining chunk to keep four — each
 * read of a million-row preview's apply decoding hundreds.
 */
async function* storedChunks<T>(q: Queryable, previewId: string, part: 'shown' | 'writes'): AsyncGenerator<T> {
  for (let from = 0; ; from += READ_CHUNKS) {
    const chunks = await q.query<{ chunk: number; part: string }>(
      `select chunk, encode(${part}, 'base64') as part from preview_chunks
        where preview_id = $1 and chunk >= $2 and chunk < $3 order by chunk`,
      [previewId, from, from + READ_CHUNKS],
    );
    for (const chunk of chunks) yield await unpack<T>(chunk.part);
    if (chunks.length < READ_CHUNKS) return;
  }
}

/** The writes of every row that is not in error, in row order, a stored chunk at a time (their changes left out). */
export async function* plannedChunks(q: Queryable, previewId: string): AsyncGenerator<PlannedRows> {
  for await (const rows of storedChunks<StoredWrites>(q, previewId, 'writes'))
    if (rows.length) yield rows.map(([index, writes]) => ({ index, writes }));
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
  const uuids = new Set<string>();
  for await (const rows of storedChunks<ShownRow[]>(q, previewId, 'shown'))
    for (const row of rows) if (row.uuid) uuids.add(row.uuid);
  return uuids;
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
