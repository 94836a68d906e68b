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
import { listingsMaxResults, rankingsMaxResults } from '../../store/catalog.js';

const day = (value: string | Date | null) => (value === null ? null : String(value).slice(0, 10));

export function registerRankingRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  on('POST', '/rankings/getMaxResults', 'read', async (req) => {
    const body = parseOr400(rankingsMaxResultsRequestSchema, req.body);
    await requireCompany(db, body.code);
    const rows = await rankingsMaxResults(db, body);
    return { data: rows.map((r) => ({ ...r, max_results: Number(r.max_results), last_date: day(r.last_date) })) };
  });
  on('POST', '/listings/getMaxResults', 'read', async (req) => {
    const body = parseOr400(listingsMaxResultsRequestSchema, req.body);
    await requireCompany(db, body.code);
    // Listings have no keyword: `keyword` narrows by SKU text.
    const rows = await listingsMaxResults(db, body);
    return { data: rows.map((r) => ({ ...r, last_date: day(r.last_date) })) };
  });
}
