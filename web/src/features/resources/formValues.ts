/**
 * The generic form's values: one entry per leaf field of the resource's zod `input` model
 * (nested objects as dotted paths), turned back into an input object and checked with the model.
 */
import type { z } from 'zod';
import { getPath, isSimpleArray, setPath } from '../../kit/tables/fields.js';
import type { FieldInfo } from '../../kit/tables/fields.js';
import type { ResourceRecord } from './graphql/operations.js';

/** A form value: text for text, numbers, enums and JSON; a flag for booleans; the items of an array of simple values. */
export type FormValue = string | boolean | readonly string[];
export type FormValues = Record<string, FormValue>;
/** Messages by dotted field path ('' for the form as a whole). */
export type FieldErrors = Record<string, string>;

/** The form values of a record. */
export function initialValues(fields: readonly FieldInfo[], record: ResourceRecord): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = getPath(record, field.path);
    if (field.kind === 'boolean') values[field.path] = value === true;
    else if (isSimpleArray(field)) values[field.path] = Array.isArray(value) ? value.map(String) : [];
    else if (field.kind === 'array' || field.kind === 'json')
      values[field.path] = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    else values[field.path] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** What an empty field sends: null when the model allows null, else nothing. */
const emptyOf = (field: FieldInfo) => (field.source.safeParse(null).success ? null : undefined);

/**
 * The input object of the values (on top of `base`, so fields the form does not show are kept),
 * checked with the model: the parsed input, or the messages by field.
 */
export function buildInput(
  fields: readonly FieldInfo[],
  values: FormValues,
  model: z.ZodObject,
  base: ResourceRecord = {},
): { ok: true; input: ResourceRecord } | { ok: false; errors: FieldErrors } {
  let draft: ResourceRecord = { ...base };
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field.path];
    let next: unknown;
    if (field.kind === 'boolean') next = value === true;
    else if (isSimpleArray(field)) {
      const items = Array.isArray(value) ? (value as readonly string[]) : [];
      if (field.element?.kind !== 'number') next = [...items];
      else {
        const bad = items.findIndex((item) => item.trim() === '' || !Number.isFinite(Number(item)));
        if (bad >= 0) {
          errors[field.path] = `item ${bad + 1}: "${items[bad]}" is not a number`;
          continue;
        }
        next = items.map(Number);
      }
    } else if (typeof value !== 'string' || value.trim() === '')
      next = field.kind === 'text' && !field.optional ? (value ?? '') : emptyOf(field);
    else if (field.kind === 'number') next = Number.isFinite(Number(value)) ? Number(value) : value;
    else if (field.kind === 'array' || field.kind === 'json') {
      try {
        next = JSON.parse(value);
      } catch {
        errors[field.path] = `${field.path} must be valid JSON`;
        continue;
      }
    } else next = value;
    draft = setPath(draft, field.path, next);
  }
  // A nested object the model lets be null, left with every field empty, is null (a category of
  // no company), not an object of empty fields the model refuses.
  for (const [key, schema] of Object.entries(model.shape)) {
    const nested = fields.filter((f) => f.path.startsWith(`${key}.`));
    const empty = (f: FieldInfo) =>
      typeof values[f.path] !== 'boolean' &&
      !Array.isArray(values[f.path]) &&
      String(values[f.path] ?? '').trim() === '';
    if (nested.length > 0 && nested.every(empty) && (schema as z.ZodType).safeParse(null).success)
      draft = { ...draft, [key]: null };
  }
  const parsed = model.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // An item of an array lands on its array field, saying which item.
      const list = fields.find((f) => f.kind === 'array' && path.startsWith(`${f.path}.`));
      if (list) {
        const index = Number(path.slice(list.path.length + 1).split('.')[0]);
        errors[list.path] ??= Number.isInteger(index) ? `item ${index + 1}: ${issue.message}` : issue.message;
        continue;
      }
      // Messages of a nested field land on its nearest shown field (or the form).
      const target = fields.find((f) => f.path === path)
        ? path
        : (fields.find((f) => f.path.startsWith(`${path}.`))?.path ?? path);
      errors[target] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data as ResourceRecord };
}

/** The form field a server error names (`request.name` → `name`). */
export const serverField = (field: string | null | undefined): string => (field ?? '').replace(/^request\./, '');
