/** POST /retailers/list/{metric} {code} (§7): the company's retailers that track a metric. */
import { metricNameSchema, retailersListRequestSchema } from '@console/schema';
import { z } from 'zod';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

export function registerRetailerRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  on('POST', '/retailers/list/:metric', 'read', async (req) => {
    const { metric } = parseOr400(z.object({ metric: metricNameSchema }), { metric: req.params.metric });
    const { code } = parseOr400(retailersListRequestSchema, req.body);
    await requireCompany(db, code);
    const rows = await db.query<{ link_uuid: string; link: Record<string, unknown>; retailer_uuid: string | null; retailer_id: number | null; retailer: Record<string, unknown> | null }>(
      `select l.uuid::text as link_uuid, l.data as link, r.uuid::text as retailer_uuid, r.id as retailer_id, r.data as retailer
         from records l
         left join records r on r.store = 'retailers' and r.data ->> 'digit_code' = l.data #>> '{retailer,digit_code}'
        where l.store = 'company_retailers' and l.company_code = $1 and l.data -> 'metrics' ? $2
        order by l.data ->> 'retailer_url'`,
      [code, metric],
    );
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
