/**
 * What a company does at its retailers: retailer links with metrics, schedules, keywords, and
 * the time series (rankings, listings) over the last 60 days.
 */
import { METRICS } from '@console/schema';
import type { SeedRow, SeededRecord } from './bulk.js';
import type { DemoProduct } from './catalog.js';
import type { CompanySpec } from './companies.js';
import { Rng, dayBefore, demoUuid } from './random.js';

export const HISTORY_DAYS = 60;

/** A retailer as later sections need it. */
export interface DemoRetailer {
  name: string;
  digit_code: string;
  url: string;
}

const companyRef = (spec: CompanySpec) => ({ digit_code: spec.digit_code, name: spec.name });
const retailerRef = (r: DemoRetailer) => ({ digit_code: r.digit_code, name: r.name });

/** The company's retailers in the order of its spec; the first two carry rankings and listings. */
export function companyRetailers(spec: CompanySpec, all: ReadonlyMap<string, DemoRetailer>): DemoRetailer[] {
  return spec.retailers.map((name) => {
    const retailer = all.get(name);
    if (!retailer) throw new Error(`seed: unknown retailer ${name} for ${spec.name}`);
    return retailer;
  });
}

export function companyRetailerRows(spec: CompanySpec, retailers: readonly DemoRetailer[]): SeedRow[] {
  const rng = new Rng(`company_retailers:${spec.digit_code}`);
  return retailers.map((retailer, index) => ({
    uuid: demoUuid('company_retailer', spec.digit_code, retailer.digit_code),
    fields: {
      company: companyRef(spec),
      retailer: retailerRef(retailer),
      retailer_url: retailer.url,
      metrics:
        index < 2 ? [...METRICS] : METRICS.filter((m) => m === 'prices' || m === 'availability' || rng.chance(0.5)),
    },
  }));
}

export function scheduleRows(spec: CompanySpec, links: readonly SeededRecord[]): SeedRow[] {
  const rng = new Rng(`schedules:${spec.digit_code}`);
  return links.flatMap((link) =>
    (link.fields.metrics as string[]).map((metric) => ({
      uuid: demoUuid('schedule', spec.digit_code, String(link.fields.retailer_url), metric),
      fields: {
        company: companyRef(spec),
        retailer_url: link.fields.retailer_url,
        metric,
        frequency:
          metric === 'prices' || metric === 'availability'
            ? 'daily'
            : rng.pick(['daily', 'weekly', 'weekly', 'monthly']),
        is_active: !rng.chance(0.1),
      },
    })),
  );
}

export function keywordRows(spec: CompanySpec, retailers: readonly DemoRetailer[]): SeedRow[] {
  return spec.keywords.map((keyword, index) => ({
    uuid: demoUuid('keyword', spec.digit_code, keyword),
    fields: {
      keyword,
      company: companyRef(spec),
      retailer_url: index % 2 === 0 ? null : retailers[0]!.url,
      is_active: index % 7 !== 6,
    },
  }));
}

/** How much ranking and listing history a company gets (the largest gets the most). */
export function historyShape(spec: CompanySpec, largest: boolean) {
  return largest
    ? { keywords: 8, retailers: 2, productsPerKeyword: 10, listedSkus: 40 }
    : { keywords: 3, retailers: 1, productsPerKeyword: 8, listedSkus: 10 };
}

/**
 * Daily ranks of a set of products per tracked keyword and retailer: each product drifts around a
 * base position; ranks are unique per keyword, retailer and day, with gaps for untracked results.
 */
export function rankingRows(
  spec: CompanySpec,
  products: readonly DemoProduct[],
  retailers: readonly DemoRetailer[],
  shape: ReturnType<typeof historyShape>,
  now: Date,
): SeedRow[] {
  const rng = new Rng(`rankings:${spec.digit_code}`);
  const own = products.filter((p) => !p.competitor && p.index < 500);
  const rivals = products.filter((p) => p.competitor);
  const rows: SeedRow[] = [];
  for (const keyword of spec.keywords.slice(0, shape.keywords)) {
    const rivalCount = Math.min(3, rivals.length);
    const tracked = [...rng.sample(own, shape.productsPerKeyword - rivalCount), ...rng.sample(rivals, rivalCount)];
    for (const retailer of retailers.slice(0, shape.retailers)) {
      const base = tracked.map(() => rng.int(1, 30));
      for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
        const date = dayBefore(now, daysAgo);
        base.forEach((b, i) => (base[i] = Math.max(1, Math.min(40, b + rng.int(-2, 2)))));
        const order = tracked
          .map((product, i) => ({ product, score: base[i]! + rng.next() }))
          .sort((a, b) => a.score - b.score);
        let rank = 0;
        for (const { product } of order) {
          rank += rng.chance(0.7) ? 1 : rng.int(2, 4);
          rows.push({
            uuid: demoUuid('ranking', spec.digit_code, retailer.digit_code, keyword, product.uuid, date),
            fields: {
              company: companyRef(spec),
              retailer: retailerRef(retailer),
              retailer_url: retailer.url,
              keyword,
              product_uuid: product.uuid,
              rank,
              date,
            },
          });
        }
      }
    }
  }
  return rows;
}

/** Daily price and stock of a subset of SKUs at the company's first retailers. */
export function listingRows(
  spec: CompanySpec,
  skus: readonly SeededRecord[],
  retailers: readonly DemoRetailer[],
  shape: ReturnType<typeof historyShape>,
  now: Date,
): SeedRow[] {
  const rng = new Rng(`listings:${spec.digit_code}`);
  const rows: SeedRow[] = [];
  for (const sku of skus.slice(0, shape.listedSkus)) {
    for (const retailer of retailers.slice(0, shape.retailers)) {
      let price = rng.int(99, 1499) / 100;
      for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
        const date = dayBefore(now, daysAgo);
        if (rng.chance(0.08)) price = Math.max(0.49, Math.round(price * (0.9 + rng.next() * 0.2) * 100) / 100);
        rows.push({
          uuid: demoUuid('listing', spec.digit_code, retailer.digit_code, String(sku.fields.sku), date),
          fields: {
            company: companyRef(spec),
            retailer: retailerRef(retailer),
            retailer_url: retailer.url,
            product_uuid: sku.fields.product_uuid,
            sku: sku.fields.sku,
            price,
            in_stock: !rng.chance(0.06),
            date,
          },
        });
      }
    }
  }
  return rows;
}
