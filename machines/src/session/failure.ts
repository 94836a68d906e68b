/** Turns any thrown value into the §8 failure the UI shows. */
import { messageForStatus, statusOf } from '@console/schema';
import type { Failure } from './sessionTypes.js';

/**
 * The failure for an error: its status (default 500) and the catalogue message in that context,
 * unless the error carries a `userMessage` the server already worded for the user.
 */
export function failureFrom(error: unknown, context: 'login' | 'default' = 'default'): Failure {
  const status = statusOf(error);
  const worded = error && typeof error === 'object' ? (error as { userMessage?: unknown }).userMessage : undefined;
  return { status, message: typeof worded === 'string' && worded ? worded : messageForStatus(status, context) };
}
