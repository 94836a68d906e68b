/**
 * The read side of the generic resources: records by id, uuid, natural key and filtered pages.
 * Records are returned in the shape of their zod model: stored fields plus id, uuid, version
 * and times (and `product_uuid` for products, §3).
 */
import type { ListNavigation, Filter, ResourceDef } from '@console/schema';
import type { Queryable } from './db.js';
import { containsByTrigram, orderOf, sortKeys, whereClause } from './filters.js';
import { decodeCursor, encodeCursor, keysetBranches, keysetQuery, signatureOf } from './keyset.js';

export interface RecordRow {
  id: number;
  uuid: string;
  version: number;
  company_code: string | null;
  data: Record<string, unknown>;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A record's stored fields without its timestamps: what a write plans from. */
export type StoredRecord = Pick<RecordRow, 'id' | 'uuid' | 'version' | 'company_code' | 'data'>;

export type ApiRecord = Record<string, unknown> & { id: number; uuid: string; version: number };

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** A stored row in its model's shape. */
export function toApi(def: Pick<ResourceDef, 'keyField'>, row: RecordRow): ApiRecord {
  const record: ApiRecord = {
    ...row.data,
    id: Number(row.id),
    uuid: row.uuid,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  if (def.keyField === 'product_uuid') record.product_uuid = row.uuid;
  return record;
}

const SELECT_COLUMNS = 'id, uuid::text as uuid, version, company_code, data, created_at, updated_at';
const SELECT = `select ${SELECT_COLUMNS} from records`;

export async function getById(q: Queryable, store: string, id: number): Promise<RecordRow | undefined> {
  return (await q.query<RecordRow>(`${SELECT} where store = $1 and id = $2`, [store, id]))[0];
}

export async function getByUuid(
  q: Queryable,
  store: string,
  uuid: string,
  forUpdate = false,
): Promise<RecordRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  return (
    await q.query<RecordRow>(`${SELECT} where store = $1 and uuid = $2${forUpdate ? ' for update' : ''}`, [store, uuid])
  )[0];
}

/** Value at a dotted path of a plain object. */
export function valueAt(source: Record<string, unknown>, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The record whose natural key (§ resource registry) equals the row's, if any. */
export async function findByNaturalKey(
  q: Queryable,
  def: ResourceDef,
  row: Record<string, unknown>,
): Promise<RecordRow | undefined> {
  if (def.naturalKey.length === 0) return undefined;
  const filter: Filter = {};
  for (const path of def.naturalKey) {
    const value = valueAt(row, path);
    if (value === undefined || value === null || typeof value === 'object') return undefined;
    filter[path] = value as string | number | boolean;
  }
  const where = whereClause(def, filter, 1);
  return (
    await q.query<RecordRow>(`${SELECT} where store = $1 and ${where.sql} limit 1`, [def.store, ...where.params])
  )[0];
}

/** A page of a list and where it is: its rows, the total, and cursors to the pages around it. */
export interface ListPage {
  rows: ApiRecord[];
  total: number;
  /** The page's number; 0 when reached by cursor (its number would cost counting the rows before it). */
  page: number;
  cursors: { next: string | null; prev: string | null; last: string };
}

/**
 * A list with a "contains" filter the trigram index serves (filters.ts, containsByTrigram) and at
 * most this many matches reads them all and sorts them. The planner cannot see where in the order
 * the matches lie: for `sku contains "0042", sku desc` on the 100,000-SKU company it walked the
 * sort's index from the top and dropped 91,000 rows before it had 50 of the 230 matches (250 ms),
 * where the trigram index finds the 230 at once and sorting them costs a millisecond. Reading all
 * M matches costs about M rows; a walk meets a page of 50 after about 50 × 100,000 / M rows if
 * the matches are spread evenly (and after up to 100,000 if not): the two meet near 2,000.
 */
export const FEW_MATCHES = 2000;

/**
 * One page of a filtered, sorted list, counted in SQL. Without a cursor, `navigation.page` by
 * OFFSET (the spec's paging): a page past the middle is read from the end of the order instead,
 * so no page reads more than half the rows. With a cursor, the page after, before or at the end
 * of the cursor's row by its keys (keyset.ts), an index range at any depth. A "contains" filter
 * with few matches (FEW_MATCHES) reads its page from the matches, found first and then sorted.
 */
export async function listPage(
  q: Queryable,
  def: ResourceDef,
  filter: Filter,
  navigation: ListNavigation,
): Promise<ListPage> {
  const where = whereClause(def, filter, 1);
  const keys = sortKeys(def, navigation);
  const cursor = navigation.cursor === undefined ? undefined : decodeCursor(navigation.cursor, keys);
  const size = navigation.page_size;
  const params: unknown[] = [def.store, ...where.params];
  const param = (value: unknown) => (params.push(value), `$${params.length}`);
  const columns = `${SELECT_COLUMNS}, ${keys.map((k, i) => `${k.text} as k${i}, ${k.expr} as o${i}`).join(', ')}`;
  const base = `store = $1 and ${where.sql}`;
  const total = await countCached(q, def.store, base, params.slice());
  // The matches as a set of their own (materialized: the planner cannot fold the filter back into
  // a walk of the order's index), which the page's query then sorts.
  const few = total <= FEW_MATCHES && containsByTrigram(def, filter);
  const withMatches = few ? `with matches as materialized (select * from records where ${base}) ` : '';
  const from = few ? 'matches' : 'records';
  const scope = few ? 'true' : base;
  const signature = signatureOf(keys);
  const at = (row: KeyedRow, d: 'after' | 'before') =>
    encodeCursor({ d, s: signature, k: keys.map((_, i) => (row[`k${i}`] as string | null) ?? null) });
  const last = encodeCursor({ d: 'end', s: signature });

  if (!cursor) {
    const offset = (navigation.page - 1) * size;
    // Past the middle, the same rows are nearer the end: read them backwards from there.
    const fromEnd = offset > total / 2 && offset < total;
    const limit = fromEnd ? Math.min(size, total - offset) : size;
    const skip = fromEnd ? Math.max(0, total - offset - size) : offset;
    const order = orderOf(keys, fromEnd);
    // Rows skipped by OFFSET are read for their id alone (an index-only scan where the order is
    // of columns), and only the page's rows are then read whole; the few matches are read whole
    // already.
    const read = await q.query<KeyedRow>(
      few
        ? `${withMatches}select ${columns} from matches order by ${order} limit ${param(limit)} offset ${param(skip)}`
        : skip === 0
          ? `select ${columns} from records where ${base} order by ${order} limit ${param(limit)}`
          : `select ${columns} from records where store = $1 and id in (select id from records where ${base} ` +
            `order by ${order} limit ${param(limit)} offset ${param(skip)}) order by ${order}`,
      params,
    );
    const rows = fromEnd ? read.reverse() : read;
    return {
      rows: rows.map((r) => toApi(def, r)),
      total,
      page: navigation.page,
      cursors: {
        next: rows.length > 0 && offset + rows.length < total ? at(rows[rows.length - 1]!, 'after') : null,
        prev: rows.length > 0 && offset > 0 ? at(rows[0]!, 'before') : null,
        last,
      },
    };
  }

  const forward = cursor.d === 'after';
  const branches =
    cursor.d === 'end'
      ? [['true']]
      : keysetBranches(keys, cursor.k, forward, (value, type) => `${param(value)}::${type}`);
  const limit = param(size + 1);
  const found = branches.length
    ? await q.query<KeyedRow>(
        withMatches + keysetQuery({ columns, from, where: scope, keys, branches, forward, limit }),
        params,
      )
    : [];
  // One row more than the page tells whether there is another page beyond it.
  const more = found.length > size;
  const rows = forward ? found.slice(0, size) : found.slice(0, size).reverse();
  const first = rows[0];
  const final = rows[rows.length - 1];
  const again = (d: 'after' | 'before') => (cursor.d === 'end' ? null : encodeCursor({ d, s: signature, k: cursor.k }));
  return {
    rows: rows.map((r) => toApi(def, r)),
    total,
    page: 0,
    cursors: {
      next: forward
        ? more && final
          ? at(final, 'after')
          : null
        : cursor.d === 'end'
          ? null
          : final
            ? at(final, 'after')
            : again('after'),
      prev: forward ? (first ? at(first, 'before') : again('before')) : more && first ? at(first, 'before') : null,
      last,
    },
  };
}

type KeyedRow = RecordRow & Record<string, unknown>;

/**
 * Totals of a list, remembered per database, filter and store generation: paging through a
 * list (or scrolling it) counts its rows once, not on every page. The generation is the last
 * event's position: every write of a record appends an event in the same transaction
 * (commands.ts, bulk/write.ts). A total is kept only when counted while no other transaction was
 * running (its snapshot has no transaction in flight), so a writer that took a position before
 * the count but committed after it cannot leave a stale total behind (PostgreSQL; PGlite runs one
 * transaction at a time).
 */
const totals = new WeakMap<Queryable, Map<string, { generation: string; total: number }>>();
const TOTALS_KEPT = 256;
const GENERATION = '(select coalesce(max(position), 0)::text from events)';

async function countCached(q: Queryable, store: string, where: string, params: unknown[]): Promise<number> {
  let kept = totals.get(q);
  if (!kept) totals.set(q, (kept = new Map()));
  const key = JSON.stringify([store, where, params]);
  const hit = kept.get(key);
  if (hit) {
    const [now] = await q.query<{ generation: string }>(`select ${GENERATION} as generation`);
    if (now?.generation === hit.generation) return hit.total;
  }
  const [row] = await q.query<{ total: number; generation: string; quiet: boolean }>(
    `select count(*)::int as total, ${GENERATION} as generation,
      (select pg_snapshot_xmin(s) = pg_snapshot_xmax(s) from pg_current_snapshot() s) as quiet
      from records where ${where}`,
    params,
  );
  const total = row?.total ?? 0;
  kept.delete(key);
  if (row?.quiet) {
    kept.set(key, { generation: row.generation, total });
    if (kept.size > TOTALS_KEPT) kept.delete(kept.keys().next().value!);
  }
  return total;
}

/** The first record (by id) whose fields equal the filter's, if any. */
export async function firstWhere(q: Queryable, def: ResourceDef, filter: Filter): Promise<RecordRow | undefined> {
  const where = whereClause(def, filter, 1);
  return (
    await q.query<RecordRow>(`${SELECT} where store = $1 and ${where.sql} order by id limit 1`, [
      def.store,
      ...where.params,
    ])
  )[0];
}

/** How many records match a filter. */
export async function countWhere(q: Queryable, def: ResourceDef, filter: Filter): Promise<number> {
  const where = whereClause(def, filter, 1);
  const rows = await q.query<{ value: number }>(
    `select count(*)::int as value from records where store = $1 and ${where.sql}`,
    [def.store, ...where.params],
  );
  return rows[0]?.value ?? 0;
}

/** Records matching a filter counted per value of `field` (a checked field path), most first, at most 1,000 values. */
export async function countByField(
  q: Queryable,
  def: ResourceDef,
  field: string,
  filter: Filter,
): Promise<Array<{ value: string | null; count: number }>> {
  const where = whereClause(def, filter, 1);
  const expr = `(data #>> '{${field.split('.').join(',')}}')`;
  return q.query<{ value: string | null; count: number }>(
    `select ${expr} as value, count(*)::int as count from records where store = $1 and ${where.sql} group by 1
      order by 2 desc, 1 limit 1000`,
    [def.store, ...where.params],
  );
}
