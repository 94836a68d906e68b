import { describe, expect, it } from 'vitest';
import { changeSummary } from './components/TransactionsTable.js';

describe('changeSummary', () => {
  it('words the counts that are not zero', () => {
    expect(changeSummary({ insert: 2000, update: 0, delete: 0 })).toBe('2,000 inserted');
    expect(changeSummary({ insert: 0, update: 3, delete: 1 })).toBe('3 updated, 1 deleted');
    expect(changeSummary({ insert: 0, update: 0, delete: 0 })).toBe('no change');
  });
});
