/** Building blocks shared by the entity models. */
import { z } from '../zod.js';
import { givenValue } from '../messages.js';

/**
 * A model's own wording for a value that is there but wrong, with what was given; a missing one
 * falls through to the console's "is required" (messages.ts).
 */
export const whenGiven =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? undefined : `${message}, got ${givenValue(issue.input)}`;

export const uuidSchema = z.uuid({ error: whenGiven('must be a UUID') });
export const digitCodeSchema = z
  .string({ error: whenGiven('digit_code must be a string of digits') })
  .regex(/^\d{1,12}$/, 'digit_code must be 1 to 12 digits');
export const nonEmpty = (field: string, max = 255) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
export const isoDateTime = z.string().datetime({ offset: true, error: whenGiven('must be a date and time') });
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
export const urlSchema = z.url({ error: whenGiven('must be a URL') });

/** Fields every stored record has (DESIGN §3): id, uuid, version for optimistic concurrency, times. */
export const recordFields = {
  id: z.number().int().positive(),
  uuid: uuidSchema,
  version: z.number().int().min(1),
  created_at: z.string(),
  updated_at: z.string(),
};
export const RECORD_FIELD_NAMES = Object.keys(recordFields);

/** A reference to a company by its digit code (the route id, §2). */
export const companyRefSchema = z.object({
  digit_code: digitCodeSchema,
  name: z.string().optional(),
});
export const retailerRefSchema = z.object({
  digit_code: digitCodeSchema,
  name: z.string().optional(),
});
export const entityTypeSchema = z.object({
  id: z.number().int().positive({ error: 'entity_type.id must be a positive integer' }),
  name: z.string().optional(),
});
