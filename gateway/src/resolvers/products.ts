/** Products, SRP, product images and compliance (§7); the SKU business-rules lookup is in skuBusinessRules.ts. */
import { z } from 'zod';
import { SRP_OPERATIONS } from '@console/schema';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { resultsOf } from '../platformClient/index.js';
import { guarded, guardedOrNull, payload } from './guard.js';

const srpNameSchema = z.object({ product_name: z.string(), is_active: z.boolean() }).loose();
const srpLogEntrySchema = z
  .object({
    rows: z.object({
      insert: z.array(z.record(z.string(), z.unknown())).optional(),
      update: z.array(z.record(z.string(), z.unknown())).optional(),
      delete: z.array(z.record(z.string(), z.unknown())).optional(),
    }),
    user_uuid: z.string().nullish(),
    recorded_at: z.string().optional(),
  })
  .loose();

/**
 * §7: SRP log rows hold rows.insert, rows.update and rows.delete, each tagged with its operation and merged
 * into details.
 */
export function flattenSrpLogs(data: unknown) {
  const out: Array<{
    product_uuid: string;
    operation: string;
    user_uuid: string | null;
    recorded_at: string;
    details: Record<string, unknown>;
  }> = [];
  for (const item of resultsOf(data)) {
    const entry = srpLogEntrySchema.safeParse(item);
    if (!entry.success) {
      const flat = item as {
        product_uuid?: string;
        operation?: string;
        user_uuid?: string | null;
        recorded_at?: string;
        details?: Record<string, unknown>;
      };
      if (flat.product_uuid && flat.operation)
        out.push({
          product_uuid: flat.product_uuid,
          operation: flat.operation,
          user_uuid: flat.user_uuid ?? null,
          recorded_at: flat.recorded_at ?? '',
          details: flat.details ?? {},
        });
      continue;
    }
    const { rows, ...rest } = entry.data;
    for (const operation of SRP_OPERATIONS) {
      for (const row of rows[operation.toLowerCase() as 'insert' | 'update' | 'delete'] ?? []) {
        out.push({
          product_uuid: String(row.product_uuid ?? ''),
          operation,
          user_uuid: (row.user_uuid as string | undefined) ?? rest.user_uuid ?? null,
          recorded_at: (row.recorded_at as string | undefined) ?? rest.recorded_at ?? '',
          details: { ...rest, ...row, operation },
        });
      }
    }
  }
  return out;
}

export const productQuery: QueryResolvers = {
  validateProductNames: (_r, { code, names }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.validateNames(auth, code, names)).data),
  activeProducts: (_r, { code }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.productsActive(auth, code)).data, 'list'),
  allProducts: (_r, { code, columns }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.productsAll(auth, code, columns)).data, 'list'),
  productsByCountry: (_r, { code }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.productsByCountry(auth, code)).data, 'list'),
  srpList: (_r, { code }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const ids = resultsOf((await ctx.platform.srpListIds(auth, code)).data)
          .map((row) => (row as { product_uuid?: string }).product_uuid)
          .filter((id): id is string => typeof id === 'string');
        if (ids.length === 0) return [];
        const answer = (await ctx.platform.srpListProducts(auth, code, ids)).data as Record<string, unknown>;
        const byUuid = (
          answer && typeof answer === 'object' && 'results' in answer ? answer.results : answer
        ) as Record<string, unknown>;
        return ids.flatMap((product_uuid) => {
          const found = srpNameSchema.safeParse(byUuid?.[product_uuid]);
          // §7: non-breaking spaces in names become normal spaces.
          return found.success
            ? [
                {
                  product_uuid,
                  product_name: found.data.product_name.replace(/\u00a0/g, ' '),
                  is_active: found.data.is_active,
                },
              ]
            : [];
        });
      },
      'list',
    ),
  srpLogs: (_r, { code }, ctx) =>
    guarded(ctx, async (auth) => flattenSrpLogs((await ctx.platform.srpLogs(auth, code)).data), 'list'),
  productImagePreview: (_r, { product_uuid, code, product_folder }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.imagePreview(auth, product_uuid, { code, product_folder })).data),
  productImageProducts: (_r, { body }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.imageProducts(auth, body)).data, 'list'),
  complianceRule: (_r, { id }, ctx) =>
    guardedOrNull(ctx, async (auth) => {
      const data = (await ctx.platform.complianceById(auth, id)).data as { data?: unknown } | null;
      // §7 reads data.data; a platform answering the rule directly is read as is.
      return data && typeof data === 'object' && 'data' in data ? data.data : data;
    }),
  complianceProducts: (_r, { body }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.complianceProducts(auth, body)).data, 'list'),
};

export const productMutation: MutationResolvers = {
  srpSave: (_r, { code, products }, ctx) =>
    payload(ctx, (auth) =>
      ctx.platform.srpSave(auth, {
        code,
        products: products.map((p) => ({ product_uuid: p.product_uuid, is_active: p.is_active ?? true })),
      }),
    ),
  srpDelete: (_r, { code, products }, ctx) => payload(ctx, (auth) => ctx.platform.srpDelete(auth, { code, products })),
  validateProductImages: (_r, { code, products }, ctx) =>
    payload(ctx, async (auth) => {
      const { data } = await ctx.platform.imageValidate(auth, { code, products });
      // §7: the validation reads `results`.
      return {
        data: data && typeof data === 'object' && 'results' in data ? (data as { results: unknown }).results : data,
      };
    }),
  validateCompliance: (_r, { code, products, types }, ctx) =>
    payload(ctx, (auth) => ctx.platform.complianceValidate(auth, { code, products, types })),
};
