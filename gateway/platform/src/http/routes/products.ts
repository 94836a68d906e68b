/**
 * Product calls (§7): validation of product names, the active products, all products with only
 * the asked columns, and product counts per retailer country.
 */
import {
  codeSchema,
  fieldPaths,
  productSchema,
  productsAllRequestSchema,
  validateNamesRequestSchema,
} from '@console/schema';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import { activeProducts, productColumns, productsByCountry, productsNamed } from '../../store/catalog.js';
import { toApi } from '../../store/records.js';

/** Longest product name (productInputSchema). */
export const MAX_NAME_LENGTH = 500;
/** Characters a product name may not hold: markup, braces, pipes, backslashes and control characters. */
export const FORBIDDEN_NAME_CHARS = /[<>{}|\\^`\u0000-\u001f\u007f]/;

const COLUMNS = new Set([...fieldPaths(productSchema), 'product_uuid']);
const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function registerProductRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/products/validate/names', 'read', async (req) => {
    const { code, names } = parseOr400(validateNamesRequestSchema, req.body);
    await requireCompany(db, code);
    // Names compare trimmed, case-insensitive, with runs of spaces (non-breaking ones too) as one.
    const used = await productsNamed(db, code, names.map(normal));
    const owner = new Map(used.map((u) => [u.name, u.uuid]));
    const seen = new Map<string, number>();
    const data = names.map((name, index) => {
      const key = normal(name);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      const problem = (kind: string, message: string, extra: Record<string, unknown> = {}) => ({
        index,
        name,
        valid: false,
        problem: kind,
        message,
        ...extra,
      });
      if (key === '') return problem('empty', 'the name is empty');
      if (name.trim().length > MAX_NAME_LENGTH)
        return problem('too_long', `the name is longer than ${MAX_NAME_LENGTH} characters`);
      if (FORBIDDEN_NAME_CHARS.test(name))
        return problem(
          'forbidden_characters',
          `the name holds a forbidden character: ${JSON.stringify(name.match(FORBIDDEN_NAME_CHARS)![0])}`,
        );
      if (first !== undefined)
        return problem('duplicate', `the same as name ${first + 1} of this list`, { duplicate_of: first });
      const other = owner.get(key);
      if (other)
        return problem('already_used', `product ${other} of company ${code} already has this name`, {
          product_uuid: other,
        });
      return { index, name, valid: true, problem: null, message: 'valid' };
    });
    return { data, message: `${data.filter((d) => d.valid).length} of ${data.length} name(s) are valid` };
  });

  on('POST', '/products/active', 'read', async (req) => {
    const { code } = parseOr400(codeSchema, req.body);
    await requireCompany(db, code);
    const rows = await activeProducts(db, code);
    return { data: rows.map((r) => toApi({ keyField: 'product_uuid' }, r)) };
  });

  on('POST', '/products/all', 'read', async (req) => {
    const { code, columns } = parseOr400(productsAllRequestSchema, req.body);
    columns.forEach((column, i) => {
      if (!COLUMNS.has(column)) throw badRequest(`unknown column: ${column}`, `columns.${i}`);
    });
    await requireCompany(db, code);
    const rows = await productColumns(db, code, columns);
    return { data: rows, message: `${rows.length} product(s)` };
  });

  on('POST', '/products/bycountry', 'read', async (req) => {
    const { code } = parseOr400(codeSchema, req.body);
    await requireCompany(db, code);
    // A product counts in a country when it is listed at a retailer of that country.
    const rows = await productsByCountry(db, code);
    return { data: rows };
  });
}
