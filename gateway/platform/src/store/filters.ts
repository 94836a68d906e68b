/**
 * Turns a getlist filter and navigation (DESIGN §3) into SQL over the records table, so that
 * filtering, paging and sorting happen in the database. Unknown fields are refused by name.
 */
import {
  type Filter,
  type FilterCondition,
  type ListNavigation,
  type ResourceDef,
  fieldPaths,
  givenValue,
  labelMessage,
} from '@console/schema';
import { InvalidInput } from './errors.js';

const COLUMNS: Record<string, string> = {
  id: 'id',
  uuid: 'uuid::text',
  version: 'version',
  created_at: 'created_at',
  updated_at: 'updated_at',
};
const NUMERIC_COLUMNS = new Set(['id', 'version']);
const TIME_COLUMNS = new Set(['created_at', 'updated_at']);
/** A JSON value compared as a number only when it reads as one: other rows simply do not match. */
const asNumber = (expr: string) =>
  `(case when ${expr} ~ '^\\s*-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$' then (${expr})::numeric end)`;

const knownFields = new Map<string, Set<string>>();
function fieldsOf(def: ResourceDef): Set<string> {
  let fields = knownFields.get(def.name);
  if (!fields) {
    fields = new Set(fieldPaths(def.record));
    knownFields.set(def.name, fields);
  }
  return fields;
}

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** SQL expression of a field path, as text. */
function textExpr(def: ResourceDef, path: string): string {
  if (path in COLUMNS) return COLUMNS[path]!;
  if (def.keyField === 'product_uuid' && path === 'product_uuid') return 'uuid::text';
  if (def.companyPath && path === def.companyPath) return 'company_code';
  return `(data #>> '{${path.split('.').join(',')}}')`;
}

/** Checks a path against the model; a wrong one answers 400 naming it. */
export function assertField(def: ResourceDef, path: string, what: 'filter' | 'sort' | 'metric'): void {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/i.test(path) || !fieldsOf(def).has(path)) {
    throw new InvalidInput(
      `There is no field "${path}" to ${what === 'metric' ? 'read a metric of' : `${what} by`}`,
      `${what === 'filter' ? 'filter' : what === 'sort' ? 'navigation.sort' : 'field'}.${path}`,
    );
  }
}

interface ZodLike {
  _zod?: { def?: { type?: string; innerType?: ZodLike } };
  shape?: Record<string, ZodLike>;
}
const unwrapped = (schema: ZodLike | undefined): ZodLike | undefined => {
  let current = schema;
  while (current?._zod?.def?.innerType && ['optional', 'nullable', 'default'].includes(current._zod.def.type ?? ''))
    current = current._zod.def.innerType;
  return current;
};

/** The zod type name ('string', 'boolean', …) of a field path of the model, if it can be told. */
function modelType(def: ResourceDef, path: string): string | undefined {
  let schema: ZodLike | undefined = def.record as unknown as ZodLike;
  for (const key of path.split('.')) {
    schema = unwrapped(schema);
    if (schema?._zod?.def?.type !== 'object') return undefined;
    schema = schema.shape?.[key];
  }
  return unwrapped(schema)?._zod?.def?.type;
}

