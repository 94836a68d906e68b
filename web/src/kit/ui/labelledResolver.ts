/**
 * A react-hook-form resolver whose messages read as every message of the console does (schema's
 * `labelMessage`): "Retention days must be 30 or more" rather than the model's
 * "retention_days must be 30 or more". Wraps any resolver (zodResolver of a form's model).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { labelMessage } from '@console/schema';

const KEYS_OF_AN_ERROR = new Set(['message', 'type', 'types', 'ref', 'root']);

/** Words each message of react-hook-form's nested errors by its field's path, in place. */
export function labelErrors(errors: unknown, path = ''): void {
  if (errors === null || typeof errors !== 'object') return;
  const error = errors as { message?: unknown };
  if (typeof error.message === 'string' && path) error.message = labelMessage(path, error.message);
  for (const [key, child] of Object.entries(errors))
    if (!KEYS_OF_AN_ERROR.has(key)) labelErrors(child, path ? `${path}.${key}` : key);
}

/** `resolver`, with its messages worded by field label. */
export function labelledResolver<V extends FieldValues, C, T>(resolver: Resolver<V, C, T>): Resolver<V, C, T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    labelErrors(result.errors);
    return result;
  };
}
