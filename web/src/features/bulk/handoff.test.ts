import { describe, expect, it } from 'vitest';
import { bulkOfResource, handoffCsv } from './handoff.js';

describe('rows handed from a list to the bulk wizard', () => {
  it('finds the bulk upsert that writes a resource', () => {
    expect(bulkOfResource('retailers')?.name).toBe('retailers');
    expect(bulkOfResource('schedules')?.name).toBe('retailer_metric_schedules');
    expect(bulkOfResource('transactions')).toBeUndefined();
  });

  // An absent column keeps the stored value; an empty cell would clear it (DESIGN §8).
  it('writes the bulk columns the records fill, leaving out the ones none fills', async () => {
    const csv = await handoffCsv('retailers', [
      { uuid: 'u1', id: 1, name: 'Tesco', digit_code: '7001', country: { id: 1, iso_code: 'GB' }, is_active: true },
      { uuid: 'u2', id: 2, name: 'Asda, UK', digit_code: '7003', country: { id: 1, iso_code: 'GB' }, is_active: false },
    ]);
    const [head, ...rows] = csv.trim().split(/\r?\n/);
    expect(head?.split(',')).toEqual(['name', 'digit_code', 'country.id', 'country.iso_code', 'is_active', 'uuid']);
    expect(rows).toEqual(['Tesco,7001,1,GB,true,u1', '"Asda, UK",7003,1,GB,false,u2']);
  });
});
