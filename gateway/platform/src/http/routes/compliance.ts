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
import { evaluate } from '../../services/compliance.js';
import { activeRules, complianceProducts, productsByUuid, subjects } from '../../store/compliance.js';

/** POST /compliance/products: `{code, filter?: {product_uuid?, is_active?, product_name?}, navigation?}`. */
export const complianceProductsRequestSchema = z.strictObject({
  code: digitCodeSchema,
  filter: z
    .strictObject({
      product_uuid: z
        .array(z.uuid({ error: 'must be a UUID' }))
        .max(10_000)
        .optional(),
      is_active: z.boolean().optional(),
      product_name: z.string().max(500).optional(),
    })
    .optional(),
  navigation: listNavigationSchema.pick({ page: true, page_size: true }).default({ page: 1, page_size: 100 }),
});

export function registerComplianceRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/compliance/products', 'read', async (req) => {
    const { code, filter = {}, navigation } = parseOr400(complianceProductsRequestSchema, req.body ?? {});
    await requireCompany(db, code);
    const [{ products, total }, rules] = await Promise.all([
      complianceProducts(db, code, filter, navigation),
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
        failures: failed.map(({ rule_uuid, rule, type, field, message }) => ({
          rule_uuid,
          rule,
          type,
          field,
          message,
        })),
      };
    });
    return { data, navigation: navigationFor(navigation.page, navigation.page_size, total) };
  });

  on('POST', '/compliance/validate', 'read', async (req) => {
    const { code, products, types } = parseOr400(complianceValidateRequestSchema, req.body);
    await requireCompany(db, code);
    const [rows, rules] = await Promise.all([productsByUuid(db, products), activeRules(db, code, types)]);
    const found = new Map((await subjects(db, rows)).map((s) => [s.product.uuid, s]));
    const data = products.map((uuid) => {
      const subject = found.get(uuid);
      if (!subject)
        return {
          product_uuid: uuid,
          product_name: null,
          valid: false,
          error: `no product with product_uuid ${uuid}`,
          results: [],
        };
      if (subject.product.company_code !== code)
        return {
          product_uuid: uuid,
          product_name: subject.product.data.product_name,
          valid: false,
          error: `product belongs to company ${subject.product.company_code}`,
          results: [],
        };
      const results = rules.map((rule) => evaluate(rule, subject));
      return {
        product_uuid: uuid,
        product_name: subject.product.data.product_name,
        valid: results.every((r) => r.pass),
        error: null,
        results,
      };
    });
    return {
      data,
      message: `${data.filter((d) => d.valid).length} of ${data.length} product(s) pass ${rules.length} rule(s)`,
    };
  });
}
