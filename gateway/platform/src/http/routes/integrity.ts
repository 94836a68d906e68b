/**
 * Integrity sync (§7): the status of a company's sync checks, the details of one check, and a
 * rerun of the sync as a task — an integrity check over the company's records that writes one
 * new integrity_logs row per check, reporting progress check by check.
 */
import { digitCodeSchema, integrityLogsQuerySchema } from '@console/schema';
import { z } from 'zod';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import type { Queryable } from '../../store/db.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

interface Check {
  folder: string;
  stat_key: string;
  /** Counts the offending records of a company; `total` is what they are counted among. */
  sql: string;
  /** Above this share of offenders the status is `error`, else `warning` (0 offenders: `ok`). */
  errorShare: number;
}

const IN = (store: string) => `from records where store = '${store}' and company_code = $1`;
const offenders = (store: string, condition: string) =>
  `select count(*) filter (where ${condition})::int as count, count(*)::int as total,
          coalesce((array_agg(uuid::text order by id) filter (where ${condition}))[1:5], '{}') as sample ${IN(store)}`;
const productExists = `exists (select 1 from records p where p.store = 'products' and p.uuid::text = records.data ->> 'product_uuid')`;
const retailerLinked = `exists (select 1 from records l where l.store = 'company_retailers' and l.company_code = records.company_code and l.data ->> 'retailer_url' = records.data ->> 'retailer_url')`;

/** The checks of a sync, in the order they run. */
export const CHECKS: readonly Check[] = [
  { folder: 'products', stat_key: 'without_skus', errorShare: 0.5, sql: offenders('products', `not exists (select 1 from records s where s.store = 'product_skus' and s.data ->> 'product_uuid' = records.uuid::text)`) },
  { folder: 'products', stat_key: 'without_images', errorShare: 0.5, sql: offenders('products', `not exists (select 1 from records m where m.store = 'product_media' and m.data ->> 'product_uuid' = records.uuid::text)`) },
  { folder: 'product_skus', stat_key: 'orphans', errorShare: 0, sql: offenders('product_skus', `not ${productExists}`) },
  { folder: 'product_skus', stat_key: 'missing_gtin', errorShare: 0.5, sql: offenders('product_skus', `coalesce(data ->> 'gtin', '') = ''`) },
  { folder: 'product_media', stat_key: 'orphans', errorShare: 0, sql: offenders('product_media', `not ${productExists}`) },
  { folder: 'rankings', stat_key: 'unknown_retailer', errorShare: 0, sql: offenders('rankings', `not ${retailerLinked}`) },
  { folder: 'listings', stat_key: 'unknown_retailer', errorShare: 0, sql: offenders('listings', `not ${retailerLinked}`) },
];

async function runCheck(q: Queryable, code: string, check: Check) {
  const row = (await q.query<{ count: number; total: number; sample: string[] }>(check.sql, [code]))[0]!;
  const share = row.total ? row.count / row.total : 0;
  const status = row.count === 0 ? 'ok' : share > check.errorShare ? 'error' : 'warning';
  return { status, detail: { count: row.count, total: row.total, sample: row.sample } };
}

interface LogRow {
  id: number;
  company_code: string;
  folder: string;
  stat_key: string;
  status: string;
  detail: Record<string, unknown>;
  recorded_at: string | Date;
}
const view = (r: LogRow) => ({ id: Number(r.id), code: r.company_code, folder: r.folder, stat_key: r.stat_key, status: r.status, detail: r.detail, recorded_at: new Date(r.recorded_at).toISOString() });

const pathCode = (value: string) => parseOr400(z.object({ code: digitCodeSchema }), { code: value }).code;

export function registerIntegrityRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/utils/integrity_logs/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { limit = 100 } = parseOr400(integrityLogsQuerySchema, Object.fromEntries(req.query), 'query');
    // The latest row of each check: the sync status.
    const rows = await db.query<LogRow>(
      `select * from (select distinct on (folder, stat_key) * from integrity_logs where company_code = $1 order by folder, stat_key, id desc) latest order by folder, stat_key limit $2`,
      [code, limit],
    );
    const last = await db.query<{ at: string | Date | null }>('select max(recorded_at) as at from integrity_logs where company_code = $1', [code]);
    return { data: { code, synced_at: last[0]?.at ? new Date(last[0].at).toISOString() : null, results: rows.map(view) } };
  });

  on('POST', '/utils/integrity_logs/:code/:folder/:statKey', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { folder, statKey } = req.params as { folder: string; statKey: string };
    // Any folder and stat key the company's logs hold (synced by an earlier platform or this one).
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(folder)) throw badRequest(`folder must be lower-case letters, digits and _`, 'folder');
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(statKey)) throw badRequest(`statKey must be lower-case letters, digits and _`, 'statKey');
    const rows = await db.query<LogRow>('select * from integrity_logs where company_code = $1 and folder = $2 and stat_key = $3 order by id desc limit 50', [code, folder, statKey]);
    if (!rows[0]) throw notFound(`No integrity logs for ${folder}/${statKey} of company ${code}`);
    return { data: { code, folder, stat_key: statKey, latest: rows[0] ? view(rows[0]) : null, history: rows.map(view) } };
  });

  on('POST', '/utils-webhook/:value', 'rerunSync', async (req, principal) => {
    const code = pathCode(req.params.value!);
    await requireCompany(db, code);
    const task = await ctx.tasks.start({
      kind: 'integrity.sync',
      task_name: `Rerun sync: company ${code}`,
      user_uuid: principal.user_uuid,
      company_code: code,
      total: CHECKS.length,
      work: async (report, taskUuid, finish) => {
        const results: Array<{ folder: string; stat_key: string; status: string; detail: Record<string, unknown> }> = [];
        for (const [i, check] of CHECKS.entries()) {
          results.push({ folder: check.folder, stat_key: check.stat_key, ...(await runCheck(db, code, check)) });
          await report(i + 1);
        }
        const counts = { ok: 0, warning: 0, error: 0 } as Record<string, number>;
        for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
        const outcome = { result: { code, checks: results.length, ...counts }, transaction_uuid: null };
        // One sync is written at once (its rows share a time, none is left half-written), and the
        // task's success with it: a crash leaves both or neither (DESIGN §8). Logs are no command
        // of their own: no transaction record.
        const meta = { kind: 'integrity.sync', resource: 'integrity_logs', user_uuid: principal.user_uuid, task_uuid: taskUuid, company_code: code, recordTransaction: false };
        await ctx.commands.run(meta, async (w) => {
          await w.tx.query(
            `insert into integrity_logs (company_code, folder, stat_key, status, detail)
             select $1, folder, stat_key, status, detail from jsonb_to_recordset($2::jsonb) as r(folder text, stat_key text, status text, detail jsonb)`,
            [code, JSON.stringify(results)],
          );
          await finish(w, outcome);
        });
        return outcome;
      },
    });
    return { data: { task_uuid: task.uuid, status: task.status, code }, message: `Sync of company ${code} queued` };
  });
}
