/**
 * Compliance calls (§7): the company's products with their compliance status, and the
 * validation of products against the company's active rules of some types.
 */
import { complianceValidateRequestSchema, digitCodeSchema, listNavigationSchema, navigationFor } from '@console/schema';
import { z } from 'zod';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import type { RecordRow } from '../../store/records.js';
import { activeRules, evaluate, subjects } from '../../services/compliance.js';

/** POST /compliance/products: `{code, filter?: {product_uuid?, is_active?, product_name?}, navigation?}`. */
export const complianceProductsRequestSchema = z.strictObject({
  code: digitCodeSchema,
  filter: z
    .strictObject({
      product_uuid: z.array(z.uuid({ error: 'must be a UUID' })).max(10_000).optional(),
      is_active: z.boolean().optional(),
      product_name: z.string().max(500).optional(),
    })
    .optional(),
  navigation: listNavigationSchema.pick({ page: true, page_size: true }).default({ page: 1, page_size: 100 }),
});

const SELECT = 'select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records';

export function registerComplianceRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/compliance/products', 'read', async (req) => {
    const { code, filter = {}, navigation } = parseOr400(complianceProductsRequestSchema, req.body ?? {});
    await requireCompany(db, code);
    const where = `store = 'products' and company_code = $1 and ($2::uuid[] is null or uuid = any($2::uuid[]))
      and ($3::boolean is null or coalesce((data ->> 'is_active')::boolean, true) = $3) and ($4::text is null or data ->> 'product_name' ilike '%' || $4 || '%')`;
    const params = [code, filter.product_uuid ?? null, filter.is_active ?? null, filter.product_name ?? null];
    const [products, count, rules] = await Promise.all([
      db.query<RecordRow>(`${SELECT} where ${where} order by id limit $5 offset $6`, [...params, navigation.page_size, (navigation.page - 1) * navigation.page_size]),
      db.query<{ total: number }>(`select count(*)::int as total from records where ${where}`, params),
      activeRules(db, code),
    ]);
    const data = (await subjects(db, products)).map((subject) => {
      const results = rules.map((rule) => evaluate(rule, subject));
      const failed = results.filter((r) => !r.pass);
      return {
        product_uuid: subject.product.uuid,
        product_name: subject.product.data.product_name,
        is_active: subject.product.data.is_active ?? true,
        status: rules.length === 0 ? 'no_rules' : failed.length ? 'non_compliant' : 'compliant',
        rules: rules.length,
        passed: results.length - failed.length,
        failed: failed.length,
        failures: failed.map(({ rule_uuid, rule, type, field, message }) => ({ rule_uuid, rule, type, field, message })),
      };
    });
    return { data, navigation: navigationFor(navigation.page, navigation.page_size, count[0]?.total ?? 0) };
  });

  on('POST', '/compliance/validate', 'read', async (req) => {
    const { code, products, types } = parseOr400(complianceValidateRequestSchema, req.body);
    await requireCompany(db, code);
    const [rows, rules] = await Promise.all([
      db.query<RecordRow>(`${SELECT} where store = 'products' and uuid = any($1::uuid[])`, [[...new Set(products)]]),
      activeRules(db, code, types),
    ]);
    const found = new Map((await subjects(db, rows)).map((s) => [s.product.uuid, s]));
    const data = products.map((uuid) => {
      const subject = found.get(uuid);
      if (!subject) return { product_uuid: uuid, product_name: null, valid: false, error: `no product with product_uuid ${uuid}`, results: [] };
      if (subject.product.company_code !== code) return { product_uuid: uuid, product_name: subject.product.data.product_name, valid: false, error: `product belongs to company ${subject.product.company_code}`, results: [] };
      const results = rules.map((rule) => evaluate(rule, subject));
      return { product_uuid: uuid, product_name: subject.product.data.product_name, valid: results.every((r) => r.pass), error: null, results };
    });
    return { data, message: `${data.filter((d) => d.valid).length} of ${data.length} product(s) pass ${rules.length} rule(s)` };
  });
}
