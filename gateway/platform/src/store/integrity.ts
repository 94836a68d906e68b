/**
 * Integrity sync storage (§7): the checks a sync runs over a company's records (each one query
 * counting the offenders), and the integrity_logs they write — one row per check per sync.
 */
import type { Queryable } from './db.js';

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
const productExists = `exists (select 1 from records p where p.store = 'products'
  and p.uuid::text = records.data ->> 'product_uuid')`;
const retailerLinked = `exists (select 1 from records l where l.store = 'company_retailers'
  and l.company_code = records.company_code and l.data ->> 'retailer_url' = records.data ->> 'retailer_url')`;

/** The checks of a sync, in the order they run. */
export const CHECKS: readonly Check[] = [
  {
    folder: 'products',
    stat_key: 'without_skus',
    errorShare: 0.5,
    sql: offenders(
      'products',
      `not exists (select 1 from records s where s.store = 'product_skus'
        and s.data ->> 'product_uuid' = records.uuid::text)`,
    ),
  },
  {
    folder: 'products',
    stat_key: 'without_images',
    errorShare: 0.5,
    sql: offenders(
      'products',
      `not exists (select 1 from records m where m.store = 'product_media'
        and m.data ->> 'product_uuid' = records.uuid::text)`,
    ),
  },
  {
    folder: 'product_skus',
    stat_key: 'orphans',
    errorShare: 0,
    sql: offenders('product_skus', `not ${productExists}`),
  },
  {
    folder: 'product_skus',
    stat_key: 'missing_gtin',
    errorShare: 0.5,
    sql: offenders('product_skus', `coalesce(data ->> 'gtin', '') = ''`),
  },
  {
    folder: 'product_media',
    stat_key: 'orphans',
    errorShare: 0,
    sql: offenders('product_media', `not ${productExists}`),
  },
  {
    folder: 'rankings',
    stat_key: 'unknown_retailer',
    errorShare: 0,
    sql: offenders('rankings', `not ${retailerLinked}`),
  },
  {
    folder: 'listings',
    stat_key: 'unknown_retailer',
    errorShare: 0,
    sql: offenders('listings', `not ${retailerLinked}`),
  },
];

/** Runs one check over a company's records: its status and what it found. */
export async function runCheck(q: Queryable, code: string, check: Check) {
  const row = (await q.query<{ count: number; total: number; sample: string[] }>(check.sql, [code]))[0]!;
  const share = row.total ? row.count / row.total : 0;
  const status = row.count === 0 ? 'ok' : share > check.errorShare ? 'error' : 'warning';
  return { status, detail: { count: row.count, total: row.total, sample: row.sample } };
}

/** One row of the integrity logs as stored. */
export interface LogRow {
  id: number;
  company_code: string;
  folder: string;
  stat_key: string;
  status: string;
  detail: Record<string, unknown>;
  recorded_at: string | Date;
}

/** A log row as the API shows it. */
export const logView = (r: LogRow) => ({
  id: Number(r.id),
  code: r.company_code,
  folder: r.folder,
  stat_key: r.stat_key,
  status: r.status,
  detail: r.detail,
  recorded_at: new Date(r.recorded_at).toISOString(),
});

/** The latest row of each check of a company (its sync status), at most `limit`, and when it last synced. */
export async function latestLogs(q: Queryable, code: string, limit: number) {
  const rows = await q.query<LogRow>(
    `select * from (select distinct on (folder, stat_key) * from integrity_logs where company_code = $1
      order by folder, stat_key, id desc) latest order by folder, stat_key limit $2`,
    [code, limit],
  );
  const last = await q.query<{ at: string | Date | null }>(
    'select max(recorded_at) as at from integrity_logs where company_code = $1',
    [code],
  );
  return { synced_at: last[0]?.at ? new Date(last[0].at).toISOString() : null, results: rows.map(logView) };
}

/** The last 50 rows of one check of a company, newest first. */
export async function checkHistory(q: Queryable, code: string, folder: string, statKey: string) {
  const rows = await q.query<LogRow>(
    'select * from integrity_logs where company_code = $1 and folder = $2 and stat_key = $3 order by id desc limit 50',
    [code, folder, statKey],
  );
  return rows.map(logView);
}

/** Writes one sync's results, one row per check, sharing one time. */
export async function insertSyncResults(
  q: Queryable,
  code: string,
  results: ReadonlyArray<{ folder: string; stat_key: string; status: string; detail: Record<string, unknown> }>,
): Promise<void> {
  await q.query(
    `insert into integrity_logs (company_code, folder, stat_key, status, detail)
     select $1, folder, stat_key, status, detail
       from jsonb_to_recordset($2::jsonb) as r(folder text, stat_key text, status text, detail jsonb)`,
    [code, JSON.stringify(results)],
  );
}
