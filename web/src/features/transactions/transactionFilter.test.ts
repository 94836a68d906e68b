import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../monitor/index.js';
import { transactionRow } from './testTransactions.js';
import { compareBy, FILTER_FIELDS, localDayStart, matchesFilter, transactionFilter } from './transactionFilter.js';

/** A create of 10 March 2024, the day the range tests use. */
const tx = (id: number, fields: Partial<TransactionRow> = {}): TransactionRow =>
  transactionRow(id, {
    kind: 'create',
    started_at: '2024-03-10T10:00:00.000Z',
    finished_at: '2024-03-10T10:00:01.000Z',
    ...fields,
  });

describe('transactions filter', () => {
  it('offers kind and resource as text and status as a select', () => {
    expect(FILTER_FIELDS.map((f) => [f.path, f.kind])).toEqual([
      ['kind', 'text'],
      ['resource', 'text'],
      ['status', 'enum'],
    ]);
  });

  it('sends the company, "contains" for text, equality for status and the day range as times', () => {
    const from = localDayStart('2024-03-10')!;
    const end = localDayStart('2024-03-12', 1)!;
    expect(end.getDate()).toBe(13);
    expect(transactionFilter({ kind: 'seed', status: 'failed', from: '2024-03-10', to: '2024-03-12' }, '1001')).toEqual(
      {
        'company.digit_code': '1001',
        kind: { like: 'seed' },
        status: 'failed',
        finished_at: { gte: from.toISOString() },
        started_at: { lt: end.toISOString() },
      },
    );
    expect(transactionFilter({ from: 'not a day' }, '1001')).toEqual({ 'company.digit_code': '1001' });
  });

  it('matches rows as the platform does', () => {
    const filter = transactionFilter({ kind: 'CRE', resource: 'key' }, '1001');
    expect(matchesFilter(tx(1), filter)).toBe(true);
    expect(matchesFilter(tx(1, { kind: 'seed' }), filter)).toBe(false);
    expect(matchesFilter(tx(1, { company: { digit_code: '1002', name: 'x' } }), filter)).toBe(false);
    const day = transactionFilter({ from: '2024-03-10', to: '2024-03-10' }, '1001');
    const noon = localDayStart('2024-03-10')!.getTime() + 12 * 3600_000;
    const at = (ms: number) => ({
      started_at: new Date(ms).toISOString(),
      finished_at: new Date(ms + 1000).toISOString(),
    });
    expect(matchesFilter(tx(1, at(noon)), day)).toBe(true);
    expect(matchesFilter(tx(1, at(noon - 86_400_000)), day)).toBe(false);
    expect(matchesFilter(tx(1, at(noon + 86_400_000)), day)).toBe(false);
    expect(matchesFilter(tx(1, { task_uuid: null }), { task_uuid: null })).toBe(true);
    expect(matchesFilter(tx(1), { 'counts.insert': { gte: 2 } })).toBe(false);
  });

  it('orders by the sort keys, then by id', () => {
    const rows = [tx(1, { kind: 'b' }), tx(2, { kind: 'a' }), tx(3, { kind: 'b' })];
    expect([...rows].sort(compareBy([{ field: 'kind', direction: 'desc' }])).map((r) => r.id)).toEqual([1, 3, 2]);
    expect([...rows].sort(compareBy([{ field: 'id', direction: 'desc' }])).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
