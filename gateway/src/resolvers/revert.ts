/**
 * Time travel and revert (issue 18): a record as it was, the records a resource deleted, and the
 * revert of a transaction or of one version through preview → apply. Who may revert is the
 * original change's action, which only the platform knows once it has read the transaction: a
 * refusal comes back as the payload's 403 (schema/src/revert.ts). Also the deletion of a list's
 * selected records (issue 16), previewed and applied the same way; who may is declared (`write`).
 */
import {
  recordsDeleteApplyRequestSchema,
  recordsDeletePreviewRequestSchema,
  revertApplyRequestSchema,
  revertPreviewRequestSchema,
} from '@console/schema';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { badInputError, expectedFailure, parseInput, toGraphQLError } from '../errors.js';
import { guarded, guardedOrNull } from './guard.js';
import { movedRowsOf } from './movedRows.js';

export const revertQuery: QueryResolvers = {
  recordAsOf: (_r, { resource, uuid, at, version }, ctx) => {
    if ((at == null) === (version == null)) throw badInputError('give either at (a date and time) or version', 'at');
    return guardedOrNull(
      ctx,
      async (auth) =>
        (await ctx.platform.recordAsOf(auth, resource, uuid, at != null ? { at } : { version: version! })).data,
    );
  },
  deletedRecords: (_r, { resource, page, page_size }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const navigation = { page: page ?? 1, page_size: page_size ?? 50 };
        const { data, navigation: nav } = await ctx.platform.deletedRecords(auth, resource, navigation);
        return {
          rows: data,
          navigation: nav ?? { ...navigation, total_items: data.length, total_pages: 1 },
        };
      },
      'list',
    ),
};

/** An expected refusal (400, 403, 404, 409) as the payload's fields; anything else is an error. */
function refusal(error: unknown) {
  const failure = expectedFailure(error);
  if (!failure) throw toGraphQLError(error);
  return { ...failure, message: failure.status === 409 ? failure.reason : failure.message };
}

export const revertMutation: MutationResolvers = {
  revertPreview: async (_r, { transaction_uuid, resource, uuid, version, mode }, ctx) => {
    const auth = await ctx.session.admitted();
    const request = parseInput(
      revertPreviewRequestSchema,
      transaction_uuid != null ? { transaction_uuid } : { resource, uuid, version, mode },
    );
    try {
      const { data } = await ctx.platform.revertPreview(auth, request);
      return { ok: true, status: 200, preview: data };
    } catch (error) {
      return { ...refusal(error), preview: null };
    }
  },
  revertApply: async (_r, { preview_id, skip_conflicts }, ctx) => {
    const auth = await ctx.session.admitted();
    const request = parseInput(revertApplyRequestSchema, {
      preview_id,
      ...(skip_conflicts != null ? { skip_conflicts } : {}),
    });
    try {
      const { data } = await ctx.platform.revertApply(auth, request);
      return { ok: true, status: 200, result: data };
    } catch (error) {
      const failure = refusal(error);
      return {
        ...failure,
        result: null,
        changed_rows:
          failure.status === 409 && failure.field !== 'request.skip_conflicts' ? movedRowsOf(failure.data) : null,
      };
    }
  },
  recordsDeletePreview: async (_r, { resource, uuids }, ctx) => {
    const auth = await ctx.session.admitted();
    const request = parseInput(recordsDeletePreviewRequestSchema, { resource, uuids });
    try {
      const { data } = await ctx.platform.recordsDeletePreview(auth, request);
      return { ok: true, status: 200, preview: data };
    } catch (error) {
      return { ...refusal(error), preview: null };
    }
  },
  recordsDeleteApply: async (_r, { resource, preview_id }, ctx) => {
    const auth = await ctx.session.admitted();
    const request = parseInput(recordsDeleteApplyRequestSchema, { resource, preview_id });
    try {
      const { data } = await ctx.platform.recordsDeleteApply(auth, request);
      return { ok: true, status: 200, result: data };
    } catch (error) {
      const failure = refusal(error);
      return { ...failure, result: null, changed_rows: failure.status === 409 ? movedRowsOf(failure.data) : null };
    }
  },
};
