/**
 * SRP (search result page) tracking (§3, §7). Storage: the srp_products table (company,
 * product_uuid, is_active) is the read side; every save and delete also appends one event on
 * the stream `srp:{code}` with `{rows: {insert, update, delete}}` in the same transaction, and
 * the SRP logs are read from those events. Save and delete are two of the five calls §6 sends
 * with the gateway's service key (on behalf of the user, role `srp`).
 */
import {
  SRP_OPERATIONS,
  digitCodeSchema,
  srpDeleteRequestSchema,
  srpListProductsRequestSchema,
  srpSaveRequestSchema,
} from '@console/schema';
import { z } from 'zod';
import { plainSpaces, requireCompany } from '../../store/companies.js';
import { checkOwnProducts, removeSrp, saveSrp } from '../../services/srp.js';
import { srpList, srpLogEvents, srpProducts } from '../../store/srp.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

const pathCode = (value: string) => parseOr400(z.object({ code: digitCodeSchema }), { code: value }).code;

export function registerSrpRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('GET', '/srp/list/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    return { data: { results: await srpList(db, code) } };
  });

  on('POST', '/srp/list/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { products } = parseOr400(srpListProductsRequestSchema, req.body);
    const rows = await srpProducts(db, code, products);
    // is_active: tracked in the SRP list when it is, else the product's own flag.
    const data = Object.fromEntries(
      rows.map((r) => [
        r.product_uuid,
        { product_name: plainSpaces(r.product_name), is_active: r.srp_active ?? r.product_active ?? true },
      ]),
    );
    return { data };
  });

  on('GET', '/srp/logs/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const limit = Math.min(Number(req.query.get('limit') ?? 100) || 100, 1000);
    const events = await srpLogEvents(db, code, limit);
    const results = events.map((e) => {
      const recorded_at = new Date(e.recorded_at).toISOString();
      const user_uuid = e.meta.user_uuid ?? null;
      const ops = ['insert', 'update', 'delete'] as const;
      const details = ops.flatMap((op, i) =>
        (e.data.rows[op] ?? []).map((row) => ({
          product_uuid: row.product_uuid,
          operation: SRP_OPERATIONS[i]!,
          user_uuid,
          recorded_at,
          details: { ...row },
        })),
      );
      return {
        position: Number(e.position),
        type: e.type,
        user_uuid,
        transaction_uuid: e.meta.transaction_uuid ?? null,
        recorded_at,
        rows: e.data.rows,
        details,
      };
    });
    return { data: { results } };
  });

  on('POST', '/srp/save', 'srp', async (req, principal) => {
    const { code, products } = parseOr400(srpSaveRequestSchema, req.body);
    await requireCompany(db, code);
    await checkOwnProducts(
      ctx,
      code,
      products.map((p) => p.product_uuid),
      (i) => `products.${i}.product_uuid`,
    );
    return { data: await saveSrp(ctx, principal.user_uuid, code, products), message: 'SRP list saved' };
  });

  on('POST', '/srp/delete', 'srp', async (req, principal) => {
    const { code, products } = parseOr400(srpDeleteRequestSchema, req.body);
    await requireCompany(db, code);
    return { data: await removeSrp(ctx, principal.user_uuid, code, products), message: 'Removed from the SRP list' };
  });
}
