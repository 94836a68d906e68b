/**
 * The apply's writes with multi-row SQL: per chunk of rows, one statement per store and
 * operation that changes the read rows and appends their events (same stream ids, versions,
 * types and event data as Writer.insert/update/remove), inside the command's transaction.
 * A statement that touches fewer records than planned means a record moved: 409, all rolled back.
 * Progress is reported after each chunk: rows written so far inside the one open transaction,
 * which commits once at the end (or not at all).
 */
import { Conflict } from '../errors.js';
import type { StoredEvent } from '../bus.js';
import { diff, type Writer } from '../commands.js';
import { batches } from './batches.js';
import type { PlannedRows, PlannedWrite } from './types.js';

/**
 * Rows per chunk: small enough that an apply reports its progress as it goes (one report per
 * chunk; tasks.ts throttles what is published), large enough that each statement carries many
 * rows. About ten chunks of 100–250 rows for a small apply; a large one in at most about a hundred
 * chunks of up to 1,000 rows — each statement costs a few milliseconds beyond its rows, and at 250
 * rows a 100,000-row apply spent 8.9 s of its 13 s in 400 statements (5.8 s in 100 of 1,000).
 */
export const chunkRows = (total: number): number =>
  Math.min(1000, Math.max(100, Math.min(250, Math.ceil(total / 10)), Math.ceil(total / 100)));

// Each statement writes the read rows and the events of a chunk; `written` counts the rows the
// read side took (an update or delete of a moved record takes none: 409). No join between the
// two: on PGlite the planner has no statistics for the CTEs and would pick a nested loop.
const sqlFor = (write: string, columns: string, verb: string, version: string) => `
with input as (select * from jsonb_to_recordset($1::jsonb) as r(${columns})),
written as (${write}),
appended as (
  insert into events (stream_type, stream_id, version, type, data, meta)
  select $2, $2 || ':' || i.uuid::text, ${version}, $2 || '.${verb}', i.ev, $3::jsonb from input i order by i.id
  returning position, stream_id, recorded_at)
select (select count(*)::int from written) as written, a.* from appended a`;

// An insert is version 1 of a new stream, or the next version of a deleted record's stream when
// a revert re-creates it (base_version: the version its deletion made).
const INSERT_SQL = sqlFor(
  'insert into records (store, id, uuid, version, company_code, data) ' +
    'select $2, id, uuid, coalesce(base_version, 0) + 1, company_code, data from input returning 1',
  'id bigint, uuid uuid, base_version int, company_code text, data jsonb, ev jsonb',
  'created',
  'coalesce(i.base_version, 0) + 1',
);
const UPDATE_SQL = sqlFor(
  `update records r set data = i.data, version = i.base_version + 1, company_code = i.company_code, updated_at = now()
     from input i where r.store = $2 and r.uuid = i.uuid and r.version = i.base_version returning 1`,
  'id bigint, uuid uuid, base_version int, company_code text, data jsonb, ev jsonb',
  'updated',
  'i.base_version + 1',
);
const DELETE_SQL = sqlFor(
  'delete from records r using input i where r.store = $2 and ' +
    'r.uuid = i.uuid and r.version = i.base_version returning 1',
  'id bigint, uuid uuid, base_version int, ev jsonb',
  'deleted',
  'i.base_version + 1',
);

/** Reserves `count` consecutive ids of a store (the same counter `Writer.insert` uses); answers the first. */
export async function reserveIds(w: Writer, store: string, count: number): Promise<number> {
  const rows = await w.tx.query<{ next_id: number }>(
    `insert into id_counters (store, next_id) values ($1, coalesce((select max(id) from records
      where store = $1), 0) + $2::bigint)
     on conflict (store) do update set next_id = id_counters.next_id + $2::bigint returning next_id`,
    [store, count],
  );
  return Number(rows[0]!.next_id) - count + 1;
}

export interface WriteOptions {
  task_uuid: string | null;
  user_uuid: string | null;
  report?: (done: number) => Promise<void>;
  /** Test hook (config.failApplyAfterRows): throw once this many rows are written. */
  failAfterRows?: number;
}

/**
 * Writes the planned rows (a preview's stored chunks, read as they are written) in chunks of
 * `chunkRows(total)`; returns how many rows were applied.
 */
export async function applyWrites(
  w: Writer,
  planned: AsyncIterable<PlannedRows>,
  total: number,
  options: WriteOptions,
): Promise<number> {
  const meta = JSON.stringify({
    user_uuid: options.user_uuid,
    transaction_uuid: w.transactionUuid,
    task_uuid: options.task_uuid,
  });
  const failAfter = options.failAfterRows;
  const size = chunkRows(total);
  let done = 0;
  // The write chunks run across the stored ones; a test's injected failure cuts one short.
  const limit = () => (failAfter !== undefined && failAfter > done ? Math.min(size, failAfter - done) : size);
  for await (const rows of batches(planned, limit)) {
    await writeChunk(
      w,
      rows.flatMap((r) => r.writes),
      meta,
    );
    done += rows.length;
    // Awaited: a turn of the event loop between chunks, so the progress goes out as it happens (tasks.ts).
    await options.report?.(done);
    if (failAfter !== undefined && done >= failAfter)
      throw new Error(`Injected failure after ${done} rows (failApplyAfterRows)`);
  }
  return done;
}

