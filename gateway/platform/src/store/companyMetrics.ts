/** Company metrics over time (score cards and line charts of a company overview, §2). */
import type { Queryable } from './db.js';
import { InvalidInput } from './errors.js';

/** The metrics the platform samples per company per day. */
export const COMPANY_METRICS = ['content_score', 'availability', 'rating', 'share_of_search'];

export async function companyMetric(q: Queryable, metric: string, filter: Record<string, unknown> | undefined) {
  const code = filter?.digit_code ?? filter?.['company.digit_code'];
  if (typeof code !== 'string' || !/^\d{1,12}$/.test(code))
    throw new InvalidInput('filter.digit_code is required for a company metric', 'filter.digit_code');
  const from = typeof filter?.from === 'string' ? filter.from : null;
  const rows = await q.query<{ day: string | Date; value: number }>(
    `select day, value from metric_samples where company_code = $1 and metric = $2 and ($3::date is null
      or day >= $3::date) order by day`,
    [code, metric, from],
  );
  const series = rows.map((r) => ({ date: new Date(r.day).toISOString().slice(0, 10), value: Number(r.value) }));
  return { metric, company: { digit_code: code }, value: series.at(-1)?.value ?? null, series };
}
