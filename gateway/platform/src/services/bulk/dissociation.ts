/**
 * What a company–retailer dissociation removes (§7, DESIGN §3), per metric: the retailer
 * metric schedules of those metrics; for `rankings` the rankings and the keywords tracked at
 * that retailer_url; for `listings` the listings (the company's SKUs as listed at that
 * retailer — SKU records themselves are company-wide and stay); and the metrics entry of the
 * company_retailers link (updated, or deleted when no metric is left).
 */
import { atRetailer } from '../../store/bulk/keys.js';
import type { Queryable } from '../../store/db.js';
import type { RecordRow } from '../../store/records.js';
import type { MovedRow, PlannedRow, PlannedWrite } from '../../store/bulk/types.js';
import { deleteWrite } from './plan.js';

export interface DissociationData {
  company_digit_code: string;
  retailer_url: string;
  metrics: string[];
}

interface Doomed {
  resource: string;
  metric: string | null;
  row: RecordRow;
}

/** Whether the dissociation removes the link itself: no metric of it is left. */
export const linkGoes = (link: RecordRow, metrics: readonly string[]): boolean =>
  ((link.data.metrics as string[] | undefined) ?? []).every((m) => metrics.includes(m));

/**
 * Every record the dissociation would remove, with the metric it belongs to (null: the link
 * itself). When the link goes, everything of the company at that retailer_url goes with it,
 * whatever its metric (docs/PLATFORM-REST.md, records that others point at): records of a metric
 * the link did not list are grouped under `all`, with the link.
 */
export async function doomedRecords(q: Queryable, data: DissociationData, withLink = false): Promise<Doomed[]> {
  const out: Doomed[] = [];
  const asked = (metric: string) => (data.metrics.includes(metric) ? metric : null);
  for (const row of await atRetailer(q, 'schedules', data, withLink ? undefined : data.metrics))
    out.push({ resource: 'schedules', metric: asked(String(row.data.metric)), row });
  if (withLink || data.metrics.includes('rankings')) {
    for (const row of await atRetailer(q, 'rankings', data))
      out.push({ resource: 'rankings', metric: asked('rankings'), row });
    for (const row of await atRetailer(q, 'keywords', data))
      out.push({ resource: 'keywords', metric: asked('rankings'), row });
  }
  if (withLink || data.metrics.includes('listings')) {
    for (const row of await atRetailer(q, 'listings', data))
      out.push({ resource: 'listings', metric: asked('listings'), row });
  }
  return out;
}

/** What the dissociation removes as the store is now: the link read again, and what goes with it. */
export async function doomedNow(q: Queryable, data: DissociationData): Promise<Doomed[]> {
  const link = await retailerLink(q, data);
  return doomedRecords(q, data, link ? linkGoes(link, data.metrics) : false);
}

/** The company_retailers link of the company at that retailer_url, if any. */
export async function retailerLink(q: Queryable, data: DissociationData): Promise<RecordRow | undefined> {
  return (await atRetailer(q, 'company_retailers', data))[0];
}

/** The preview rows: one per record that goes, then the link's metrics entry. */
export function planDissociation(doomed: readonly Doomed[], link: RecordRow, metrics: readonly string[]): PlannedRow[] {
  const rows: PlannedRow[] = doomed.map(({ resource, metric, row }, index) => ({
    index,
    outcome: 'delete',
    resource,
    store: resource,
    uuid: row.uuid,
    base_version: row.version,
    changes: [],
    errors: [],
    row: { ...row.data, metric, uuid: row.uuid },
    writes: [deleteWrite(resource, row)],
  }));
  const before = (link.data.metrics as string[] | undefined) ?? [];
  const left = before.filter((m) => !metrics.includes(m));
  const base = {
    index: rows.length,
    resource: 'company_retailers',
    store: 'company_retailers',
    uuid: link.uuid,
    base_version: link.version,
    errors: [],
    row: { ...link.data, uuid: link.uuid },
  };
  if (left.length === 0) {
    rows.push({
      ...base,
      outcome: 'delete',
      changes: [{ field: 'metrics', before, after: null }],
      writes: [deleteWrite('company_retailers', link)],
    });
  } else {
    const after = { ...link.data, metrics: left };
    const changes = [{ field: 'metrics', before, after: left }];
    const write: PlannedWrite = { ...deleteWrite('company_retailers', link), op: 'update', after, changes };
    rows.push({ ...base, outcome: 'update', changes, writes: [write] });
  }
  return rows;
}

/** Per metric: how many records of each kind would go, and a sample. */
export function impactByMetric(rows: readonly PlannedRow[], sample = 5) {
  const out: Record<
    string,
    { total: number; by_resource: Record<string, number>; sample: Array<Record<string, unknown>> }
  > = {};
  for (const row of rows) {
    const metric = typeof row.row.metric === 'string' ? row.row.metric : 'all';
    const entry = (out[metric] ??= { total: 0, by_resource: {}, sample: [] });
    entry.total++;
    entry.by_resource[row.resource] = (entry.by_resource[row.resource] ?? 0) + 1;
    if (entry.sample.length < sample)
      entry.sample.push({ resource: row.resource, outcome: row.outcome, uuid: row.uuid, ...row.row });
  }
  return out;
}

/** Records that appeared at the retailer since the preview (index -1: not a row of the preview). */
export function appearedSince(data: DissociationData, planned: ReadonlySet<string>) {
  return async (q: Queryable): Promise<MovedRow[]> =>
    (await doomedNow(q, data))
      .filter((d) => !planned.has(d.row.uuid))
      .map((d) => ({
        index: -1,
        uuid: d.row.uuid,
        field: 'retailer_url',
        message: `a ${d.resource} record at ${data.retailer_url} appeared since the preview`,
      }));
}
