import { describe, expect, it } from 'vitest';
import { deltaOf, formatMetric, metricRows } from './metrics.js';

describe('overview metrics', () => {
  it('merges the series by date, one column per metric, sorted', () => {
    const rows = metricRows({
      rating: {
        metric: 'rating',
        value: 4.5,
        series: [
          { date: '2026-01-02', value: 4.5 },
          { date: '2026-01-01', value: 4.4 },
        ],
      },
      availability: { metric: 'availability', value: 90, series: [{ date: '2026-01-01', value: 91 }] },
    });
    expect(rows).toEqual([
      { date: '2026-01-01', availability: 91, rating: 4.4 },
      { date: '2026-01-02', rating: 4.5 },
    ]);
  });

  it('signs the change over the period and formats values with their unit', () => {
    expect(
      deltaOf([
        { date: 'a', value: 80 },
        { date: 'b', value: 82.5 },
      ]),
    ).toBe('+2.50');
    expect(
      deltaOf([
        { date: 'a', value: 3 },
        { date: 'b', value: 2 },
      ]),
    ).toBe('-1.00');
    expect(deltaOf([{ date: 'a', value: 3 }])).toBeUndefined();
    expect(formatMetric('rating', 4.567)).toBe('4.57');
    expect(formatMetric('availability', 94.64)).toBe('94.6%');
    expect(formatMetric('availability', null)).toBe('—');
  });
});
