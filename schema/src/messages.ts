/**
 * How every validation message reads to a user, in one place (issue 16): the field named by the
 * label the screens show ("Min price", never `min_price`; nested "Company › Digit code"), what
 * was expected and what was given ("must be a number, got "abc""), rows counted from 1 as the
 * tables show them ("Row 3: …"). The machine-readable parts (the dotted field path, the issue's
 * code) stay beside the message, for clients that map errors to form fields.
 *
 * Two halves: zod's global error map (`plainIssue`, installed by `index.ts`) words *what* is
 * wrong without a field name — zod does not know the full path while it parses — and
 * `labelMessage` puts the field's label in front once the path is known. Messages declared in
 * the models ("digit_code must be 1 to 12 digits") go through the same `labelMessage`, which
 * replaces their leading field name with its label. §8's catalogue messages are not touched.
 */
import type { z } from 'zod';

/** A path as zod gives it (`['company', 'digit_code']`) or as the platform sends it (`company.digit_code`). */
export type FieldPath = string | readonly PropertyKey[];

const segmentsOf = (path: FieldPath): string[] =>
  (typeof path === 'string' ? path.split('.') : path.map(String)).filter((s) => s !== '');

/**
 * The label of one field name as every screen shows it (table headers, form fields, filters):
 * `digit_code` → "Digit code". The one declaration of how a field is called on screen.
 */
export function segmentLabel(name: string): string {
  const text = name.replace(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A column header for a dotted path, read as one phrase: `company.digit_code` → "Company digit code". */
export const columnLabel = (path: string): string => segmentLabel(path);

/**
 * Wrappers of a request that are no field a user fills in: `{version, request}` bodies, the
 * data-protection form's `{settings}`, a dissociation's `data`, a list's `filter` and `navigation`,
 * the `path` and `query` of a URL.
 */
const WRAPPERS = new Set(['request', 'body', 'settings', 'data', 'filter', 'navigation', 'path', 'query']);

/**
 * The label of a field in messages: nested objects read "Company › Digit code"; an item of a list
 * "Keywords › item 2"; a bulk row "Row 3" (rows and items counted from 1, as the screens count).
 */
export function fieldLabel(path: FieldPath): string {
  const parts = segmentsOf(path);
  // A wrapper names nothing a user filled in, unless it is all there is ("Request is required").
  while (parts.length > 1 && WRAPPERS.has(parts[0]!)) parts.shift();
  const out: string[] = [];
  parts.forEach((part, i) => {
    if (/^\d+$/.test(part)) {
      const n = Number(part) + 1;
      if (parts[i - 1] === 'rows') out[out.length - 1] = `Row ${n}`;
      else out.push(`item ${n}`);
    } else out.push(segmentLabel(part));
  });
  return out.join(' › ');
}

/** The dotted path of a field (`company.digit_code`), as answers carry it for clients. */
export const fieldPath = (path: FieldPath): string => segmentsOf(path).join('.');

/** A bulk row's number as the wizard's tables show it: the first data row is Row 1. */
export const rowNumber = (index: number): number => index + 1;

/** "Row 3: Price must be a number, got "abc"" for the row at `index` (0-based). */
export const rowMessage = (index: number, message: string): string => `Row ${rowNumber(index)}: ${message}`;

/** Field names a message written in a model may start with, longest first (`entity_type.id`, `id`). */
function spelledNames(parts: readonly string[]): string[] {
  const names = parts.filter((p) => !/^\d+$/.test(p));
  const out = new Set<string>();
  for (let i = 0; i < names.length; i++) out.add(names.slice(i).join('.'));
  for (let i = 0; i < parts.length; i++) out.add(parts.slice(i).join('.'));
  return [...out].filter(Boolean).sort((a, b) => b.length - a.length);
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The message with the field's label in front: "must be a URL" on `retailer_url` → "Retailer url
 * must be a URL"; a model's "digit_code must be 1 to 12 digits" on `company.digit_code` →
 * "Company › Digit code must be 1 to 12 digits". A message that is already a sentence of its own
 * (capitalised, or already starting with the label) is kept.
 */
export function labelMessage(path: FieldPath, message: string): string {
  const parts = segmentsOf(path);
  const label = fieldLabel(parts);
  if (!label) return capitalise(message);
  if (message.startsWith(label)) return message;
  let rest = message;
  let colon = false;
  for (const name of spelledNames(parts)) {
    if (rest.startsWith(`${name} `) || rest.startsWith(`${name}:`)) {
      colon = rest.charAt(name.length) === ':';
      rest = rest.slice(name.length).replace(/^:?\s*/, '');
      break;
    }
  }
  if (rest === message && /^[A-Z]/.test(message)) return message;
  // "must be …", "is required" continue the label; anything else ("field: reason") follows a colon.
  return !colon && /^[a-z]/.test(rest) ? `${label} ${rest}` : `${label}: ${rest}`;
}

/** One problem with a field: what clients map (the dotted path, the issue's code) and what people read. */
export interface FieldProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** The parts of a zod issue the formatter reads (zod's `$ZodIssue`, or one sent over the wire). */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly keys?: readonly string[];
}

/**
 * Every problem of an issue, worded for people: a field of unknown name is one problem per name
 * ("Unknown field "colour""); any other issue is its message behind the field's label.
 * `prefix` is where the parsed value sits in the request (`request` of a `{version, request}` body).
 */
export function describeIssue(issue: IssueLike, prefix: FieldPath = []): FieldProblem[] {
  const path = [...segmentsOf(prefix), ...issue.path.map(String)];
  const code = issue.code ?? 'custom';
  if (code === 'unrecognized_keys' && issue.keys?.length)
    return issue.keys.map((key) => ({
      field: fieldPath([...path, key]),
      code,
      message: path.every((p) => WRAPPERS.has(p))
        ? `Unknown field "${key}"`
        : `${fieldLabel(path)}: unknown field "${key}"`,
    }));
  return [{ field: fieldPath(path), code, message: labelMessage(path, issue.message) }];
}

/** Every problem of a zod error, worded for people, in the order zod found them. */
export const describeIssues = (error: { issues: readonly IssueLike[] }, prefix: FieldPath = []): FieldProblem[] =>
  error.issues.flatMap((issue) => describeIssue(issue, prefix));

/** A value as a message quotes it: text in quotes (shortened), anything else by its kind. */
export function givenValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return 'nothing';
}

/** "must name an existing company, got "9999"": a reference to a record that is not there. */
export const mustNameExisting = (what: string, value: unknown): string =>
  `must name an existing ${what}, got ${givenValue(value)}`;

/** What a type is called in a message. */
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  map: 'a group of fields',
  date: 'a date',
  null: 'empty',
};

/** What a string format is called in a message. */
const FORMATS: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a UUID',
  datetime: 'a date and time',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
  base64: 'base64 text',
  json_string: 'JSON text',
};

