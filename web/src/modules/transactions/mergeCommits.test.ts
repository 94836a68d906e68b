import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../live/index.js';
import { applyCommit, loadCommits, NO_COMMITS } from './mergeCommits.js';

const tx = (id: number): TransactionRow => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  kind: 'bulk_apply',
  resource: 'keywords',
  user_uuid: null,
  company: { digit_code: '1001', name: 'Northwind Foods' },
  counts: { insert: 1, update: 0, delete: 0 },
  status: 'committed',
  started_at: '2024-01-01T00:00:00.000Z',
  finished_at: '2024-01-01T00:00:01.000Z',
  task_uuid: null,
});

describe('transactions list', () => {
  it('applies each commit once, by position and by uuid, newest first', () => {
    let s = loadCommits(NO_COMMITS, [tx(1), tx(2)], 100);
    s = applyCommit(s, 10, tx(3), 100);
    s = applyCommit(s, 10, tx(3), 100); // replayed after a reconnect
    s = applyCommit(s, 0, tx(3), 100); // the same commit polled
    s = loadCommits(s, [tx(3), tx(2)], 100); // reloaded after a reconnect
    expect(s.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(s.lastPosition).toBe(10);
    expect(s.fresh).toEqual([tx(3).uuid]);
  });
  it('keeps at most max rows', () => {
    const s = applyCommit(loadCommits(NO_COMMITS, [tx(1), tx(2)], 2), 5, tx(3), 2);
    expect(s.rows.map((r) => r.id)).toEqual([3, 2]);
  });
});
