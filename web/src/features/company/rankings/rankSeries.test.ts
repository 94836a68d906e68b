import { describe, expect, it } from 'vitest';
import { rankLines } from './rankSeries.js';

const rows = [
  { product_uuid: 'a', date: '2026-01-02', rank: 3 },
  { product_uuid: 'a', date: '2026-01-01', rank: 1 },
  { product_uuid: 'b', date: '2026-01-01', rank: 9 },
  { product_uuid: 'c', date: '2026-01-01', rank: 5 },
];

describe('rank lines', () => {
  it('keeps the best-ranked products, dates in order, named when known', () => {
    const lines = rankLines(rows, new Map([['a', 'Oat Crunch']]), { limit: 2 });
    expect(lines.map((l) => l.key)).toEqual(['Oat Crunch', 'c']);
    expect(lines[0]!.points).toEqual([
      { date: '2026-01-01', value: 1 },
      { date: '2026-01-02', value: 3 },
    ]);
  });

  it('draws only the chosen product', () => {
    expect(rankLines(rows, new Map(), { product: 'b' }).map((l) => l.key)).toEqual(['b']);
  });
});
