/** POST /retailers/list/{metric} {code} (§7): the company's retailers that track a metric. */
import { metricNameSchema, retailersListRequestSchema } from '@console/schema';
import { z } from 'zod';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import { retailersTracking } from '../../store/catalog.js';

export function registerRetailerRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  on('POST', '/retailers/list/:metric', 'read', async (req) => {
    const { metric } = parseOr400(z.object({ metric: metricNameSchema }), { metric: req.params.metric });
    const { code } = parseOr400(retailersListRequestSchema, req.body);
    await requireCompany(db, code);
    const rows = await retailersTracking(db, code, metric);
    const data = rows.map((row) => ({
      ...(row.retailer ?? {}),
      id: row.retailer_id === null ? null : Number(row.retailer_id),
      uuid: row.retailer_uuid,
      digit_code: (row.link.retailer as { digit_code: string }).digit_code,
      retailer_url: row.link.retailer_url,
      metrics: row.link.metrics,
      company_retailer_uuid: row.link_uuid,
    }));
    return { data, message: `${data.length} retailer(s) track ${metric}` };
  });
}
