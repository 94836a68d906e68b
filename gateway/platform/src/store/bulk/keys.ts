/**
 * Batched lookups of existing records for a bulk preview and apply: by uuid, and by a resource's
 * natural key computed the same way in SQL and in JavaScript, so 100,000 rows cost one query
 * each way instead of one per row.
 */
import type { ResourceDef } from '@console/schema';
import type { Queryable } from '../db.js';
import { type RecordRow, valueAt } from '../records.js';

const SEP = '\u001f';
const SELECT = 'select id, uuid::text as uuid, version, company_code, data, created_at, updated_at';

/**
 * SQL text of a natural key over `data` (parts joined by a unit separator). Written with `||`, not
 * concat_ws (which is only stable): the same text is the expression of the store's key index
 * (migrations/013_natural_keys.sql), which PostgreSQL uses only for an identical expression.
 */
export function keySql(def: Pick<ResourceDef, 'naturalKey'>, column = 'data'): string {
  return def.naturalKey
    .map((path) => `coalesce(${column} #>> '{${path.split('.').join(',')}}', '')`)
    .join(' || chr(31) || ');
}

/** The natural key of a row, or null when a part is missing (such a row cannot match by key). */
export function keyOf(def: Pick<ResourceDef, 'naturalKey'>, row: Record<string, unknown>): string | null {
  if (def.naturalKey.length === 0) return null;
  const parts: string[] = [];
  for (const path of def.naturalKey) {
    const value = valueAt(row, path);
    if (value === undefined || value === null || typeof value === 'object') return null;
    parts.push(String(value));
  }
  return parts.join(SEP);
}

/** Records of a store by uuid. */
export async function byUuids(
  q: Queryable,
  store: string,
  uuids: readonly string[],
  lock = false,
): Promise<Map<string, RecordRow>> {
  const found = new Map<string, RecordRow>();
  if (uuids.length === 0) return found;
  const rows = await q.query<RecordRow>(
    `${SELECT} from records where store = $1 and uuid = any($2::uuid[])${lock ? ' order by id for update' : ''}`,
    [store, [...new Set(uuids)]],
  );
  for (const row of rows) found.set(row.uuid, row);
  return found;
}

/**
 * The version of each record of a store by uuid, locked `for update` when `lock`: what the apply's
 * check that nothing moved needs, without reading (and parsing) the records' fields.
 */
export async function versionsByUuids(
  q: Queryable,
  store: string,
  uuids: readonly string[],
  lock = false,
): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await q.query<{ uuid: string; version: number }>(
    `select uuid::text as uuid, version from records where store = $1 and uuid = any($2::uuid[])${
      lock ? ' order by id for update' : ''
    }`,
    [store, [...new Set(uuids)]],
  );
  return new Map(rows.map((row) => [row.uuid, row.version]));
}

/** The query of `byKeys` (the store and the keys its parameters), served by the store's key index. */
export const byKeysSql = (def: Pick<ResourceDef, 'naturalKey'>): string =>
  `${SELECT}, ${keySql(def)} as key from records where store = $1 and ${keySql(def)} = any($2::text[]) order by id`;

/** Records of a resource by natural key (the first one per key). */
export async function byKeys(q: Queryable, def: ResourceDef, keys: readonly string[]): Promise<Map<string, RecordRow>> {
  const found = new Map<string, RecordRow>();
  const unique = [...new Set(keys)];
  if (unique.length === 0 || def.naturalKey.length === 0) return found;
  const rows = await q.query<RecordRow & { key: string }>(byKeysSql(def), [def.store, unique]);
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, row);
  return found;
}

/** Digit codes of the given ones that name an existing company. */
export async function existingCompanies(q: Queryable, codes: Iterable<string>): Promise<Set<string>> {
  const list = [...new Set(codes)];
  if (list.length === 0) return new Set();
  const rows = await q.query<{ code: string }>(
    `select company_code as code from records where store = 'companies' and company_code = any($1::text[])`,
    [list],
  );
  return new Set(rows.map((r) => r.code));
}

/** Uuids of the given ones that name an existing product, with the product's company. */
export async function existingProducts(q: Queryable, uuids: Iterable<string>): Promise<Map<string, string | null>> {
  const list = [...new Set(uuids)];
  if (list.length === 0) return new Map();
  const rows = await q.query<{ uuid: string; code: string | null }>(
    `select uuid::text as uuid, company_code as code from records where store = 'products' and uuid = any($1::uuid[])`,
    [list],
  );
  return new Map(rows.map((r) => [r.uuid, r.code]));
}

/** The names (lower-cased) of a store's records in the given companies, with their uuids (product groupings). */
export async function namesInCompanies(
  q: Queryable,
  store: string,
  codes: Iterable<string>,
): Promise<Array<{ code: string; name: string; uuid: string }>> {
  return q.query<{ code: string; name: string; uuid: string }>(
    `select company_code as code, lower(data ->> 'name') as name, uuid::text as uuid from records
      where store = $1 and company_code = any($2::text[])`,
    [store, [...new Set(codes)]],
  );
}

/** A company's records of `store` at one retailer_url, optionally of some metrics only (a dissociation's reach). */
export async function atRetailer(
  q: Queryable,
  store: string,
  at: { company_digit_code: string; retailer_url: string },
  metrics?: readonly string[],
): Promise<RecordRow[]> {
  return q.query<RecordRow>(
    `${SELECT} from records where store = $1 and company_code = $2 and data ->> 'retailer_url' = $3
      and ($4::text[] is null or data ->> 'metric' = any($4::text[])) order by id`,
    [store, at.company_digit_code, at.retailer_url, metrics ?? null],
  );
}
