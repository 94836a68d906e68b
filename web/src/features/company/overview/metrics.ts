/** The company metrics of the overview: labels, scales, themes and their CSV (pure helpers). */
import type { ScoreTheme } from '../components/ScoreCard.js';
import type { MetricSeries } from '../graphql/operations.js';

export const OVERVIEW_METRICS = ['content_score', 'availability', 'rating', 'share_of_search'] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** How each metric reads: its label, maximum, unit and card theme (three themes of §2). */
export const METRIC_INFO: Record<OverviewMetric, { label: string; max: number; unit: string; theme: ScoreTheme }> = {
  content_score: { label: 'Content score', max: 100, unit: '%', theme: 'midnight' },
  availability: { label: 'Availability', max: 100, unit: '%', theme: 'deep' },
  rating: { label: 'Rating', max: 5, unit: '', theme: 'light' },
  share_of_search: { label: 'Share of search', max: 100, unit: '%', theme: 'midnight' },
};

/** The metric's value with its unit, or a dash. */
export const formatMetric = (metric: OverviewMetric, value: number | null | undefined): string =>
  value === null || value === undefined
    ? '—'
    : `${metric === 'rating' ? value.toFixed(2) : value.toFixed(1)}${METRIC_INFO[metric].unit}`;

/** The change from the first to the last sample, signed ("+1.20"), or undefined without two samples. */
export function deltaOf(series: MetricSeries['series']): string | undefined {
  if (!series || series.length < 2) return undefined;
  const delta = series.at(-1)!.value - series[0]!.value;
  return `${delta >= 0 ? '+' : ''}${delta.toFixed(2)}`;
}

/** One row per date with a column per metric (missing samples left empty). */
export function metricRows(
  data: Partial<Record<OverviewMetric, MetricSeries>>,
): Array<Record<string, string | number>> {
  const byDate = new Map<string, Record<string, string | number>>();
  for (const metric of OVERVIEW_METRICS) {
    for (const point of data[metric]?.series ?? []) {
      const row = byDate.get(point.date) ?? { date: point.date };
      row[metric] = point.value;
      byDate.set(point.date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
}
