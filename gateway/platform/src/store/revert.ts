/**
 * Time travel read from the events (issue 18, DESIGN §3): every event of a record's stream holds
 * its fields before and after, so a record as it was at any moment or version, the records a store
 * has deleted, and what a transaction did to each record it touched are plain reads by stream.
 */
import { navigationFor } from '@console/schema';
import { eventChanges } from './commands.js';
import type { Queryable } from './db.js';

const iso = (value: string | Date) => new Date(value).toISOString();

type Fields = Record<string, unknown>;

interface StreamEventRow {
  version: number;
  type: string;
  data: { id?: number | string; before?: Fields | null; after?: Fields | null; changes?: unknown[] };
  meta: { user_uuid?: string | null; transaction_uuid?: string | null };
  recorded_at: string | Date;
  user_email: string | null;
}

/** One event of a record's stream, with who wrote it. */
export interface StreamEvent {
  version: number;
  type: string;
  id: number | null;
  before: Fields | null;
  after: Fields | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  deleted: boolean;
  created: boolean;
  recorded_at: string;
  user_uuid: string | null;
  user_email: string | null;
  transaction_uuid: string | null;
}

const EVENT_COLUMNS = `e.version, e.type, e.data, e.meta, e.recorded_at, u.email as user_email
  from events e left join users u on u.user_uuid::text = e.meta ->> 'user_uuid'`;

const toStreamEvent = (row: StreamEventRow): StreamEvent => ({
  version: row.version,
  type: row.type,
  id: row.data.id === undefined || row.data.id === null ? null : Number(row.data.id),
  before: row.data.before ?? null,
  after: row.data.after ?? null,
  changes: eventChanges(row.data) as StreamEvent['changes'],
  deleted: row.type.endsWith('.deleted'),
  created: row.type.endsWith('.created'),
  recorded_at: iso(row.recorded_at),
  user_uuid: row.meta.user_uuid ?? null,
  user_email: row.user_email,
  transaction_uuid: row.meta.transaction_uuid ?? null,
});

/** The event of `store:uuid` at `version`, or the last one recorded at or before `at`. */
export async function eventAsOf(
  q: Queryable,
  store: string,
  uuid: string,
  when: { version: number } | { at: string },
): Promise<StreamEvent | undefined> {
  const rows =
    'version' in when
      ? await q.query<StreamEventRow>(`select ${EVENT_COLUMNS} where e.stream_id = $1 and e.version = $2`, [
          `${store}:${uuid}`,
          when.version,
        ])
      : await q.query<StreamEventRow>(
          `select ${EVENT_COLUMNS} where e.stream_id = $1 and e.recorded_at <= $2::timestamptz
            order by e.version desc limit 1`,
          [`${store}:${uuid}`, when.at],
        );
  return rows[0] && toStreamEvent(rows[0]);
}

/** The last event of each of `streamIds` (their version now, and who wrote it). */
export async function lastEvents(q: Queryable, streamIds: readonly string[]): Promise<Map<string, StreamEvent>> {
  const found = new Map<string, StreamEvent>();
  if (streamIds.length === 0) return found;
  const rows = await q.query<StreamEventRow & { stream_id: string }>(
    `select s.stream_id, l.* from unnest($1::text[]) as s(stream_id)
      cross join lateral (select ${EVENT_COLUMNS} where e.stream_id = s.stream_id
        order by e.version desc limit 1) l`,
    [[...new Set(streamIds)]],
  );
  for (const row of rows) found.set(row.stream_id, toStreamEvent(row));
  return found;
}

/** The records of `store` whose last event is their deletion, most recently deleted first. */
export async function deletedRecords(q: Queryable, store: string, page: number, pageSize: number) {
  const rows = await q.query<StreamEventRow & { stream_id: string; total: number }>(
    `select e.stream_id, ${EVENT_COLUMNS.replace('from events e', ', count(*) over ()::int as total from events e')}
      where e.stream_type = $1 and e.type = $1 || '.deleted'
        and not exists (select 1 from events l where l.stream_id = e.stream_id and l.version > e.version)
      order by e.position desc limit $2 offset $3`,
    [store, pageSize, (page - 1) * pageSize],
  );
  return {
    data: rows.map((row) => {
      const event = toStreamEvent(row);
      return {
        uuid: row.stream_id.slice(store.length + 1),
        id: event.id,
        version: event.version,
        before: event.before ?? {},
        deleted_at: event.recorded_at,
        user_uuid: event.user_uuid,
        user_email: event.user_email,
        transaction_uuid: event.transaction_uuid,
      };
    }),
    navigation: navigationFor(page, pageSize, rows[0]?.total ?? 0),
  };
}

