/**
 * What the kit reads from a zod model: the kind of each (dotted) field, for filters, cells and
 * forms; plus dotted-path get/set on plain records.
 */
import { z } from 'zod';
import { columnLabel, isoDate } from '@console/schema';
import { formatDate, formatDateTime, isIsoDateTime, isIsoDay } from '../format/index.js';

/** The kind of a field, from its zod type. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'json';

/** One field of a model, nested objects flattened to dotted paths. */
export interface FieldInfo {
  path: string;
  kind: FieldKind;
  /** Allowed values (enums). */
  options?: readonly string[];
  /** Text fields that hold a calendar day (`YYYY-MM-DD`): shown, typed and filtered as a day. */
  format?: 'date';
  /** Whether the field may be left empty (optional, nullable or defaulted). */
  optional: boolean;
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

/** Strips optional/nullable/default wrappers; reports whether any was present. */
export function unwrapType(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else return { inner: current, optional };
  }
}

function kindOf(inner: z.ZodType): FieldKind {
  if (inner instanceof z.ZodString) return 'text';
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return 'enum';
  if (inner instanceof z.ZodObject) return 'object';
  if (inner instanceof z.ZodArray) return 'array';
  // z.uuid(), z.email(), z.url() are string formats.
  if ((inner as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'string') return 'text';
  return 'json';
}

function optionsOf(inner: z.ZodType): readonly string[] | undefined {
  if (inner instanceof z.ZodEnum) return (inner.options as unknown[]).map(String);
  if (inner instanceof z.ZodLiteral) return [...inner.values].map(String);
  return undefined;
}

/** One field's info (kind, options, optional) from its zod type. */
export function fieldInfo(path: string, schema: z.ZodType): FieldInfo {
  const { inner, optional } = unwrapType(schema);
  const info: FieldInfo = {
    path,
    kind: kindOf(inner),
    options: optionsOf(inner),
    ...(inner === isoDate ? { format: 'date' as const } : {}),
    optional,
    schema: inner,
    source: schema,
  };
  if (inner instanceof z.ZodArray) info.element = fieldInfo(`${path}[]`, inner.element as z.ZodType);
  return info;
}

/** Every leaf field of a model (nested objects flattened to dotted paths). */
export function modelFields(model: z.ZodObject, prefix = ''): FieldInfo[] {
  const out: FieldInfo[] = [];
  for (const [key, value] of Object.entries(model.shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const info = fieldInfo(path, value as z.ZodType);
    if (info.kind === 'object') out.push(...modelFields(info.schema as z.ZodObject, path));
    else out.push(info);
  }
  return out;
}

/** The info of one dotted path of a model, or undefined when the model has no such field. */
export function fieldAt(model: z.ZodObject, path: string): FieldInfo | undefined {
  return modelFields(model).find((f) => f.path === path);
}

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
