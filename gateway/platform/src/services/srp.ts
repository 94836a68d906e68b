/**
 * SRP list changes (§3, §7): a save (insert or update entries) and a delete, each one command with
 * its event on `srp:{code}` (store/srp.ts). Products must exist and belong to the company.
 */
import { existingProducts } from '../store/bulk/keys.js';
import { InvalidInput } from '../store/errors.js';
import { type SrpLogData, deleteSrp, srpList, upsertSrp } from '../store/srp.js';
import type { PlatformContext } from './context.js';

/** InvalidInput on the first product that does not exist or is of another company (`field(i)` names it). */
export async function checkOwnProducts(
  ctx: PlatformContext,
  code: string,
  uuids: readonly string[],
  field: (i: number) => string,
): Promise<void> {
  const owners = await existingProducts(ctx.db, uuids);
  uuids.forEach((uuid, i) => {
    const owner = owners.get(uuid);
    if (owner === undefined) throw new InvalidInput(`${field(i)}: no product with product_uuid ${uuid}`, field(i));
    if (owner !== code)
      throw new InvalidInput(`${field(i)}: product ${uuid} belongs to company ${owner}, not ${code}`, field(i));
  });
}

/** Saves entries of the company's SRP list: how many were inserted, updated and unchanged, and the transaction. */
export async function saveSrp(
  ctx: PlatformContext,
  userUuid: string | null,
  code: string,
  products: ReadonlyArray<{ product_uuid: string; is_active: boolean }>,
) {
  const { result, transactionUuid } = await ctx.commands.run(
    { kind: 'srp.save', resource: 'srp', user_uuid: userUuid, company_code: code },
    async (w) => {
      const current = new Map((await srpList(w.tx, code, true)).map((r) => [r.product_uuid, r.is_active]));
      const rows: SrpLogData['rows'] = { insert: [], update: [], delete: [] };
      const wanted = new Map(products.map((p) => [p.product_uuid, p.is_active]));
      for (const [product_uuid, is_active] of wanted) {
        const before = current.get(product_uuid);
        if (before === undefined) rows.insert.push({ product_uuid, is_active });
        else if (before !== is_active) rows.update.push({ product_uuid, is_active, before });
      }
      const changed = [...rows.insert, ...rows.update];
      if (changed.length) {
        await upsertSrp(w.tx, code, changed);
        await w.append('srp', `srp:${code}`, 'srp.saved', { rows });
      }
      w.count('srp', 'insert', rows.insert.length);
      w.count('srp', 'update', rows.update.length);
      return { insert: rows.insert.length, update: rows.update.length, unchanged: wanted.size - changed.length };
    },
  );
  return { ...result, transaction_uuid: transactionUuid };
}

/** Removes products from the company's SRP list; one not in it refuses them all. */
export async function removeSrp(
  ctx: PlatformContext,
  userUuid: string | null,
  code: string,
  products: readonly string[],
) {
  const { result, transactionUuid } = await ctx.commands.run(
    { kind: 'srp.delete', resource: 'srp', user_uuid: userUuid, company_code: code },
    async (w) => {
      const deleted = await deleteSrp(w.tx, code, products);
      const gone = new Set(deleted.map((d) => d.product_uuid));
      const missing = products.findIndex((p) => !gone.has(p));
      if (missing >= 0)
        throw new InvalidInput(
          `products.${missing}: product ${products[missing]} is not in the SRP list of company ${code}`,
          `products.${missing}`,
        );
      await w.append('srp', `srp:${code}`, 'srp.deleted', { rows: { insert: [], update: [], delete: deleted } });
      w.count('srp', 'delete', deleted.length);
      return { delete: deleted.length };
    },
  );
  return { ...result, transaction_uuid: transactionUuid };
}
