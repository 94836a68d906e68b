/** Ranking rows to chart lines: one line per product, its rank by date (pure). */
import type { ChartLine } from '../components/LineChart.js';

export interface RankingRow {
  product_uuid: string;
  date: string;
  rank: number;
}

/** Lines of the `limit` products with the best average rank (or only `product` when given). */
export function rankLines(
  rows: readonly RankingRow[],
  names: ReadonlyMap<string, string>,
  options: { product?: string | null; limit?: number } = {},
): ChartLine[] {
  const byProduct = new Map<string, RankingRow[]>();
  for (const row of rows) {
    if (options.product && row.product_uuid !== options.product) continue;
    const list = byProduct.get(row.product_uuid) ?? [];
    list.push(row);
    byProduct.set(row.product_uuid, list);
  }
  const average = (list: RankingRow[]) => list.reduce((sum, r) => sum + r.rank, 0) / list.length;
  return [...byProduct.entries()]
    .sort((a, b) => average(a[1]) - average(b[1]))
    .slice(0, options.limit ?? 5)
    .map(([uuid, list]) => ({
      key: names.get(uuid) ?? uuid.slice(0, 8),
      points: [...list].sort((a, b) => a.date.localeCompare(b.date)).map((r) => ({ date: r.date, value: r.rank })),
    }));
}
