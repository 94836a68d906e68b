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
  if (condition === null) return `${expr} is null`;
  if (typeof condition !== 'object') return `${expr} = ${typed(condition)}`;
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
      return value === null ? `${expr} is null` : `${expr} = ${typed(value)}`;
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

/** ORDER BY for the navigation's sort (default: id). */
export function orderClause(def: ResourceDef, navigation: ListNavigation): string {
  const parts = (navigation.sort ?? []).map(({ field, direction }) => {
    assertField(def, field, 'sort');
    const expr =
      field in COLUMNS
        ? field
        : def.companyPath === field
          ? 'company_code'
          : `(data #> '{${field.split('.').join(',')}}')`;
    return `${expr} ${direction === 'desc' ? 'desc' : 'asc'} nulls last`;
  });
  parts.push('id asc');
  return parts.join(', ');
}
