/**
 * The HTTP layer's errors and the one place where the domain's refusals (store/errors.ts) get
 * their status: invalid input 400, unauthenticated 401, forbidden 403, not found 404, conflict
 * 409, throttled 429. Answers put the message, field and details in the error envelope.
 */
import { labelMessage } from '@console/schema';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  Throttled,
  Unauthenticated,
  parseInput,
} from '../store/errors.js';

/** A refusal of the HTTP layer itself (no route, a method not allowed, a body too large). */
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

export const badRequest = (message: string, field?: string) => new InvalidInput(message, field);
export const notFound = (message: string) => new NotFound(message);

/** Parses a request part with its zod model: the first issue is a 400 naming its field. */
export const parseOr400 = parseInput;

const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [InvalidInput, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Throttled, 429],
]);

/** The status of a domain refusal (the most specific class that has one). */
function statusOf(error: DomainError): number {
  for (const [kind, status] of STATUS) if (error instanceof kind) return status;
  return 400;
}

/**
 * The answer to an error thrown while handling a request: an HttpError as it is, a domain
 * refusal with its status; anything else is the server's fault (null).
 */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    // Invalid input names its field by the label the screens show, whoever threw it (schema's labelMessage).
    const message =
      error instanceof InvalidInput && error.field ? labelMessage(error.field, error.message) : error.message;
    return new HttpError(statusOf(error), message, error.field, error.details);
  }
  return null;
}
