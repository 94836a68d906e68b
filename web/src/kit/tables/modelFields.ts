/**
 * What the kit reads from a zod model: the kind of each (dotted) field, for filters, cells and
 * forms. Apart from fields.ts so that what shows values without a model does not load zod.
 */
import { z } from 'zod';
import { isoDate } from '@console/schema';
import type { FieldInfo, FieldKind, FieldShape } from './fields.js';

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

/** A field's info as plain data (no zod types): what generated/recordFields.ts holds. */
export const fieldShape = ({ path, kind, options, format, optional }: FieldInfo): FieldShape => ({
  path,
  kind,
  ...(options ? { options } : {}),
  ...(format ? { format } : {}),
  optional,
});
