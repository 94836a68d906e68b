/**
 * Fields the SDL types as the JSON scalar are generated as `unknown`: these read them, in one place,
 * as the shape the platform documents for them (the gateway passes the platform's JSON through).
 */

/** A JSON field's content, read as the documented shape `T`. */
export const jsonAs = <T>(value: unknown): T => value as T;

/** A JSON object, or `{}` for anything else (null, an array, a scalar). */
export const jsonRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A JSON array of `T`, or `[]` for anything else. */
export const jsonList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
