import { describe, expect, it } from 'vitest';
import { plainSpaces, srpListRows, srpLogRows } from './srpRows.js';

describe('SRP rows', () => {
  it('makes non-breaking spaces normal spaces and sorts the list by name', () => {
    expect(plainSpaces('Oat\u00a0Crunch\u202f250\u00a0g')).toBe('Oat Crunch 250 g');
    const rows = srpListRows([
      { product_uuid: 'b', product_name: 'Zest\u00a0Tea', is_active: true },
      { product_uuid: 'a', product_name: 'Apple\u00a0Juice', is_active: false },
    ]);
    expect(rows.map((r) => r.product_name)).toEqual(['Apple Juice', 'Zest Tea']);
  });

  it('tags each log row Insert, Update or Delete, newest first, with the product name', () => {
    const names = new Map([['p1', 'Oat\u00a0Crunch']]);
    const rows = srpLogRows(
      [
        { product_uuid: 'p1', operation: 'Insert', user_uuid: 'u', recorded_at: '2026-01-01T00:00:00Z', details: {} },
        { product_uuid: 'p2', operation: 'delete', user_uuid: 'u', recorded_at: '2026-01-02T00:00:00Z', details: {} },
      ],
      names,
    );
    expect(rows.map((r) => [r.tag, r.product_name])).toEqual([
      ['Delete', null],
      ['Insert', 'Oat Crunch'],
    ]);
  });
});
