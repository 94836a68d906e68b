/**
 * The refusals of the platform's domain: what the store and the services throw when a request
 * cannot be done. They carry a message that names what is wrong, optionally the field and
 * details for the answer's `data`; they know nothing of HTTP. Only the HTTP layer turns them into
 * statuses (http/errors.ts `toHttpError`).
 */
import type { z } from 'zod';
import { describeIssue } from '@console/schema';

/** Base of every domain refusal. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is not acceptable: a field with a wrong value, a body that fails its model. */
export class InvalidInput extends DomainError {}
/** The caller is nobody we know: no credentials, or ones that are not valid (any more). */
export class Unauthenticated extends DomainError {}
/** The caller is known but may not do this (a role, the privacy policy, the service key alone). */
export class Forbidden extends DomainError {}
/** What the request names does not exist. */
export class NotFound extends DomainError {}
/** The request is valid but the state does not allow it now: a stale version, moved rows, children. */
export class Conflict extends DomainError {}
/** Too many attempts: the caller must wait (`details.retry_after_seconds`). */
export class Throttled extends DomainError {}

/**
 * A value the database refused for its column or cast (SQLSTATE class 22, "data exception": a
 * number out of range, text that is not a uuid or a date). Such values come from the request, so
 * it is invalid input in the database's words. Routes still check their input first, to name the field.
 */
export class InvalidValue extends InvalidInput {
  constructor(reason: string) {
    super(`A value in the request does not fit its field: ${reason}`);
  }
}

/**
 * Parses `value` with a zod model; the first issue becomes InvalidInput naming its field by the
 * label the screens show (schema's `describeIssue`), the dotted path and the issue's code beside
 * it for clients. `prefix` is where the value sits in the request (`request`, `query`).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problem = describeIssue(result.error.issues[0]!, prefix)[0]!;
  throw new InvalidInput(problem.message, problem.field || undefined, { code: problem.code });
}