async function writeChunk(w: Writer, writes: PlannedWrite[], meta: string): Promise<void> {
  const groups = new Map<string, PlannedWrite[]>();
  for (const write of writes) {
    if (write.op === 'check') continue;
    const key = `${write.op}\u0000${write.store}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(write);
  }
  for (const [key, list] of groups) {
    const [op, store] = key.split('\u0000') as [PlannedWrite['op'], string];
    // An update's event records its changes; a creation's or a deletion's does not (eventChanges, commands.ts).
    const ev = (id: number | null, write: PlannedWrite) =>
      op === 'update'
        ? { id, before: write.before, after: write.after, changes: diff(write.before ?? {}, write.after ?? {}) }
        : { id, before: write.before, after: write.after };
    if (op === 'insert') {
      // A re-created record keeps its id; new ones take fresh ids.
      const fresh = list.filter((write) => write.id === null).length;
      let next = fresh ? await reserveIds(w, store, fresh) : 0;
      const input = list.map((write) => {
        const id = write.id ?? next++;
        return {
          id,
          uuid: write.uuid,
          base_version: write.base_version,
          company_code: write.company_code,
          data: write.after,
          ev: ev(id, write),
        };
      });
      await run(w, INSERT_SQL, input, store, meta, 'created');
      w.count(store, 'insert', input.length);
    } else if (op === 'update') {
      const input = list.map((write) => ({
        id: write.id,
        uuid: write.uuid,
        base_version: write.base_version,
        company_code: write.company_code,
        data: write.after,
        ev: ev(write.id, write),
      }));
      await run(w, UPDATE_SQL, input, store, meta, 'updated');
      w.count(store, 'update', input.length);
    } else {
      const input = list.map((write) => ({
        id: write.id,
        uuid: write.uuid,
        base_version: write.base_version,
        ev: ev(write.id, write),
      }));
      await run(w, DELETE_SQL, input, store, meta, 'deleted');
      w.count(store, 'delete', input.length);
    }
  }
}

interface Input {
  id: number | null;
  uuid: string;
  base_version: number | null;
  ev: {
    id: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    changes?: unknown;
  };
}

/**
 * Runs one statement: every input row must have been written, with its event appended (else 409).
 * The writer is told where its events are (Writer.published) and, while it still holds events
 * (HELD_EVENT_BYTES), handed them in a compact form to build after the commit: the JSON of each
 * row's uuid, version and event data, and the positions and times the store gave them.
 */
async function run(w: Writer, sql: string, input: readonly Input[], store: string, meta: string, verb: string) {
  try {
    const rows = await w.tx.query<{
      written: number;
      position: number | string;
      stream_id: string;
      recorded_at: string | Date;
    }>(sql, [JSON.stringify(input), store, meta]);
    const written = rows[0]?.written ?? 0;
    if (written !== input.length || rows.length !== input.length)
      throw new Conflict(
        `${input.length - Math.min(written, rows.length)} ${store} record(s) changed since the preview`,
      );
    let first = Infinity;
    let last = -Infinity;
    for (const row of rows) {
      first = Math.min(first, Number(row.position));
      last = Math.max(last, Number(row.position));
    }
    if (!w.holdsEvents) return w.published(input.length, first, last);
    const at = new Map(input.map((row, k) => [`${store}:${row.uuid}`, k]));
    const positions = new Float64Array(input.length);
    // When each was written (clock_timestamp(), migration 008), in milliseconds as the feed sends it.
    const times = new Float64Array(input.length);
    for (const row of rows) {
      const k = at.get(row.stream_id)!;
      positions[k] = Number(row.position);
      times[k] = new Date(row.recorded_at).getTime();
    }
    const held = JSON.stringify(input.map(({ uuid, base_version, ev }) => [uuid, (base_version ?? 0) + 1, ev]));
    w.published(input.length, first, last, {
      bytes: held.length,
      build: () => {
        const parsedMeta = JSON.parse(meta) as Record<string, unknown>;
        const events = (JSON.parse(held) as Array<[string, number, Input['ev']]>).map(
          ([uuid, version, ev], k): StoredEvent => ({
            position: positions[k]!,
            stream_type: store,
            stream_id: `${store}:${uuid}`,
            version,
            type: `${store}.${verb}`,
            // An update's or deletion's id is the record's; an insert's the one reserved (never null).
            data: ev as StoredEvent['data'],
            meta: parsedMeta,
            recorded_at: new Date(times[k]!).toISOString(),
          }),
        );
        return events.sort((a, b) => a.position - b.position);
      },
    });
  } catch (error) {
    if (String((error as { code?: string }).code) === '23505')
      throw new Conflict(`a ${store} record changed since the preview`);
    throw error;
  }
}