const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;

/**
 * zod's error map for the whole console: what is wrong with a value, in plain words and without
 * the field's name (`labelMessage` adds it). Messages a model declares itself still win.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const got = `, got ${givenValue(issue.input)}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required';
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return `must be ${expected}${got}`;
    }
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string')
        return Number(n) <= 1 ? 'must not be empty' : `must be at least ${plural(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(n) <= 1 ? 'must hold at least one item' : `must hold at least ${plural(n, 'item')}`;
      return issue.inclusive === false ? `must be more than ${n}${got}` : `must be ${n} or more${got}`;
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return `must be at most ${plural(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must hold at most ${plural(n, 'item')}`;
      return issue.inclusive === false ? `must be less than ${n}${got}` : `must be ${n} or less${got}`;
    }
    case 'invalid_format': {
      const format = FORMATS[issue.format];
      if (format) return `must be ${format}${got}`;
      if (issue.format === 'starts_with') return `must start with "${String(issue.prefix)}"${got}`;
      if (issue.format === 'ends_with') return `must end with "${String(issue.suffix)}"${got}`;
      if (issue.format === 'includes') return `must contain "${String(issue.includes)}"${got}`;
      return `is not in the expected format${got}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}${got}`;
    case 'invalid_value': {
      const values = issue.values.map((v) => (typeof v === 'string' ? v : String(v)));
      return values.length === 1 ? `must be ${values[0]}${got}` : `must be one of ${values.join(', ')}${got}`;
    }
    case 'invalid_union':
      return `is not valid${got}`;
    case 'invalid_key':
      return 'has a field name that is not valid';
    case 'invalid_element':
      return 'has an item that is not valid';
    case 'unrecognized_keys':
      return `has unknown field(s): ${issue.keys.join(', ')}`;
    default:
      return `is not valid${got}`;
  }
}
