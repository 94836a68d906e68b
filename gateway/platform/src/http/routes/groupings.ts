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
  resourceByName,
  uuidSchema,
  versioned,
} from '@console/schema';
import { z } from 'zod';
import { byUuids, existingCompanies, existingProducts } from '../../store/bulk/keys.js';
import { rowErrors } from '../../services/bulk/plan.js';
import type { PlatformContext } from '../../services/context.js';
import type { Queryable } from '../../store/db.js';
import { HttpError, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

type Grouping = z.infer<typeof productGroupingInputSchema>;
interface GroupingError {
  index: number;
  field: string;
  message: string;
}

const groupings = resourceByName('product_groupings')!;

/** Every problem of the groupings; `self` are the uuids being edited (their own names do not clash). */
export async function groupingErrors(q: Queryable, list: readonly Grouping[], self: ReadonlyArray<string | undefined> = []): Promise<GroupingError[]> {
  const codes = list.map((g) => g.company.digit_code);
  const [companies, products, taken] = await Promise.all([
    existingCompanies(q, codes),
    existingProducts(q, list.flatMap((g) => g.products)),
    q.query<{ code: string; name: string; uuid: string }>(
      `select company_code as code, lower(data ->> 'name') as name, uuid::text as uuid from records where store = $1 and company_code = any($2::text[])`,
      [groupings.store, [...new Set(codes)]],
    ),
  ]);
  const used = new Map(taken.map((t) => [`${t.code}\u001f${t.name}`, t.uuid]));
  const seen = new Map<string, number>();
  const errors: GroupingError[] = [];
  list.forEach((g, index) => {
    const code = g.company.digit_code;
    if (!companies.has(code)) errors.push({ index, field: 'company.digit_code', message: `company ${code} does not exist` });
    g.products.forEach((uuid, i) => {
      const owner = products.get(uuid);
      if (owner === undefined) errors.push({ index, field: `products.${i}`, message: `no product with product_uuid ${uuid}` });
      else if (owner !== code) errors.push({ index, field: `products.${i}`, message: `product ${uuid} belongs to company ${owner}, not ${code}` });
    });
    const key = `${code}\u001f${g.name.toLowerCase()}`;
    const other = used.get(key);
    if (other && other !== self[index]) errors.push({ index, field: 'name', message: `name '${g.name}' is already used by grouping ${other} of company ${code}` });
    const first = seen.get(key);
    if (first !== undefined) errors.push({ index, field: 'name', message: `name '${g.name}' is also at index ${first}` });
    else seen.set(key, index);
  });
  return errors;
}

const refuse = (errors: GroupingError[], prefix: string) => {
  const first = errors[0]!;
  const field = `${prefix}.${first.index}.${first.field}`;
  return new HttpError(400, `${field}: ${first.message}`, field, { errors });
};

const validateBody = versioned(PAYLOAD_VERSION, z.record(z.string(), z.unknown()));

export function registerGroupingRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db, commands } = ctx;

  on('POST', '/backend/cms/create_product_groupings', 'bulk', async (req, principal) => {
    const { request } = parseOr400(createProductGroupingsBodySchema, req.body);
    const errors = await groupingErrors(db, request.groupings);
    if (errors.length) throw refuse(errors, 'request.groupings');
    const codes = new Set(request.groupings.map((g) => g.company.digit_code));
    const { result, transactionUuid } = await commands.run(
      { kind: 'groupings.create', resource: groupings.name, user_uuid: principal.user_uuid, company_code: codes.size === 1 ? [...codes][0]! : null },
      async (w) => {
        // Checked again inside the transaction: a name taken meanwhile refuses the whole batch.
        const again = await groupingErrors(w.tx, request.groupings);
        if (again.length) throw refuse(again, 'request.groupings');
        const created = [];
        for (const g of request.groupings) created.push(await w.insert(groupings, g));
        return created;
      },
    );
    return { data: { created: result, transaction_uuid: transactionUuid }, message: `${result.length} grouping(s) created` };
  });

  on('POST', '/backend/cms/delete_product_groupings', 'bulk', async (req, principal) => {
    const { request } = parseOr400(deleteProductGroupingsBodySchema, req.body);
    const { result, transactionUuid } = await commands.run({ kind: 'groupings.delete', resource: groupings.name, user_uuid: principal.user_uuid }, async (w) => {
      const found = await byUuids(w.tx, groupings.store, request.uuids, true);
      const missing = request.uuids.findIndex((u) => !found.has(u));
      if (missing >= 0) throw new HttpError(400, `request.uuids.${missing}: no product grouping with uuid ${request.uuids[missing]}`, `request.uuids.${missing}`);
      for (const row of found.values()) await w.remove(groupings, row);
      return found.size;
    });
    return { data: { deleted: result, transaction_uuid: transactionUuid }, message: `${result} grouping(s) deleted` };
  });

  on('POST', '/product_groups/groupings/validate', 'read', async (req) => {
    const { request } = parseOr400(validateBody, req.body);
    const self = typeof request.uuid === 'string' && uuidSchema.safeParse(request.uuid).success ? request.uuid : undefined;
    const { uuid: _uuid, ...fields } = request;
    const parsed = productGroupingInputSchema.strict().safeParse(fields);
    if (!parsed.success) {
      // The store's checks still run on the well-formed name and company, so a taken name shows with the rest.
      const shape = rowErrors(parsed.error);
      const named = productGroupingInputSchema.pick({ name: true, company: true }).safeParse(fields);
      const stored = named.success ? await groupingErrors(db, [{ ...named.data, product_group: '', products: [] }], [self]) : [];
      const errors = [...shape, ...stored.filter((e) => !shape.some((x) => x.field === e.field)).map(({ field, message }) => ({ field, message }))];
      return { data: { valid: false, errors }, message: 'The grouping is not valid' };
    }
    const errors = (await groupingErrors(db, [parsed.data], [self])).map(({ field, message }) => ({ field, message }));
    return { data: { valid: errors.length === 0, errors }, message: errors.length ? 'The grouping is not valid' : 'The grouping is valid' };
  });
}
