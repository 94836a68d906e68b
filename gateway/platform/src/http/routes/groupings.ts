/**
 * Product groupings (§7): create and delete in one command each, after validating that the
 * company exists, the products exist and belong to it, and names are unique per company; and a
 * validate call that answers the same checks for one grouping without writing.
 */
import {
  PAYLOAD_VERSION,
  createProductGroupingsBodySchema,
  deleteProductGroupingsBodySchema,
  productGroupingInputSchema,
  uuidSchema,
  versioned,
} from '@console/schema';
import { z } from 'zod';
import { createGroupings, deleteGroupings, groupingErrors } from '../../services/groupings.js';
import { rowErrors } from '../../services/bulk/plan.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

const validateBody = versioned(PAYLOAD_VERSION, z.record(z.string(), z.unknown()));

export function registerGroupingRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/backend/cms/create_product_groupings', 'bulk', async (req, principal) => {
    const { request } = parseOr400(createProductGroupingsBodySchema, req.body);
    const { result, transactionUuid } = await createGroupings(ctx, principal.user_uuid, request.groupings);
    return {
      data: { created: result, transaction_uuid: transactionUuid },
      message: `${result.length} grouping(s) created`,
    };
  });

  on('POST', '/backend/cms/delete_product_groupings', 'bulk', async (req, principal) => {
    const { request } = parseOr400(deleteProductGroupingsBodySchema, req.body);
    const { result, transactionUuid } = await deleteGroupings(ctx, principal.user_uuid, request.uuids);
    return { data: { deleted: result, transaction_uuid: transactionUuid }, message: `${result} grouping(s) deleted` };
  });

  on('POST', '/product_groups/groupings/validate', 'read', async (req) => {
    const { request } = parseOr400(validateBody, req.body);
    const self =
      typeof request.uuid === 'string' && uuidSchema.safeParse(request.uuid).success ? request.uuid : undefined;
    const { uuid: _uuid, ...fields } = request;
    const parsed = productGroupingInputSchema.strict().safeParse(fields);
    if (!parsed.success) {
      // The store's checks still run on the well-formed name and company, so a taken name shows with the rest.
      const shape = rowErrors(parsed.error);
      const named = productGroupingInputSchema.pick({ name: true, company: true }).safeParse(fields);
      const stored = named.success
        ? await groupingErrors(db, [{ ...named.data, product_group: '', products: [] }], [self])
        : [];
      const errors = [
        ...shape,
        ...stored
          .filter((e) => !shape.some((x) => x.field === e.field))
          .map(({ field, message }) => ({ field, message })),
      ];
      return { data: { valid: false, errors }, message: 'The grouping is not valid' };
    }
    const errors = (await groupingErrors(db, [parsed.data], [self])).map(({ field, message }) => ({ field, message }));
    return {
      data: { valid: errors.length === 0, errors },
      message: errors.length ? 'The grouping is not valid' : 'The grouping is valid',
    };
  });
}
