/**
 * The benchmark set: one company, 'Large Benchmark Co' (9999), with at least `skus` SKUs (two per
 * product). Written through the seed's multi-row fast path, so every record still has its
 * `created` event, in a few large commands (one per resource and batch of 50,000 SKUs).
 * Running it again tops the company up to `skus` and never duplicates.
 */
import { COMPANIES, type CompanySpec } from './companies.js';
import { brandRows, productGroupRows, productRows, skuRows } from './catalog.js';
import { type SeedDeps, seedCommand } from './demo.js';
import { demoUuid } from './random.js';

export const LARGE_COMPANY_CODE = '9999';
export const LARGE_COMPANY_NAME = 'Large Benchmark Co';
const BATCH_SKUS = 50_000;

const base = COMPANIES[0]!;
/** The benchmark company's catalogue words: the largest demo company's, with more brands. */
export const LARGE_SPEC: CompanySpec = {
  ...base,
  name: LARGE_COMPANY_NAME,
  digit_code: LARGE_COMPANY_CODE,
  external_pim: false,
  products: 0,
  skusPerProduct: 2,
  competitors: 0,
  brands: [...base.brands, 'Benchmark Basics', 'Scale & Co'],
  competitorBrands: [],
};

export interface LargeResult {
  company_uuid: string;
  /** SKUs of the company after the run, and how many this run added. */
  skus: number;
  added: number;
  products_added: number;
  ms: number;
}

const count = async (deps: SeedDeps, store: string) =>
  Number(
    (
      await deps.db.query<{ n: number }>(
        'select count(*)::int as n from records where store = $1 and company_code = $2',
        [store, LARGE_COMPANY_CODE],
      )
    )[0]!.n,
  );

/** Adds (or tops up) the benchmark company until it has at least `options.skus` SKUs. */
export async function seedLarge(deps: SeedDeps, options: { skus: number }): Promise<LargeResult> {
  const started = Date.now();
  const log = deps.log ?? (() => undefined);
  const spec = LARGE_SPEC;
  const companyUuid = demoUuid('company', spec.digit_code);
  const existing = await deps.db.query<{ uuid: string }>(
    "select uuid::text as uuid from records where store = 'companies' and company_code = $1",
    [spec.digit_code],
  );
  if (!existing[0]) {
    await seedCommand(deps.commands, 'companies', null, [
      {
        uuid: companyUuid,
        fields: {
          name: spec.name,
          digit_code: spec.digit_code,
          is_active: true,
          external_pim: false,
          country_iso_code: spec.country,
        },
      },
    ]);
    await seedCommand(deps.commands, 'brands', spec.digit_code, brandRows(spec));
    await seedCommand(deps.commands, 'product_groups', spec.digit_code, productGroupRows(spec));
  }
  let skus = await count(deps, 'product_skus');
  let products = await count(deps, 'products');
  const startSkus = skus;
  const startProducts = products;
  while (skus < options.skus) {
    const batch = Math.min(BATCH_SKUS, options.skus - skus);
    const made = productRows(spec, products, Math.ceil(batch / spec.skusPerProduct));
    const skuBatch = skuRows(spec, made.products).slice(0, batch);
    await seedCommand(deps.commands, 'products', spec.digit_code, made.rows);
    await seedCommand(deps.commands, 'product_skus', spec.digit_code, skuBatch);
    products += made.rows.length;
    skus += skuBatch.length;
    log(`seed:large ${skus}/${options.skus} SKUs (${products} products) after ${Date.now() - started} ms`);
  }
  return {
    company_uuid: existing[0]?.uuid ?? companyUuid,
    skus,
    added: skus - startSkus,
    products_added: products - startProducts,
    ms: Date.now() - started,
  };
}

/** The value of `--skus N` (or `--skus=N`), default 100,000. */
export function parseSkus(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === '--skus' || arg.startsWith('--skus='));
  if (at < 0) return 100_000;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--skus must be a positive integer (got ${raw ?? 'nothing'})`);
  return value;
}
