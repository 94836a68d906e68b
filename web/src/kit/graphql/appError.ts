/** Turns Apollo's errors into the `{status, userMessage}` shape the machines word with §8. */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@console/schema';
import { LiveError } from '../live/liveLink.js';

/** A failed call with the status the gateway put in the GraphQL error's extensions. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage?: string,
  ) {
    super(userMessage ?? `status ${status}`);
  }
}

/** The status and message of any failure of a GraphQL call; a network failure is status 0 (§8). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const status = first?.extensions?.status;
    const reason = first?.extensions?.reason;
    // §8's 400 message says only that the request was bad; the reason beside it says what to fix
    // ("Page must be a whole number, got "x""), as a refused write's payload does (messageOf.ts).
    const message =
      first?.message === MESSAGES.badRequest && typeof reason === 'string' && reason
        ? `${first.message} ${reason}`
        : first?.message;
    return new AppError(typeof status === 'number' ? status : 500, message);
  }
  if (ServerError.is(error)) return new AppError(error.statusCode);
  // A subscription the live connection could not run: 0 when the gateway was not reached.
  if (error instanceof LiveError) return new AppError(error.status);
  if (error instanceof TypeError) return new AppError(0);
  return new AppError(500);
}
