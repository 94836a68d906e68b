/**
 * The generic form's values: one entry per leaf field of the resource's zod `input` model, in the
 * record's own nesting (react-hook-form names them by dotted path). What the library does not do
 * is here: turning stored values into input text and back, and placing the model's messages on
 * the fields the form shows.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { set } from 'react-hook-form';
import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { givenValue, labelMessage } from '@console/schema';
import { getPath, isSimpleArray, setPath } from '../../kit/tables/fields.js';
import type { FieldInfo } from '../../kit/tables/fields.js';
import type { ResourceRecord } from './graphql/operations.js';

/**
 * A form value: text for text, numbers, enums and JSON; a flag for booleans; the items of an array of simple
 * values.
 */
export type FormValue = string | boolean | readonly string[];
/** The values of the form, nested as in the record (`country.id` is `{ country: { id } }`). */
export type FormValues = Record<string, unknown>;
/** Messages by dotted field path. */
type Messages = Record<string, string>;
/** Where a message for the form as a whole is kept (react-hook-form drops `root` errors a resolver gives). */
export const FORM_WIDE = '_form';

/** The form values of a record. */
export function initialValues(fields: readonly FieldInfo[], record: ResourceRecord): FormValues {
  let values: FormValues = {};
  for (const field of fields) {
    const value = getPath(record, field.path);
    let text: FormValue;
    if (field.kind === 'boolean') text = value === true;
    else if (isSimpleArray(field)) text = Array.isArray(value) ? value.map(String) : [];
    else if (value === undefined || value === null) text = '';
    else if (field.kind === 'array' || field.kind === 'json') text = JSON.stringify(value, null, 2);
    else text = String(value);
    values = setPath(values, field.path, text);
  }
  return values;
}

/** What an empty field sends: null when the model allows null, else nothing. */
const emptyOf = (field: FieldInfo) => (field.source.safeParse(null).success ? null : undefined);

/**
 * The input object of the values (on top of `base`, so fields the form does not show are kept),
 * not yet checked with the model, and the messages of values that cannot be turned into input
 * (bad JSON, text among numbers); such a field keeps its `base` value.
 */
export function toInput(
  fields: readonly FieldInfo[],
  values: FormValues,
  model: z.ZodObject,
  base: ResourceRecord = {},
): { input: ResourceRecord; problems: Messages } {
  let input: ResourceRecord = { ...base };
  const problems: Messages = {};
  for (const field of fields) {
    const value = getPath(values, field.path);
    let next: unknown;
    if (field.kind === 'boolean') next = value === true;
    else if (isSimpleArray(field)) {
      const items = Array.isArray(value) ? (value as readonly string[]) : [];
      if (field.element?.kind !== 'number') next = [...items];
      else {
        const bad = items.findIndex((item) => item.trim() === '' || !Number.isFinite(Number(item)));
        if (bad >= 0) {
          problems[field.path] = labelMessage(
            `${field.path}.${bad}`,
            `must be a number, got ${givenValue(items[bad])}`,
          );
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
        problems[field.path] = labelMessage(field.path, 'must be valid JSON');
        continue;
      }
    } else next = value;
    input = setPath(input, field.path, next);
  }
  // A nested object the model lets be null, left with every field empty, is null (a category of
  // no company), not an object of empty fields the model refuses.
  for (const [key, schema] of Object.entries(model.shape)) {
    const nested = fields.filter((f) => f.path.startsWith(`${key}.`));
    const empty = (f: FieldInfo) => {
      const value = getPath(values, f.path);
      return typeof value !== 'boolean' && !Array.isArray(value) && String(value ?? '').trim() === '';
    };
    if (nested.length > 0 && nested.every(empty) && (schema as z.ZodType).safeParse(null).success)
      input = { ...input, [key]: null };
  }
  return { input, problems };
}

/**
 * Places each message of react-hook-form's nested errors on a shown field, first message first:
 * an array's item on the array, saying which item; a nested object on its first field; else the form.
 */
function place(fields: readonly FieldInfo[], errors: unknown, placed: Messages, path = ''): Messages {
  if (errors === null || typeof errors !== 'object') return placed;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string') {
    const list = fields.find((f) => f.kind === 'array' && path.startsWith(`${f.path}.`));
    const index = list ? Number(path.slice(list.path.length + 1).split('.')[0]) : Number.NaN;
    // Worded as every message is (schema's labelMessage): "Keywords › item 2 must be at most 200 characters".
    const worded = labelMessage(list && !Number.isInteger(index) ? list.path : path, message);
    if (list) placed[list.path] ??= worded;
    else placed[fields.find((f) => f.path === path || f.path.startsWith(`${path}.`))?.path ?? FORM_WIDE] ??= worded;
  }
  for (const [key, child] of Object.entries(errors))
    if (!['message', 'type', 'types', 'ref'].includes(key)) place(fields, child, placed, path ? `${path}.${key}` : key);
  return placed;
}

/**
 * The form's resolver: the values turned into input, then checked with the model by the zod
 * resolver; it answers the parsed input, or the messages under the fields.
 */
export function recordResolver(
  fields: readonly FieldInfo[],
  model: z.ZodObject,
  base: ResourceRecord = {},
): Resolver<FormValues, unknown, ResourceRecord> {
  const checkWithModel = zodResolver(model);
  return async (values, context, options) => {
    const { input, problems } = toInput(fields, values, model, base);
    const checked = await checkWithModel(input, context, options);
    const messages = Object.entries(place(fields, checked.errors, problems));
    if (messages.length === 0) return { values: checked.values as ResourceRecord, errors: {} };
    const errors: FormErrors<FormValues> = {};
    for (const [path, message] of messages) set(errors, path, { type: 'validate', message });
    return { values: {}, errors };
  };
}
