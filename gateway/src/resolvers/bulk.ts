/** Bulk preview and apply, preview paging, media delete, groupings and dissociation (§7). */
import {
  BULK_RESOURCES,
  bulkApplyRequestSchema,
  dissociationRequestSchema,
  type BulkApplyRequest,
  type DissociationRequest,
} from '@console/schema';
import type { GatewayContext } from '../context.js';
import type { DissociationInput, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { badInputError, expectedFailure, parseInput, toGraphQLError } from '../errors.js';
import { asObject, guarded, payload } from './guard.js';
import { movedRowsOf } from './movedRows.js';

/** The platform's dissociation request from the form's input, for the signed-in user. */
const dissociationRequest = (input: DissociationInput, userUuid: string): DissociationRequest =>
  parseInput(dissociationRequestSchema, {
    task_name: input.task_name,
    user_uuid: userUuid,
    data: { company_digit_code: input.company_digit_code, retailer_url: input.retailer_url, metrics: input.metrics },
  });

export const bulkQuery: QueryResolvers = {
  bulkResources: async (_r, _a, ctx) => {
    await ctx.session.admitted();
    return BULK_RESOURCES.map((b) => ({
      name: b.name as never,
      label: b.label,
      target: b.target,
      has_preview: b.previewPath !== null,
      version: b.version,
    }));
  },
  previewRows: (_r, { preview_id, outcome, page, page_size }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation } = await ctx.platform.previewRows(auth, preview_id, {
          outcome: outcome ?? undefined,
          page: page ?? 1,
          page_size: page_size ?? 100,
        });
        return {
          rows: data,
          navigation: navigation ?? {
            page: page ?? 1,
            page_size: page_size ?? 100,
            total_items: data.length,
            total_pages: 1,
          },
        };
      },
      'list',
    ),
  // Typed by hand: the generated types may not hold it until codegen runs at integration.
  validateProductGrouping: (_r: unknown, { grouping }: { grouping: unknown }, ctx: GatewayContext) => {
    const request = asObject(grouping);
    if (!request) throw badInputError('grouping must be an object', 'grouping');
    return payload(ctx, (auth) => ctx.platform.validateGrouping(auth, request));
  },
};

export const bulkMutation: MutationResolvers = {
  bulkPreview: async (_r, { bulk, rows }, ctx) => {
    const auth = await ctx.session.admitted();
    if (bulk === 'brands') throw badInputError('brands have no preview: apply them with rows and confirm', 'bulk');
    try {
      const { data } = await ctx.platform.bulkPreview(auth, bulk, rows);
      return { ok: true, status: 200, preview: data };
    } catch (error) {
      const failure = expectedFailure(error);
      if (failure)
        return {
          ok: false,
          message: failure.message,
          reason: failure.reason,
          field: failure.field,
          status: failure.status,
          preview: null,
        };
      throw toGraphQLError(error);
    }
  },
  bulkApply: async (_r, { bulk, preview_id, rows, confirm }, ctx) => {
    const auth = await ctx.session.admitted();
    let request: BulkApplyRequest;
    if (preview_id) request = { preview_id };
    else if (bulk === 'brands' && rows && confirm === true)
      request = parseInput(bulkApplyRequestSchema, { rows, confirm: true });
    else
      throw badInputError(
        bulk === 'brands'
          ? 'brands need rows and confirm: true'
          : 'preview_id is required: apply what a preview showed',
        'preview_id',
      );
    try {
      const { data } = await ctx.platform.bulkApply(auth, bulk, request);
      return { ok: true, status: 200, result: data };
    } catch (error) {
      const failure = expectedFailure(error);
      if (!failure) throw toGraphQLError(error);
      // A 409 says why in its reason (rows moved since the preview); the form shows it as is.
      const message = failure.status === 409 ? failure.reason : failure.message;
      return {
        ok: false,
        message,
        reason: failure.reason,
        field: failure.field,
        status: failure.status,
        result: null,
        changed_rows: failure.status === 409 ? movedRowsOf(failure.data) : null,
      };
    }
  },
  mediaBulkDelete: (_r, { uuids, preview, preview_id }, ctx) => {
    const request = preview_id
      ? { preview_id }
      : uuids && uuids.length
        ? { uuids, ...(preview != null ? { preview } : {}) }
        : undefined;
    if (!request) throw badInputError('uuids or preview_id is required', 'uuids');
    return payload(ctx, (auth) => ctx.platform.mediaBulkDelete(auth, request));
  },
  createProductGroupings: (_r, { groupings }, ctx) =>
    payload(ctx, (auth) => ctx.platform.createGroupings(auth, groupings)),
  deleteProductGroupings: (_r, { uuids }, ctx) => payload(ctx, (auth) => ctx.platform.deleteGroupings(auth, uuids)),
  dissociationPreview: (_r, { input }, ctx) =>
    payload(ctx, (auth) => ctx.platform.dissociationPreview(auth, dissociationRequest(input, auth.user.user_uuid))),
  dissociationApply: async (_r, { input, preview_id }, ctx) => {
    const answer = await payload(ctx, (auth) =>
      ctx.platform.dissociationApply(auth, { ...dissociationRequest(input, auth.user.user_uuid), preview_id }),
    );
    return { ...answer, changed_rows: answer.status === 409 ? movedRowsOf(answer.data) : null };
  },
};
