/**
 * Product groupings (§7): create and delete in one command each, after validating that the
 * company exists, the products exist and belong to it, and names are unique per company; the
 * same checks answer the validation of one grouping without writing.
 */
import {
  type productGroupingInputSchema,
  fieldLabel,
  labelMessage,
  mustNameExisting,
  resourceByName,
  rowNumber,
} from '@console/schema';
import type { z } from 'zod';
import { byUuids, existingCompanies, existingProducts, namesInCompanies } from '../store/bulk/keys.js';
import type { Queryable } from '../store/db.js';
import { InvalidInput } from '../store/errors.js';
import type { PlatformContext } from './context.js';

export type Grouping = z.infer<typeof productGroupingInputSchema>;
export interface GroupingError {
  index: number;
  field: string;
  message: string;
}

const groupings = resourceByName('product_groupings')!;

/** Every problem of the groupings; `self` are the uuids being edited (their own names do not clash). */
export async function groupingErrors(
  q: Queryable,
  list: readonly Grouping[],
  self: ReadonlyArray<string | undefined> = [],
): Promise<GroupingError[]> {
  const codes = list.map((g) => g.company.digit_code);
  const [companies, products, taken] = await Promise.all([
    existingCompanies(q, codes),
    existingProducts(
      q,
      list.flatMap((g) => g.products),
    ),
    namesInCompanies(q, groupings.store, codes),
  ]);
  const used = new Map(taken.map((t) => [`${t.code}\u001f${t.name}`, t.uuid]));
  const seen = new Map<string, number>();
  const errors: GroupingError[] = [];
  list.forEach((g, index) => {
    const code = g.company.digit_code;
    if (!companies.has(code))
      errors.push({ index, field: 'company.digit_code', message: mustNameExisting('company', code) });
    g.products.forEach((uuid, i) => {
      const owner = products.get(uuid);
      if (owner === undefined)
        errors.push({ index, field: `products.${i}`, message: mustNameExisting('product', uuid) });
      else if (owner !== code)
        errors.push({
          index,
          field: `products.${i}`,
          message: `names a product of company ${owner}, not of company ${code}`,
        });
    });
    const key = `${code}\u001f${g.name.toLowerCase()}`;
    const other = used.get(key);
    if (other && other !== self[index])
      errors.push({
        index,
        field: 'name',
        // The name as typed, so a name that differs only in case shows which one is taken.
        message: `${fieldLabel('name')} "${g.name}" is already used by grouping ${other} of company ${code}`,
      });
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({ index, field: 'name', message: `is also given to grouping ${rowNumber(first)}` });
    else seen.set(key, index);
  });
  // Each message names its field by the label the form shows ("Products › item 2 must name …").
  return errors.map((e) => ({ ...e, message: labelMessage(e.field, e.message) }));
}

/** The refusal of a list of groupings in error: InvalidInput naming the first, with them all. */
const refuse = (errors: GroupingError[], prefix: string) => {
  const first = errors[0]!;
  const field = `${prefix}.${first.index}.${first.field}`;
  return new InvalidInput(first.message, field, { errors });
};

/** Creates the groupings in one command (checked again inside it: a name taken meanwhile refuses the whole batch). */
export async function createGroupings(ctx: PlatformContext, userUuid: string | null, list: readonly Grouping[]) {
  const errors = await groupingErrors(ctx.db, list);
  if (errors.length) throw refuse(errors, 'request.groupings');
  const codes = new Set(list.map((g) => g.company.digit_code));
  const { result, transactionUuid } = await ctx.commands.run(
    {
      kind: 'groupings.create',
      resource: groupings.name,
      user_uuid: userUuid,
      company_code: codes.size === 1 ? [...codes][0]! : null,
    },
    async (w) => {
      // Checked again inside the transaction: a name taken meanwhile refuses the whole batch.
      const again = await groupingErrors(w.tx, list);
      if (again.length) throw refuse(again, 'request.groupings');
      const created = [];
      for (const g of list) created.push(await w.insert(groupings, g));
      return created;
    },
  );
  return { result, transactionUuid };
}

/** Deletes the groupings in one command; an unknown uuid refuses them all. */
export async function deleteGroupings(ctx: PlatformContext, userUuid: string | null, uuids: readonly string[]) {
  const { result, transactionUuid } = await ctx.commands.run(
    { kind: 'groupings.delete', resource: groupings.name, user_uuid: userUuid },
    async (w) => {
      const found = await byUuids(w.tx, groupings.store, uuids, true);
      const missing = uuids.findIndex((u) => !found.has(u));
      if (missing >= 0)
        throw new InvalidInput(
          `request.uuids.${missing}: no product grouping with uuid ${uuids[missing]}`,
          `request.uuids.${missing}`,
        );
      for (const row of found.values()) await w.remove(groupings, row);
      return found.size;
    },
  );
  return { result, transactionUuid };
}
