/**
 * How a value of a record reads on screen (issue 16): what kind of thing it is, so that the one
 * value view (ValueView) shows booleans as tags, references as names, long ids shortened, lists
 * as lists and flat objects as their fields, never as JSON.
 */
import { displayValue } from '../tables/fields.js';

/** What a value is, for its view (text is shown through displayValue, which formats date-times). */
export type ValueShape =
  | { kind: 'empty' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'id'; value: string; short: string }
  | { kind: 'text'; value: string }
  /** `code`: set when the reference has no name and shows its code (a company's digit code) instead. */
  | { kind: 'reference'; name: string; href: string | null; code?: string }
  | { kind: 'list'; items: readonly unknown[] }
  | { kind: 'fields'; entries: ReadonlyArray<readonly [string, unknown]> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids longer than this are shortened to their first characters. */
export const SHORT_ID_LENGTH = 8;

/** Whether a text is a long id (a UUID) that reads better shortened. */
export const isLongId = (text: string): boolean => UUID.test(text);

/** A long id's first characters and an ellipsis: `3f2a9c1e…`. */
export const shortId = (id: string): string =>
  id.length > SHORT_ID_LENGTH + 1 ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id;

/**
 * The fields that hold a reference to a record of another resource, and where that record is
 * shown: a company on its page (the route id is its digit code, §2), the others on their details.
 */
const REFERENCES: Record<string, (ref: Record<string, unknown>) => string | null> = {
  company: (ref) => (ref.digit_code ? `/admin/companies/${String(ref.digit_code)}` : null),
  retailer: (ref) => (ref.uuid ? `/admin/retailers/details/${String(ref.uuid)}` : null),
  brand: (ref) => (ref.uuid ? `/admin/brands/details/${String(ref.uuid)}` : null),
  country: (ref) => (ref.uuid ? `/admin/countries/details/${String(ref.uuid)}` : null),
};

/** The last segment of a dotted field path (`company` of `company`, `retailer` of `x.retailer`). */
const lastKey = (field: string | undefined) => (field ?? '').split('.').at(-1) ?? '';

const NAMES = ['name', 'label', 'definition_name'];
const CODES = ['digit_code', 'iso_code'];

/** The name a reference shows: its name, else its code (then `code` is set). */
function referenceName(ref: Record<string, unknown>): { name: string; code?: string } | null {
  for (const key of [...NAMES, ...CODES]) {
    const value = ref[key];
    if (typeof value === 'string' && value !== '')
      return CODES.includes(key) ? { name: value, code: value } : { name: value };
  }
  return null;
}

/**
 * Reads a value (of the field `field`, a dotted path, when known) as the shape its view shows.
 * Objects that name something (`{name, digit_code}`) are references; other objects are fields.
 */
export function readValue(value: unknown, field?: string): ValueShape {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number' || typeof value === 'bigint') return { kind: 'text', value: String(value) };
  if (typeof value === 'string') {
    if (isLongId(value)) return { kind: 'id', value, short: shortId(value) };
    return { kind: 'text', value };
  }
  if (Array.isArray(value)) return value.length ? { kind: 'list', items: value } : { kind: 'empty' };
  if (typeof value === 'object') {
    const ref = value as Record<string, unknown>;
    const named = referenceName(ref);
    if (named !== null) return { kind: 'reference', ...named, href: REFERENCES[lastKey(field)]?.(ref) ?? null };
    const entries = Object.entries(ref).filter(([, item]) => item !== undefined);
    return entries.length ? { kind: 'fields', entries } : { kind: 'empty' };
  }
  return { kind: 'text', value: String(value) };
}

/** A value as one line of plain text, as its view reads (tooltips, accessible names, tests). */
export function valueText(value: unknown, field?: string): string {
  const shape = readValue(value, field);
  switch (shape.kind) {
    case 'empty':
      return '—';
    case 'boolean':
      return shape.value ? 'Yes' : 'No';
    case 'id':
      return shape.short;
    case 'text':
      // Date-times read as the console's date format (kit/tables/fields, displayValue).
      return displayValue(shape.value);
    case 'reference':
      return shape.name;
    case 'list':
      return shape.items.map((item) => valueText(item)).join(', ');
    case 'fields':
      return shape.entries.map(([key, item]) => `${key}: ${valueText(item, key)}`).join(', ');
  }
}
