import { describe, expect, it } from 'vitest';
import { changeSummary, perResourceSummary, transactionSummary } from './changeCounts.js';

const counts = (insert: number, update: number, remove: number) => ({ insert, update, delete: remove });

describe('changeSummary', () => {
  it('words the counts that are not zero', () => {
    expect(changeSummary(counts(2000, 0, 0))).toBe('2,000 inserted');
    expect(changeSummary(counts(0, 3, 1))).toBe('3 updated, 1 deleted');
    expect(changeSummary(counts(0, 0, 0))).toBe('no change');
  });
});

describe('transactionSummary', () => {
  it('puts each count under the resource it concerns when a transaction wrote several (issue 16, item 6)', () => {
    const dissociation = {
      resource: 'company_retailers',
      counts: counts(0, 0, 3),
      counts_by_resource: [
        { resource: 'company_retailers', counts: counts(0, 0, 1) },
        { resource: 'schedules', counts: counts(0, 0, 2) },
      ],
    };
    expect(transactionSummary(dissociation)).toBe('1 deleted in company_retailers; 2 deleted in schedules');
    expect(perResourceSummary(dissociation)).toBe('1 deleted in company_retailers; 2 deleted in schedules');
  });

  it('keeps the one-resource sentence, with or without per-resource counts', () => {
    const bulk = { resource: 'keywords', counts: counts(990, 0, 0) };
    expect(transactionSummary(bulk)).toBe('990 inserted, 0 updated, 0 deleted in keywords');
    expect(
      transactionSummary({ ...bulk, counts_by_resource: [{ resource: 'keywords', counts: counts(990, 0, 0) }] }),
    ).toBe('990 inserted, 0 updated, 0 deleted in keywords');
    expect(perResourceSummary(bulk)).toBeNull();
  });
});
