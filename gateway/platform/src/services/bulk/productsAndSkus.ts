/**
 * The products-and-SKUs preview: each row upserts a product (by product_uuid, else by company
 * and product_name) and one of its SKUs (by company and sku). Several rows may name the same
 * product; the first plans its write and the others must agree with it. A new product gets
 * its uuid here, so its SKUs point at it and the apply writes exactly what was shown.
 */
import {
  type BulkDef,
  bulkRowCells,
  mustNameExisting,
  productInputSchema,
  productSkuInputSchema,
  resourceByName,
  rowNumber,
} from '@console/schema';
import type { Queryable } from '../../store/db.js';
import { sameValue, storedFields } from '../../store/commands.js';
import { byKeys, byUuids, existingCompanies, keyOf } from '../../store/bulk/keys.js';
import { errorRow, insertWrite, mergeSent, rowErrors, unknownCleared, updateWrite } from './plan.js';
import type { PlannedRow, PlannedWrite, RowError } from '../../store/bulk/types.js';

const PRODUCT_FIELDS = ['product_name', 'company', 'category'] as const;
const SKU_FIELDS = ['sku', 'company', 'gtin', 'is_active'] as const;

const pick = (
  source: Record<string, unknown>,
  raw: Record<string, unknown>,
  fields: readonly string[],
  always: readonly string[],
) => Object.fromEntries(fields.filter((f) => always.includes(f) || f in raw).map((f) => [f, source[f]]));

export async function planProductsAndSkus(
  q: Queryable,
  bulk: BulkDef,
  rawRows: ReadonlyArray<Record<string, unknown>>,
): Promise<PlannedRow[]> {
  const products = resourceByName('products')!;
  const skus = resourceByName('product_skus')!;
  const model = bulk.row.strict();
  // DESIGN §8: the columns the file has are set, its empty cells cleared, the rest stays as stored.
  const cells = rawRows.map((raw) => bulkRowCells(model, raw));
  const parsed = cells.map((c) => model.safeParse(c.values));
  const clearedOf = (index: number, fields: readonly string[]) =>
    cells[index]!.cleared.filter((path) => fields.includes(path.split('.')[0]!));
  const valid = parsed.flatMap((p) => (p.success ? [p.data as Record<string, unknown>] : []));
  const [productByUuid, productByKey, skuByKey, companies] = await Promise.all([
    byUuids(
      q,
      products.store,
      valid.flatMap((r) => (typeof r.product_uuid === 'string' ? [r.product_uuid] : [])),
    ),
    byKeys(
      q,
      products,
      valid.flatMap((r) => keyOf(products, r) ?? []),
    ),
    byKeys(
      q,
      skus,
      valid.flatMap((r) => keyOf(skus, r) ?? []),
    ),
    existingCompanies(
      q,
      valid.map((r) => String((r.company as { digit_code: string }).digit_code)),
    ),
  ]);

  const plans = new Map<string, { index: number; uuid: string; sent: Record<string, unknown> }>();
  const seenSku = new Map<string, number>();
  return rawRows.map((raw, index): PlannedRow => {
    const result = parsed[index]!;
    const unknown = unknownCleared(model, cells[index]!);
    if (!result.success) return errorRow(index, skus, raw, [...rowErrors(result.error), ...unknown]);
    const row = result.data as Record<string, unknown>;
    const values = cells[index]!.values;
    const code = String((row.company as { digit_code: string }).digit_code);
    const errors: RowError[] = [...unknown];
    if (!companies.has(code)) errors.push({ field: 'company.digit_code', message: mustNameExisting('company', code) });

    // The product.
    const nameKey = keyOf(products, row)!;
    const named = productByKey.get(nameKey);
    let product = named;
    if (typeof row.product_uuid === 'string') {
      product = productByUuid.get(row.product_uuid);
      if (!product) errors.push({ field: 'product_uuid', message: mustNameExisting('product', row.product_uuid) });
      else if (named && named.uuid !== product.uuid)
        errors.push({ field: 'product_name', message: `is already used by product ${named.uuid}` });
    }
    if (product && product.company_code !== code)
      errors.push({
        field: 'company.digit_code',
        message: `names a product of company ${product.company_code}`,
      });
    const productSent = pick(row, values, PRODUCT_FIELDS, ['product_name', 'company']);
    const identity = product ? `uuid:${product.uuid}` : `key:${nameKey}`;
    const plan = plans.get(identity);
    if (plan) {
      for (const [field, value] of Object.entries(productSent)) {
        if (!sameValue(plan.sent[field], value)) {
          errors.push({ field, message: `differs from row ${rowNumber(plan.index)} for the same product` });
        }
      }
    }

    // The SKU.
    const skuKey = keyOf(skus, row)!;
    const firstSku = seenSku.get(skuKey);
    if (firstSku !== undefined)
      errors.push({ field: 'sku', message: `names the same SKU as row ${rowNumber(firstSku)}` });
    const sku = skuByKey.get(skuKey);
    if (errors.length) return errorRow(index, skus, raw, errors, sku?.uuid ?? null);

    const writes: PlannedWrite[] = [];
    let productUuid = plan?.uuid;
    if (!plan) {
      let write: PlannedWrite;
      if (product) {
        const after = storedFields(
          mergeSent(productInputSchema, product.data, productSent, clearedOf(index, PRODUCT_FIELDS)),
          'product_uuid',
        );
        const whole = productInputSchema.safeParse(after);
        if (!whole.success)
          return errorRow(
            index,
            skus,
            raw,
            rowErrors(whole.error).map((e) => ({ ...e, field: `product.${e.field}` })),
            sku?.uuid ?? null,
          );
        write = updateWrite(products, product, after);
      } else {
        write = insertWrite(
          products,
          storedFields(productInputSchema.parse(productSent) as Record<string, unknown>, 'product_uuid'),
        );
      }
      writes.push(write);
      productUuid = write.uuid;
    }
    const skuSent = { ...pick(row, values, SKU_FIELDS, ['sku', 'company']), product_uuid: productUuid };
    let skuWrite: PlannedWrite;
    if (sku) {
      const after = storedFields(mergeSent(productSkuInputSchema, sku.data, skuSent, clearedOf(index, SKU_FIELDS)));
      const whole = productSkuInputSchema.safeParse(after);
      if (!whole.success) return errorRow(index, skus, raw, rowErrors(whole.error), sku.uuid);
      skuWrite = updateWrite(skus, sku, after);
    } else {
      skuWrite = insertWrite(skus, storedFields(productSkuInputSchema.parse(skuSent) as Record<string, unknown>));
    }
    writes.push(skuWrite);
    seenSku.set(skuKey, index);
    if (!plan) plans.set(identity, { index, uuid: productUuid!, sent: productSent });

    const ops = writes.map((w) => w.op);
    const productChanges =
      writes.length > 1 ? writes[0]!.changes.map((c) => ({ ...c, field: `product.${c.field}` })) : [];
    return {
      index,
      outcome: ops.includes('insert') ? 'insert' : ops.includes('update') ? 'update' : 'unchanged',
      resource: skus.name,
      store: skus.store,
      uuid: skuWrite.uuid,
      base_version: skuWrite.base_version,
      changes: [...productChanges, ...skuWrite.changes],
      errors: [],
      row: raw,
      writes,
    };
  });
}
