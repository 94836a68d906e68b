/**
 * The §8 error catalogue as GraphQL errors and payloads: the status (and field) in extensions,
 * the platform's reason carried for list and metric calls (§8: "from the error response's
 * data.response").
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import {
  type IssueLike,
  MESSAGES,
  describeIssue,
  fieldLabel,
  labelMessage,
  messageForStatus,
  type Refusal,
} from '@console/schema';
import { PlatformError } from './platformClient/index.js';

/** How a failure is worded: ordinary calls, list/metric calls (the reason), login (its own 400). */
export type FailureKind = 'default' | 'list' | 'login';

const CODES: Record<number, string> = {
  503: 'PLATFORM_UNAVAILABLE',
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * By name, not instanceof: graphql may be loaded twice (ESM and CJS, e.g. under vitest), and
 * errors must be made with yoga's copy (createGraphQLError) or it masks them.
 */
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * The status a user is told: a platform the gateway could not reach (status 0: refused, reset,
 * timed out) is 503 PLATFORM_UNAVAILABLE, not §8's status 0, which is the browser losing the
 * console itself (the web app's own finding, never the gateway's; issue 14).
 */
export const userStatus = (error: PlatformError): number => (error.status === 0 ? 503 : error.status);

/** The message a user sees for a failed platform call. */
export function messageFor(error: PlatformError, kind: FailureKind = 'default'): string {
  if (userStatus(error) === 503) return MESSAGES.platformUnavailable;
  if (kind === 'list' && error.status !== 401) return error.reason;
  if (kind === 'login' && error.status === 400) return MESSAGES.loginFailed;
  // 403, 409, 413 and 429 are not in the catalogue: the platform's reason says what to do.
  if (error.status === 403 || error.status === 409 || error.status === 413 || error.status === 429) return error.reason;
  return messageForStatus(error.status, kind === 'login' ? 'login' : 'default');
}

/** A GraphQL error from any failure; unknown errors become the 500 message. */
export function toGraphQLError(error: unknown, kind: FailureKind = 'default'): GraphQLError {
  if (isGraphQLError(error)) return error;
  if (error instanceof PlatformError) {
    const status = userStatus(error);
    return createGraphQLError(messageFor(error, kind), {
      extensions: {
        code: CODES[status] ?? 'PLATFORM_ERROR',
        status,
        reason: error.reason,
        ...(error.field ? { field: error.field } : {}),
      },
    });
  }
  return createGraphQLError(MESSAGES.serverError, {
    originalError: error as Error,
    extensions: { code: 'SERVER_ERROR', status: 500 },
  });
}

const REFUSAL_CODES: Record<Refusal['reason'], string> = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  privacy: 'PRIVACY_NOT_READ',
};

/** A refused call (DESIGN §4): no session (401), a missing role or the privacy policy unread (403). */
export const refusalError = (refusal: Refusal): GraphQLError =>
  createGraphQLError(refusal.message, { extensions: { code: REFUSAL_CODES[refusal.reason], status: refusal.status } });

/** No (valid) session. */
export const unauthenticatedError = (): GraphQLError =>
  createGraphQLError(MESSAGES.unauthorized, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });

/** Something that is not there for this caller or in this mode (404, the §8 message). */
export const notFoundError = (reason: string): GraphQLError =>
  createGraphQLError(MESSAGES.notFound, { extensions: { code: 'NOT_FOUND', status: 404, reason } });

/** A GraphQL input the gateway refuses before calling the platform. */
export const badInputError = (reason: string, field?: string): GraphQLError =>
  createGraphQLError(MESSAGES.badRequest, {
    extensions: { code: 'BAD_REQUEST', status: 400, reason, ...(field ? { field } : {}) },
  });

/**
 * `value` checked against a request shape of schema/ before it goes to the platform: the same
 * declaration the platform checks with, so the gateway's type is the platform's, and a bad value
 * is a 400 naming its field (by its label, schema's `describeIssue`) here rather than one hop later.
 */
export function parseInput<T>(
  schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue ? describeIssue(issue)[0] : undefined;
  throw badInputError(problem?.message ?? 'The input is not valid', problem?.field || undefined);
}

/** graphql-js's words for a variable that does not fit its type, and how a user reads them. */
const VARIABLE_REASONS: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^Int cannot represent non-integer value: (.*)$/s, (m) => `must be a whole number, got ${m[1]}`],
  [/^Int cannot represent non 32-bit signed integer value: (.*)$/s, (m) => `is too large a number, got ${m[1]}`],
  [/^Float cannot represent non numeric value: (.*)$/s, (m) => `must be a number, got ${m[1]}`],
  [/^String cannot represent a non string value: (.*)$/s, (m) => `must be text, got ${m[1]}`],
  [/^Boolean cannot represent a non boolean value: (.*)$/s, (m) => `must be true or false, got ${m[1]}`],
  [/^ID cannot represent value: (.*)$/s, (m) => `must be an id, got ${m[1]}`],
  [/^Value (".*") does not exist in ".*" enum\.?.*$/s, (m) => `is not one of the allowed values, got ${m[1]}`],
  [/^Enum ".*" cannot represent non-string value: (.*?)\.?$/s, (m) => `is not one of the allowed values, got ${m[1]}`],
  [/^Field "(.*)" is not defined by type ".*"\.?.*$/s, (m) => `has an unknown field "${m[1]}"`],
  [/^Expected value of type ".*", found null\.?$/s, () => 'is required'],
  [/^Expected type ".*" to be an object\.?$/s, () => 'must be a group of fields'],
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A variable that does not fit its GraphQL type (a bad id or filter in a URL the web app passes
 * on) in plain words: "Page must be a whole number, got "x"" behind §8's 400 message, the field
 * path and code kept in extensions. graphql-js words these for developers
 * ('Variable "$n" got invalid value "x" at "n.page"; Int cannot represent non-integer value: "x"').
 * Other errors answer undefined.
 */
export function variableError(message: string): GraphQLError | undefined {
  const missing =
    /^Variable "\$(\w+)" of (?:required|non-null) type ".*" (?:was not provided|must not be null)\.$/.exec(message);
  if (missing) return badInputError(`${fieldLabel(snake(missing[1]!))} is required`, snake(missing[1]!));
  const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?; (.*)$/s.exec(message);
  if (!invalid) return undefined;
  const [, variable, at, reason] = invalid as unknown as [string, string, string | undefined, string];
  // `n.page` is the field `page` of the variable `$n`; a variable on its own names itself.
  const path = snake(at ? at.split('.').slice(1).join('.') || variable : variable).replace(/\[(\d+)\]/g, '.$1');
  const words = VARIABLE_REASONS.find(([pattern]) => pattern.test(reason));
  const plain = words ? words[1](reason.match(words[0])!) : reason;
  return badInputError(labelMessage(path, plain), path);
}

/** The failed-form statuses: answered as data so a form can show them next to the field. */
const EXPECTED = new Set([400, 404, 409, 422]);

/** `{ok: false, message, reason, field, status}` of an expected failure, or undefined. */
export function expectedFailure(error: unknown) {
  if (!(error instanceof PlatformError) || !EXPECTED.has(error.status)) return undefined;
  return {
    ok: false,
    message: messageFor(error),
    reason: error.reason,
    field: error.field ?? null,
    status: error.status,
    data: error.data ?? null,
  };
}