/** The WHERE clause (without the word) for a filter; params are numbered from `offset + 1`. */
export function whereClause(def: ResourceDef, filter: Filter, offset: number): SqlPart {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${offset + params.length}`;
  };
  for (const [path, condition] of Object.entries(filter)) {
    assertField(def, path, 'filter');
    clauses.push(conditionSql(def, path, condition, param));
  }
  return { sql: clauses.length ? clauses.join(' and ') : 'true', params };
}

/** The fields whose "contains" a trigram index serves, by store (010_list_indexes.sql). */
const TRIGRAM_FIELDS: Record<string, readonly string[]> = { product_skus: ['sku', 'gtin'] };

/**
 * Whether a filter has a "contains" condition (`{like: text}`) that a trigram index can look up:
 * on a field it indexes, with three letters or digits in a row (a shorter text has no trigram, and
 * the index would read every row).
 */
export function containsByTrigram(def: ResourceDef, filter: Filter): boolean {
  const fields = TRIGRAM_FIELDS[def.store] ?? [];
  return Object.entries(filter).some(
    ([path, condition]) =>
      fields.includes(path) &&
      condition !== null &&
      typeof condition === 'object' &&
      'like' in condition &&
      /[\p{L}\p{N}]{3}/u.test(String(condition.like)),
  );
}

function conditionSql(
  def: ResourceDef,
  path: string,
  condition: FilterCondition,
  param: (v: unknown) => string,
): string {
  const expr = textExpr(def, path);
  const field = `filter.${path}`;
  const asText = (v: unknown) => (v === null ? null : String(v));
  // Typed columns get typed values: a wrong one is the caller's mistake (400), never a SQL error (500).
  const typed = (v: unknown): string => {
    if (NUMERIC_COLUMNS.has(path)) {
      if (typeof v === 'boolean' || v === '' || !Number.isSafeInteger(Number(v)))
        throw new InvalidInput(labelMessage(path, `must be a whole number, got ${givenValue(v)}`), field);
      // Compared as the column's own integer type, so its index still serves the filter.
      return `${param(Number(v))}::bigint`;
    }
    if (TIME_COLUMNS.has(path)) {
      if (typeof v !== 'string' || Number.isNaN(Date.parse(v)))
        throw new InvalidInput(labelMessage(path, `must be a date and time, got ${givenValue(v)}`), field);
      return `${param(new Date(v).toISOString())}::timestamptz`;
    }
    return param(asText(v));
  };
  /**
   * Equality on a JSON field compares text (`"42"` and `42` both equal '42'); the same rows, found
   * through the field's index (jsonb, 010_list_indexes.sql): its value is the text as a JSON string,
   * or the text itself when it reads as JSON (a number, true, false).
   */
  const equals = (v: unknown): string => {
    if (!expr.startsWith('(data #>>')) return `${expr} = ${typed(v)}`;
    const text = String(v);
    // The model's type of the field narrows them to one (stored records follow their model), so the
    // index gives the rows in id order: a boolean reads only as true or false, a string only as itself.
    const type = modelType(def, path);
    const exact = type === 'boolean' || type === 'string';
    const sql = exact ? '' : `${expr} = ${typed(v)}`;
    const candidates =
      type === 'boolean' ? (text === 'true' || text === 'false' ? [text] : []) : [JSON.stringify(text)];
    if (!exact) {
      try {
        JSON.parse(text);
        candidates.push(text);
      } catch {
        // Not JSON: only a JSON string can read as this text.
      }
    }
    const field = expr.replace('#>>', '#>');
    const json =
      candidates.length === 0
        ? 'false'
        : candidates.length === 1
          ? `${field} = ${param(candidates[0])}::jsonb`
          : `${field} = any(${param(candidates)}::jsonb[])`;
    // For a string or boolean field the jsonb test alone says the same, and the planner then
    // counts the matching rows from the index's statistics instead of guessing two of them.
    return exact ? json : `(${sql} and ${json})`;
  };
  if (condition === null) return `${expr} is null`;
  if (typeof condition !== 'object') return equals(condition);
  const entries = Object.entries(condition);
  if (entries.length !== 1) throw new InvalidInput(`must have exactly one operator, got ${entries.length}`, field);
  const [op, value] = entries[0] as [string, unknown];
  const cmp = (symbol: string) => {
    if (value === null || typeof value === 'object')
      throw new InvalidInput(`must be compared with a number, text or date, got ${givenValue(value)}`, field);
    if (NUMERIC_COLUMNS.has(path) || TIME_COLUMNS.has(path)) return `${expr} ${symbol} ${typed(value)}`;
    return typeof value === 'number'
      ? `${asNumber(expr)} ${symbol} ${param(value)}`
      : `${expr} ${symbol} ${param(asText(value))}`;
  };
  switch (op) {
    case 'eq':
      return value === null ? `${expr} is null` : equals(value);
    case 'ne':
      return value === null ? `${expr} is not null` : `${expr} is distinct from ${typed(value)}`;
    case 'in':
      if (!Array.isArray(value))
        throw new InvalidInput(`must be compared with a list of values, got ${givenValue(value)}`, field);
      return `(${expr})::text = any(${param(value.map(asText))}::text[])`;
    case 'like':
      if (value === null || typeof value === 'object')
        throw new InvalidInput(`must be compared with text, got ${givenValue(value)}`, field);
      return `(${expr})::text ilike ${param(`%${String(value).replace(/[%_\\]/g, (c) => `\\${c}`)}%`)}`;
    case 'gt':
      return cmp('>');
    case 'gte':
      return cmp('>=');
    case 'lt':
      return cmp('<');
    case 'lte':
      return cmp('<=');
    default:
      throw new InvalidInput(`has an unknown operator "${op}"`, field);
  }
}

/**
 * One key of a list's order: its SQL expression, the type a cursor's text value is cast back to,
 * whether it can be NULL (JSON fields and the company: sorted last), and its text form, which a
 * cursor carries (as text, so a timestamp keeps its microseconds and a JSON null stays apart from
 * a missing field).
 */
export interface SortKey {
  expr: string;
  type: 'bigint' | 'integer' | 'uuid' | 'timestamptz' | 'text' | 'jsonb';
  nullable: boolean;
  desc: boolean;
  text: string;
}

const COLUMN_TYPES: Record<string, SortKey['type']> = {
  id: 'bigint',
  uuid: 'uuid',
  version: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** The keys of the navigation's sort, then `id` ascending, which makes every order total. */
export function sortKeys(def: ResourceDef, navigation: Pick<ListNavigation, 'sort'>): SortKey[] {
  const keys = (navigation.sort ?? []).map(({ field, direction }): SortKey => {
    assertField(def, field, 'sort');
    const desc = direction === 'desc';
    if (field in COLUMN_TYPES)
      return { expr: field, type: COLUMN_TYPES[field]!, nullable: false, desc, text: `${field}::text` };
    if (def.companyPath === field)
      return { expr: 'company_code', type: 'text', nullable: true, desc, text: 'company_code' };
    const expr = `(data #> '{${field.split('.').join(',')}}')`;
    return { expr, type: 'jsonb', nullable: true, desc, text: `${expr}::text` };
  });
  keys.push({ expr: 'id', type: 'bigint', nullable: false, desc: false, text: 'id::text' });
  return keys;
}

/**
 * ORDER BY of those keys: each `asc|desc nulls last`; `reversed` turns every key round (nulls
 * first), which a backward scan of the same index gives. `alias(i)` names the keys in an outer query.
 */
export function orderOf(keys: readonly SortKey[], reversed = false, alias?: (i: number) => string): string {
  return keys
    .map((key, i) => {
      const desc = key.desc !== reversed;
      const nulls = key.nullable ? (reversed ? ' nulls first' : ' nulls last') : '';
      return `${alias ? alias(i) : key.expr} ${desc ? 'desc' : 'asc'}${nulls}`;
    })
    .join(', ');
}

/** ORDER BY for the navigation's sort (default: id). */
export function orderClause(def: ResourceDef, navigation: ListNavigation): string {
  return orderOf(sortKeys(def, navigation));
}
