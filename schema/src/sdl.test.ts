/**
 * GraphQL object types that carry a shape declared in zod here hold the same fields, each
 * nullable exactly when the model takes null: the SDL is written by hand, this keeps it the
 * model's (as kit/graphql/names.test.ts does for the enums).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, isNonNullType, isObjectType } from 'graphql';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { movedRowSchema, progressNoticeSchema, taskProgressSampleSchema, taskProgressSchema } from './index.js';

const folder = fileURLToPath(new URL('../graphql/', import.meta.url));
const schema = buildSchema(
  readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(folder + f, 'utf8'))
    .join('\n'),
);

/** Field name → nullable, of an SDL object type. */
function sdlFields(name: string): Record<string, boolean> {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, !isNonNullType(f.type)]));
}

/** Field name → nullable, of a zod object model. */
const zodFields = (model: z.ZodObject, omit: readonly string[] = []): Record<string, boolean> =>
  Object.fromEntries(
    Object.entries(model.shape)
      .filter(([key]) => !omit.includes(key))
      .map(([key, field]) => [key, (field as z.ZodType).safeParse(null).success]),
  );

describe('SDL object types against the zod models of schema/', () => {
  it.each([
    ['MovedRow', movedRowSchema],
    ['TaskProgress', taskProgressSchema],
    ['TaskProgressSample', taskProgressSampleSchema],
  ] as const)('%s has the fields of its model, nullable as the model', (name, model) => {
    expect(sdlFields(name)).toEqual(zodFields(model));
  });

  it('TaskProgressEvent carries the progress notice (less its feed type), plus the status and the task', () => {
    expect(sdlFields('TaskProgressEvent')).toEqual({
      ...zodFields(progressNoticeSchema, ['type']),
      status: false,
      task: true,
    });
  });
});
