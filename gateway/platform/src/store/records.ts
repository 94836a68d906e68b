/**
 * The read side of the generic resources: records by id, uuid, natural key and filtered pages.
 * Records are returned in the shape of their zod model: stored fields plus id, uuid, version
 * and times (and `product_uuid` for products, §3).
 */
import type { ListNavigation, Filter, ResourceDef } from '@console/schema';
import type { Queryable } from './db.js';
import { orderClause, whereClause } from './filters.js';

export interface RecordRow {
  id: number;
  uuid: string;
  version: number;
  company_code: string | null;
  data: Record<string, unknown>;
  created_at: string | Date;
  updated_at: string | Date;
}

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

const SELECT = 'select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records';

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

/** One page of a filtered, sorted list, counted in SQL. */
export async function listPage(
  q: Queryable,
  def: ResourceDef,
  filter: Filter,
  navigation: ListNavigation,
): Promise<{ rows: ApiRecord[]; total: number }> {
  const where = whereClause(def, filter, 1);
  const order = orderClause(def, navigation);
  const limitAt = where.params.length + 2;
  const [rows, count] = await Promise.all([
    q.query<RecordRow>(
      `${SELECT} where store = $1 and ${where.sql} order by ${order} limit $${limitAt} offset $${limitAt + 1}`,
      [def.store, ...where.params, navigation.page_size, (navigation.page - 1) * navigation.page_size],
    ),
    q.query<{ total: number }>(`select count(*)::int as total from records where store = $1 and ${where.sql}`, [
      def.store,
      ...where.params,
    ]),
  ]);
  return { rows: rows.map((r) => toApi(def, r)), total: count[0]?.total ?? 0 };
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