/** What one transaction did to one record: its fields before the first event and after the last. */
export interface TouchedStream {
  store: string;
  uuid: string;
  id: number | null;
  /** Null: the transaction created it. */
  before: Fields | null;
  /** Null: the transaction deleted it. */
  after: Fields | null;
  /** The version the transaction left it at. */
  version: number;
  /** False when its events carry no before and after (a log, a setting): nothing to put back. */
  revertable: boolean;
}

/**
 * Events read per query. PGlite holds a query's whole answer in its WebAssembly memory, which grows
 * to the largest answer and never gives it back: the events of a 100,000-row apply read at once
 * made the process ~30 MB larger for good.
 */
const TOUCHED_PAGE = 5000;

/**
 * Every record a transaction touched, in the order it first touched them, leaving out the
 * streams of `hidden` types (its own record, tasks), and the position of its last event: one read
 * of its events in order (the index on the transaction, then a page at a time), reduced here — the
 * first event of a stream gives what it was before, the last what the transaction left. A
 * 100,000-row apply is one pass, without sorting it twice.
 */
export async function touchedStreams(
  q: Queryable,
  transactionUuid: string,
  hidden: readonly string[],
): Promise<{ streams: TouchedStream[]; last: number }> {
  const fields = (value: Fields | null) => (value && typeof value === 'object' ? value : null);
  const streams = new Map<string, TouchedStream>();
  // Where its events are (the index on the transaction), then pages of that range in position order
  // (the primary key): a transaction's events are one run, as commands append one at a time.
  const [range] = await q.query<{ first: string | null; last: string | null }>(
    `select min(position) as first, max(position) as last from events where meta ->> 'transaction_uuid' = $1`,
    [transactionUuid],
  );
  if (range?.first === null || range?.first === undefined) return { streams: [], last: 0 };
  for (let after = Number(range.first) - 1; ;) {
    const rows = await q.query<{
      position: string | number;
      stream_type: string;
      stream_id: string;
      id: string | null;
      before: Fields | null;
      after: Fields | null;
      version: number;
      revertable: boolean;
    }>(
      `select position, stream_type, stream_id, version, data ->> 'id' as id, data -> 'before' as before,
         data -> 'after' as after, (data ? 'before' and data ? 'after') as revertable
         from events where position > $3 and position <= $4 and meta ->> 'transaction_uuid' = $1
           and stream_type <> all($2::text[])
         order by position limit ${TOUCHED_PAGE}`,
      [transactionUuid, hidden, after, range.last],
    );
    for (const row of rows) {
      const seen = streams.get(row.stream_id);
      if (seen) {
        seen.after = fields(row.after);
        seen.version = row.version;
        seen.revertable &&= row.revertable;
        continue;
      }
      streams.set(row.stream_id, {
        store: row.stream_type,
        uuid: row.stream_id.slice(row.stream_type.length + 1),
        id: row.id === null ? null : Number(row.id),
        before: fields(row.before),
        after: fields(row.after),
        version: row.version,
        revertable: row.revertable,
      });
    }
    if (rows.length < TOUCHED_PAGE) return { streams: [...streams.values()], last: Number(range.last) };
    after = Number(rows.at(-1)!.position);
  }
}

/** Streams probed per query (the ids sent as one parameter: PGlite keeps the largest for good). */
const PROBE_STREAMS = 5000;

/**
 * The streams among `streams` that have an event after the given version: what was written again
 * since a transaction, whose events all lie at or before position `last` (later ones come after
 * it). When fewer events came after it than there are streams (a recent transaction: the revert of
 * what was just applied), those events are read, once; else one probe of the (stream_id, version)
 * index per stream, reading no event.
 */
export async function writtenSince(
  q: Queryable,
  streams: ReadonlyArray<{ stream_id: string; version: number }>,
  last: number,
): Promise<Set<string>> {
  const moved = new Set<string>();
  if (streams.length === 0) return moved;
  const [{ since } = { since: 0 }] = await q.query<{ since: number }>(
    'select (coalesce(max(position), 0) - $1)::int as since from events',
    [last],
  );
  if (since <= 0) return moved;
  if (since <= streams.length) {
    const asked = new Set(streams.map((s) => s.stream_id));
    const later = await q.query<{ stream_id: string }>('select distinct stream_id from events where position > $1', [
      last,
    ]);
    for (const { stream_id } of later) if (asked.has(stream_id)) moved.add(stream_id);
    return moved;
  }
  for (let start = 0; start < streams.length; start += PROBE_STREAMS) {
    const block = streams.slice(start, start + PROBE_STREAMS);
    const rows = await q.query<{ stream_id: string }>(
      `select s.stream_id from unnest($1::text[], $2::int[]) as s(stream_id, version)
        where exists (select 1 from events e where e.stream_id = s.stream_id and e.version > s.version)`,
      [block.map((s) => s.stream_id), block.map((s) => s.version)],
    );
    for (const { stream_id } of rows) moved.add(stream_id);
  }
  return moved;
}
