/** Errors the platform answers with: a status and a message that names what is wrong. */
import type { z } from 'zod';
import { InvalidValue } from '../db/db.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Missing or invalid token') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, undefined, details);

/** Parses `value` with a zod model; the first issue becomes a 400 naming its field. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  const message = issue.code === 'unrecognized_keys' ? `unknown field: ${[field, ...issue.keys].filter(Boolean).join('.')}` : issue.message;
  throw badRequest(field && !message.startsWith(field) && issue.code !== 'unrecognized_keys' ? `${field}: ${message}` : message, field || undefined);
}

/**
 * The answer to an error thrown while handling a request: an HttpError as it is, a value the
 * database refused (db.ts InvalidValue) as 400; anything else is the server's fault (null).
 */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidValue) return badRequest(error.message);
  return null;
}
