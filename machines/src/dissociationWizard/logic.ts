/** Pure helpers of the dissociation wizard. */
import { digitCodeSchema, urlSchema, type PreviewRow } from '@console/schema';
import type { DissociationContext, DissociationRequest, MetricImpact } from './types.js';

export const isDigitCode = (value: string): boolean => digitCodeSchema.safeParse(value).success;
export const isUrl = (value: string): boolean => urlSchema.safeParse(value).success;

/** The task's name as the task monitor shows it. */
export const dissociationTaskName = (digitCode: string, retailerUrl: string): string =>
  `Dissociate company ${digitCode} from ${retailerUrl}`;

/** The §7 request of the current choices (task_name, user_uuid, data). */
export function dissociationRequest(context: DissociationContext): DissociationRequest {
  const code = context.company?.digit_code ?? '';
  const url = context.retailer_url ?? '';
  return {
    task_name: dissociationTaskName(code, url),
    user_uuid: context.user_uuid,
    data: { company_digit_code: code, retailer_url: url, metrics: context.metrics },
  };
}

/**
 * Groups what would go per metric (a row's `row.metric`; records not tied to one metric, such
 * as SKUs, under 'all'), counted per kind of record.
 */
export function impactByMetric(rows: readonly PreviewRow[]): MetricImpact[] {
  const byMetric = new Map<string, MetricImpact>();
  for (const row of rows) {
    const metric = typeof row.row.metric === 'string' ? row.row.metric : 'all';
    let impact = byMetric.get(metric);
    if (!impact) byMetric.set(metric, (impact = { metric, total: 0, byResource: {}, rows: [] }));
    impact.total += 1;
    impact.byResource[row.resource] = (impact.byResource[row.resource] ?? 0) + 1;
    impact.rows.push(row);
  }
  return [...byMetric.values()].sort((a, b) =>
    a.metric === 'all' ? 1 : b.metric === 'all' ? -1 : a.metric.localeCompare(b.metric),
  );
}

/** The confirmation is the company's digit code, typed exactly. */
export const confirmationMatches = (context: DissociationContext): boolean =>
  !!context.company && context.typed === context.company.digit_code;
