/**
 * Max results (§7): POST /rankings/getMaxResults (one of the five calls §6 sends with the
 * gateway's service key) — per keyword and retailer_url, the deepest rank seen; and the listings
 * counterpart at POST /listings/getMaxResults (§7 leaves its path to params: this is it) — per
 * retailer_url, the SKUs listed. Both `{code, retailer_url?, keyword?}`.
 */
import { listingsMaxResultsRequestSchema, rankingsMaxResultsRequestSchema } from '@console/schema';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

const day = (value: string | Date | null) => (value === null ? null : String(value).slice(0, 10));

export function registerRankingRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  on('POST', '/rankings/getMaxResults', 'read', async (req) => {
    const body = parseOr400(rankingsMaxResultsRequestSchema, req.body);
    await requireCompany(db, body.code);
    const rows = await db.query<{ keyword: string; retailer_url: string; max_results: number; rankings: number; products: number; last_date: string | null }>(
      `select data ->> 'keyword' as keyword, data ->> 'retailer_url' as retailer_url, max((data ->> 'rank')::int) as max_results,
              count(*)::int as rankings, count(distinct data ->> 'product_uuid')::int as products, max(data ->> 'date') as last_date
         from records where store = 'rankings' and company_code = $1
          and ($2::text is null or data ->> 'retailer_url' = $2) and ($3::text is null or data ->> 'keyword' = $3)
        group by 1, 2 order by 1, 2`,
      [body.code, body.retailer_url ?? null, body.keyword ?? null],
    );
    return { data: rows.map((r) => ({ ...r, max_results: Number(r.max_results), last_date: day(r.last_date) })) };
  });
  on('POST', '/listings/getMaxResults', 'read', async (req) => {
    const body = parseOr400(listingsMaxResultsRequestSchema, req.body);
    await requireCompany(db, body.code);
    // Listings have no keyword: `keyword` narrows by SKU text.
    const rows = await db.query<{ retailer_url: string; max_results: number; listings: number; in_stock: number; last_date: string | null }>(
      `select data ->> 'retailer_url' as retailer_url, count(distinct data ->> 'sku')::int as max_results, count(*)::int as listings,
              count(*) filter (where (data ->> 'in_stock')::boolean)::int as in_stock, max(data ->> 'date') as last_date
         from records where store = 'listings' and company_code = $1
          and ($2::text is null or data ->> 'retailer_url' = $2) and ($3::text is null or data ->> 'sku' ilike '%' || $3 || '%')
        group by 1 order by 1`,
      [body.code, body.retailer_url ?? null, body.keyword ?? null],
    );
    return { data: rows.map((r) => ({ ...r, last_date: day(r.last_date) })) };
  });
}
