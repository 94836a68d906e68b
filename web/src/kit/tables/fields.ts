/**
 * Fields and values without zod (issue 17: lists and the shell show values on the first view,
 * where zod is not loaded): the shape of a field's info (modelFields.ts reads it from a zod
 * model), dotted-path get/set on plain records, and a value as text.
 */
import type { z } from 'zod';
import { columnLabel } from '@console/schema';
import { formatDate, formatDateTime, isIsoDateTime, isIsoDay } from '../format/index.js';

/** The kind of a field, from its zod type. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'json';

/**
 * What a list needs of a field (its filter, its cells): plain data, no zod. The record fields of
 * every resource are generated as these (generated/recordFields.ts) so that a list's first view
 * does not load zod and the models.
 */
export interface FieldShape {
  path: string;
  kind: FieldKind;
  /** Allowed values (enums). */
  options?: readonly string[];
  /** Text fields that hold a calendar day (`YYYY-MM-DD`): shown, typed and filtered as a day. */
  format?: 'date';
  /** Whether the field may be left empty (optional, nullable or defaulted). */
  optional: boolean;
}

/** One field of a model, nested objects flattened to dotted paths (modelFields.ts reads them). */
export interface FieldInfo extends FieldShape {
  /** The unwrapped zod type. */
  schema: z.ZodType;
  /** The field's zod type as declared (with its optional/nullable/default wrappers). */
  source: z.ZodType;
  /** Arrays: the info of one item (path `<field>[]`). */
  element?: FieldInfo;
}

/** Item kinds an array may have to be edited as a list of values rather than JSON. */
const SIMPLE_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'number', 'enum']);

/** Whether a field is an array of simple values (text, numbers, enum members). */
export const isSimpleArray = (field: FieldInfo): boolean =>
  field.kind === 'array' && Boolean(field.element && SIMPLE_KINDS.has(field.element.kind));

/** Reads a dotted path of a record. */
export function getPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Returns a copy of the record with a dotted path set (intermediate objects created). */
export function setPath<T extends Record<string, unknown>>(record: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (!head) return record;
  if (rest.length === 0) return { ...record, [head]: value };
  const child = record[head];
  const base = child !== null && typeof child === 'object' ? (child as Record<string, unknown>) : {};
  return { ...record, [head]: setPath(base, rest.join('.'), value) };
}

/** A value as one line of text (cells, CSV, history). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * A value as people read it on screen: like formatValue, with days and date-times in the
 * browser's format (kit/format; CSV keeps ISO).
 */
export function displayValue(value: unknown): string {
  if (typeof value === 'string' && isIsoDay(value)) return formatDate(value);
  if (typeof value === 'string' && isIsoDateTime(value)) return formatDateTime(value);
  // A list of plain values reads as a list; lists of objects stay JSON.
  const plain = (item: unknown) => ['string', 'number', 'boolean'].includes(typeof item);
  if (Array.isArray(value) && value.every(plain)) return value.join(', ');
  // So does a flat object of plain values (a SKU's specs): "pack: single, size: 200 g".
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(plain)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${String(item)}`)
      .join(', ');
  }
  return formatValue(value);
}

/**
 * A column's header label: `company.digit_code` → "Company digit code". Declared once in schema
 * (`columnLabel`), where validation messages take the same labels from.
 */
export const labelOf = columnLabel;
