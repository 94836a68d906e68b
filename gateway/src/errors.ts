/**
 * The §8 error catalogue as GraphQL errors and payloads: the status (and field) in extensions,
 * the platform's reason carried for list and metric calls (§8: "from the error response's
 * data.response").
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { MESSAGES, messageForStatus, type Refusal } from '@console/schema';
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
 * is a 400 naming its field here rather than one hop later.
 */
export function parseInput<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInputError(
    issue?.message ?? 'invalid input',
    issue?.path.length ? issue.path.map(String).join('.') : undefined,
  );
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
