/**
 * What the transactions list filters and sorts by, as the platform does it (getlist over the
 * `transactions` store: kind, resource and status by value, a date range on the commit times),
 * and the same rules on the client, so a commit arriving live joins the page only where the
 * server would have put it.
 */
import { resourceByName } from '@console/schema';
import type { z } from 'zod';
import { fieldAt, getPath, toFilter, type FieldInfo, type SortKey } from '../../kit/tables/index.js';
import type { TransactionRow } from '../monitor/index.js';

/** Fields offered in the filter bar: "contains" for kind and resource, a select for status. */
export const FILTER_PATHS = ['kind', 'resource', 'status'] as const;
/** URL filter keys (`f.from`, `f.to`) of the date range, as local days `YYYY-MM-DD`. */
export const FROM = 'from';
export const TO = 'to';
/** Newest first unless the URL says otherwise. */
export const DEFAULT_SORT: SortKey[] = [{ field: 'id', direction: 'desc' }];
/** Columns of the CSV export. */
export const CSV_COLUMNS = [
  'id',
  'uuid',
  'kind',
  'resource',
  'status',
  'counts.insert',
  'counts.update',
  'counts.delete',
  'started_at',
  'finished_at',
  'user_uuid',
  'task_uuid',
] as const;

const model = resourceByName('transactions')?.record as z.ZodObject | undefined;
export const FILTER_FIELDS: readonly FieldInfo[] = model
  ? FILTER_PATHS.map((p) => fieldAt(model, p)).filter((f): f is FieldInfo => Boolean(f))
  : [];

/** Local midnight of a `YYYY-MM-DD` day, `days` later; undefined when the text is not a day. */
export function localDayStart(day: string, days = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The getlist filter of the URL filters for one company. The date range keeps the transactions
 * that ran during those days: finished on or after the first day and started before the end of
 * the last (the platform takes one operator a field, so each bound has its own time field).
 */
export function transactionFilter(filters: Record<string, string>, digitCode: string): Record<string, unknown> {
  const { [FROM]: from, [TO]: to, ...rest } = filters;
  const filter = toFilter(rest, FILTER_FIELDS, { 'company.digit_code': digitCode });
  const start = from ? localDayStart(from) : undefined;
  const end = to ? localDayStart(to, 1) : undefined;
  if (start) filter.finished_at = { gte: start.toISOString() };
  if (end) filter.started_at = { lt: end.toISOString() };
  return filter;
}

type Scalar = string | number | boolean | null;
const scalar = (value: unknown): Scalar =>
  value === undefined ? null : typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as Scalar);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Compares two values as the platform orders them: numbers as numbers, the rest as text. */
function order(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether a row passes one condition of a getlist filter (eq, like, in, ranges; the platform's operators). */
function passes(value: unknown, condition: unknown): boolean {
  if (condition === null) return value === null || value === undefined;
  if (typeof condition !== 'object') return text(value) === text(condition);
  const [op, operand] = Object.entries(condition as Record<string, unknown>)[0] ?? [];
  if (value === null || value === undefined) return op === 'ne' && operand !== null;
  switch (op) {
    case 'eq':
      return text(value) === text(operand);
    case 'ne':
      return text(value) !== text(operand);
    case 'like':
      return String(scalar(value)).toLowerCase().includes(String(operand).toLowerCase());
    case 'in':
      return Array.isArray(operand) && operand.map(text).includes(text(value));
    case 'gt':
      return order(value, operand) > 0;
    case 'gte':
      return order(value, operand) >= 0;
    case 'lt':
      return order(value, operand) < 0;
    case 'lte':
      return order(value, operand) <= 0;
    default:
      return false;
  }
}

/** Whether a transaction matches a getlist filter (every condition). */
export function matchesFilter(row: TransactionRow, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([path, condition]) => passes(getPath(row, path), condition));
}

/** Orders rows as the platform does for these sort keys: nulls last, then by id ascending. */
export function compareBy(sort: readonly SortKey[]): (a: TransactionRow, b: TransactionRow) => number {
  return (a, b) => {
    for (const { field, direction } of sort) {
      const x = getPath(a, field);
      const y = getPath(b, field);
      const missingX = x === null || x === undefined;
      const missingY = y === null || y === undefined;
      if (missingX || missingY) {
        if (missingX !== missingY) return missingX ? 1 : -1;
        continue;
      }
      const c = order(x, y);
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    return a.id - b.id;
  };
}
