/**
 * What the integrity sync's checks (`CHECKS`) answer on a company's freshly seeded records,
 * worked out from the records the seed wrote: the checks' own queries scan the store once per
 * product and take seconds per company on PGlite, too slow for the seed's time budget. The seed
 * test holds these answers against the checks' queries.
 */
import type { Queryable } from '../store/db.js';
import { CHECKS } from '../store/integrity.js';
import type { SeededRecord } from './bulk.js';

/** One check's answer: its offenders among `total`, the first five of them (by id). */
export interface CheckAnswer {
  count: number;
  total: number;
  sample: string[];
}

/** The company's seeded records the checks look at. */
export interface SyncSubjects {
  products: readonly SeededRecord[];
  skus: readonly SeededRecord[];
  media: readonly SeededRecord[];
  links: readonly SeededRecord[];
  rankings: readonly SeededRecord[];
  listings: readonly SeededRecord[];
}

const answer = (records: readonly SeededRecord[], offends: (r: SeededRecord) => boolean): CheckAnswer => {
  const offenders = [...records].sort((a, b) => a.id - b.id).filter(offends);
  return { count: offenders.length, total: records.length, sample: offenders.slice(0, 5).map((r) => r.uuid) };
};

/** The answer of every check, by `folder/stat_key`; a check not known here runs its query. */
export async function syncAnswers(q: Queryable, code: string, s: SyncSubjects): Promise<CheckAnswer[]> {
  const field = (name: string) => (r: SeededRecord) => String(r.fields[name] ?? '');
  const productUuids = new Set(s.products.map((p) => p.uuid));
  const withSkus = new Set(s.skus.map(field('product_uuid')));
  const withMedia = new Set(s.media.map(field('product_uuid')));
  const linked = new Set(s.links.map(field('retailer_url')));
  const known: Record<string, () => CheckAnswer> = {
    'products/without_skus': () => answer(s.products, (p) => !withSkus.has(p.uuid)),
    'products/without_images': () => answer(s.products, (p) => !withMedia.has(p.uuid)),
    'product_skus/orphans': () => answer(s.skus, (r) => !productUuids.has(field('product_uuid')(r))),
    'product_skus/missing_gtin': () => answer(s.skus, (r) => field('gtin')(r) === ''),
    'product_media/orphans': () => answer(s.media, (r) => !productUuids.has(field('product_uuid')(r))),
    'rankings/unknown_retailer': () => answer(s.rankings, (r) => !linked.has(field('retailer_url')(r))),
    'listings/unknown_retailer': () => answer(s.listings, (r) => !linked.has(field('retailer_url')(r))),
  };
  const answers: CheckAnswer[] = [];
  for (const check of CHECKS) {
    const compute = known[`${check.folder}/${check.stat_key}`];
    answers.push(compute ? compute() : (await q.query<CheckAnswer>(check.sql, [code]))[0]!);
  }
  return answers;
}
