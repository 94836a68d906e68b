/** The words of a failure (§8): the gateway's message, else the catalogue's for its status. */
import { messageForStatus } from '@console/schema';
import { type AppError, toAppError } from './appError.js';
import type { PayloadFragment as OperationPayload } from './generated/graphql.js';

/** Message of a failed call. */
export const messageOf = (error: AppError): string => error.userMessage ?? messageForStatus(error.status);

/** Message of a call's failure (a query's `error`), or null without one. */
export const failureMessage = (error: unknown): string | null => (error ? messageOf(toAppError(error)) : null);

/** Message of a refused write: the §8 message with the platform's reason when it gave one. */
export const payloadMessage = (payload: Pick<OperationPayload, 'message' | 'reason' | 'status'>): string => {
  const message = payload.message ?? messageForStatus(payload.status);
  return payload.reason && payload.reason !== message ? `${message} ${payload.reason}` : message;
};
