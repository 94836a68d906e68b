/**
 * The two shapes of a resolver body: a checked call that throws §8 errors, or a form payload.
 * Who may call a root field is not decided here: access.ts checks each field's declared access
 * before its resolver runs; these helpers take the signed-in caller it admitted.
 */
import type { GatewayContext } from '../context.js';
import { expectedFailure, toGraphQLError, type FailureKind } from '../errors.js';
import type { Auth } from '../platformClient/index.js';

type Checked = Auth & { user: { user_uuid: string } };

/** Runs the call as the signed-in caller; failures become §8 GraphQL errors. */
export async function guarded<T>(
  ctx: GatewayContext,
  fn: (auth: Checked) => Promise<T>,
  kind: FailureKind = 'default',
): Promise<T> {
  const auth = await ctx.session.admitted();
  try {
    return await fn(auth);
  } catch (error) {
    throw toGraphQLError(error, kind);
  }
}

/** Like {@link guarded}, but a 404 answers null (details and lookups). */
export async function guardedOrNull<T>(ctx: GatewayContext, fn: (auth: Checked) => Promise<T>): Promise<T | null> {
  const auth = await ctx.session.admitted();
  try {
    return await fn(auth);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw toGraphQLError(error);
  }
}

/** An OperationPayload: ok with the platform's data, or an expected failure as data. */
export async function payload(ctx: GatewayContext, fn: (auth: Checked) => Promise<{ data: unknown }>) {
  const auth = await ctx.session.admitted();
  try {
    const answer = await fn(auth);
    return { ok: true, message: null, reason: null, field: null, status: 200, data: answer.data };
  } catch (error) {
    const failure = expectedFailure(error);
    if (failure) return failure;
    throw toGraphQLError(error);
  }
}

/** A JSON argument that must be an object (filters, inputs); arrays and scalars are refused. */
export function asObject(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
