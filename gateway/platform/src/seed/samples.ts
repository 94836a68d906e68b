/** Rows outside the generic records: company metric samples and integrity-check logs. */
import type { Queryable } from '../store/db.js';
import { CHECKS } from '../store/integrity.js';
import type { CompanySpec } from './companies.js';
import type { CheckAnswer } from './integrity.js';
import { Rng, dayBefore } from './random.js';

export const METRIC_DAYS = 90;
/** Score metrics of the company overview, with their range. */
export const SAMPLE_METRICS = {
  content_score: [55, 98],
  availability: [80, 100],
  rating: [3.4, 4.9],
  share_of_search: [4, 38],
} as const;

export const INTEGRITY_RUNS = 3;

/** Inserts 90 days of each score metric for the company: a bounded random walk per metric. */
export async function insertMetricSamples(q: Queryable, spec: CompanySpec, now: Date): Promise<number> {
  const rng = new Rng(`metric_samples:${spec.digit_code}`);
  const rows: Array<{ company_code: string; metric: string; day: string; value: number }> = [];
  for (const [metric, [low, high]] of Object.entries(SAMPLE_METRICS)) {
    const span = high - low;
    let value = low + span * (0.4 + rng.next() * 0.3);
    for (let daysAgo = METRIC_DAYS - 1; daysAgo >= 0; daysAgo--) {
      value = Math.min(high, Math.max(low, value + (rng.next() - 0.45) * span * 0.04));
      rows.push({
        company_code: spec.digit_code,
        metric,
        day: dayBefore(now, daysAgo),
        value: Math.round(value * 100) / 100,
      });
    }
  }
  await q.query(
    `insert into metric_samples (company_code, metric, day, value)
     select company_code, metric, day, value
       from jsonb_to_recordset($1::jsonb) as r(company_code text, metric text, day date, value double precision)`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}

/**
 * Inserts the last three integrity-sync runs of the company: one row per check of the sync
 * (`CHECKS`, so folders and stat keys are the ones a rerun writes), with the detail and status a
 * check gives. The latest run is the checks' answer on the seeded records (`latest`, in the order
 * of `CHECKS`), so a rerun agrees with it; earlier runs found some more offenders where the latest
 * still finds any.
 */
export async function insertIntegrityLogs(
  q: Queryable,
  spec: CompanySpec,
  now: Date,
  latest: readonly CheckAnswer[],
): Promise<number> {
  const rng = new Rng(`integrity_logs:${spec.digit_code}`);
  const rows: Array<Record<string, unknown>> = [];
  for (let run = INTEGRITY_RUNS - 1; run >= 0; run--) {
    const at = new Date(now.getTime() - run * 86_400_000 - 3 * 3_600_000);
    CHECKS.forEach(({ folder, stat_key, errorShare }, i) => {
      const { total, sample } = latest[i]!;
      const extra = run > 0 && latest[i]!.count > 0 ? rng.int(0, Math.ceil(total * 0.05)) : 0;
      const count = Math.min(total, latest[i]!.count + extra);
      const status = count === 0 ? 'ok' : count / total > errorShare ? 'error' : 'warning';
      rows.push({
        company_code: spec.digit_code,
        folder,
        stat_key,
        status,
        detail: { count, total, sample },
        recorded_at: at.toISOString(),
      });
    });
  }
  await q.query(
    `insert into integrity_logs (company_code, folder, stat_key, status, detail, recorded_at)
     select company_code, folder, stat_key, status, detail, recorded_at
     from jsonb_to_recordset($1::jsonb) as r(company_code text, folder text, stat_key text, status text,
       detail jsonb, recorded_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
