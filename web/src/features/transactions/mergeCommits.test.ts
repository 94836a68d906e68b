import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../monitor/index.js';
import { transactionRow } from './testTransactions.js';
import { applyCommit, loadPage, NO_COMMITS, type PageView } from './mergeCommits.js';
import { compareBy, DEFAULT_SORT, matchesFilter } from './transactionFilter.js';

const tx = transactionRow;

const view = (over: Partial<PageView> & { filter?: Record<string, unknown> } = {}): PageView => {
  const { filter = {}, ...rest } = over;
  return {
    matches: (row) => matchesFilter(row, filter),
    compare: compareBy(DEFAULT_SORT),
    page: 1,
    pageSize: 50,
    ...rest,
  };
};
const ids = (rows: readonly TransactionRow[]) => rows.map((r) => r.id);

describe('transactions list, live', () => {
  it('applies each commit once, by position and by uuid, newest first, and counts it once', () => {
    const v = view();
    let s = loadPage(NO_COMMITS, [tx(2), tx(1)], 2, [], v);
    s = applyCommit(s, 10, tx(3), v);
    s = applyCommit(s, 10, tx(3), v); // replayed after a reconnect
    s = applyCommit(s, 0, tx(3), v); // the same commit polled
    expect(ids(s.rows)).toEqual([3, 2, 1]);
    expect(s.total).toBe(3);
    s = loadPage(s, [tx(3), tx(2), tx(1)], 3, [], v); // read again after a reconnect
    expect(ids(s.rows)).toEqual([3, 2, 1]);
    expect(s.total).toBe(3);
    expect(s.lastPosition).toBe(10);
    expect(s.fresh).toEqual([tx(3).uuid]);
  });

  it('keeps the page its size', () => {
    const v = view({ pageSize: 2 });
    const s = applyCommit(loadPage(NO_COMMITS, [tx(2), tx(1)], 7, [], v), 5, tx(3), v);
    expect(ids(s.rows)).toEqual([3, 2]);
    expect(s.total).toBe(8);
  });

  it('counts but does not show a matching commit on a later page', () => {
    const v = view({ page: 2, pageSize: 2 });
    const s = applyCommit(loadPage(NO_COMMITS, [tx(2), tx(1)], 4, [], v), 5, tx(9), v);
    expect(ids(s.rows)).toEqual([2, 1]);
    expect(s.total).toBe(5);
    expect(s.fresh).toEqual([tx(9).uuid]);
  });

  it('leaves out a commit that does not match the filters, but remembers its position', () => {
    const v = view({ filter: { kind: { like: 'seed' } } });
    const s = applyCommit(loadPage(NO_COMMITS, [tx(2, { kind: 'seed' })], 1, [], v), 7, tx(3), v);
    expect(ids(s.rows)).toEqual([2]);
    expect(s.total).toBe(1);
    expect(s.fresh).toEqual([]);
    expect(s.lastPosition).toBe(7);
  });

  it('places a commit where the sort puts it', () => {
    const v = view({ compare: compareBy([{ field: 'kind', direction: 'asc' }]), pageSize: 3 });
    let s = loadPage(NO_COMMITS, [tx(1, { kind: 'a' }), tx(2, { kind: 'c' }), tx(3, { kind: 'e' })], 3, [], v);
    s = applyCommit(s, 1, tx(4, { kind: 'b' }), v);
    expect(ids(s.rows)).toEqual([1, 4, 2]);
    s = applyCommit(s, 2, tx(5, { kind: 'z' }), v); // after the page's last row: counted, not shown
    expect(ids(s.rows)).toEqual([1, 4, 2]);
    expect(s.total).toBe(5);
  });

  it('applies again the commits that arrived while a page was read, counting only those it lacked', () => {
    const v = view();
    const before = loadPage(NO_COMMITS, [tx(1)], 1, [], v);
    const during = [
      { position: 4, row: tx(2) },
      { position: 5, row: tx(3) },
    ];
    let s = before;
    for (const c of during) s = applyCommit(s, c.position, c.row, v);
    // The server saw the first of them, not the second.
    s = loadPage(s, [tx(2), tx(1)], 2, during, v);
    expect(ids(s.rows)).toEqual([3, 2, 1]);
    expect(s.total).toBe(3);
    expect(s.fresh).toEqual([tx(2).uuid, tx(3).uuid]);
  });

  it('replaces a shown row in place without counting it', () => {
    const v = view();
    const s = applyCommit(loadPage(NO_COMMITS, [tx(2), tx(1)], 2, [], v), 3, tx(1, { status: 'failed' }), v);
    expect(ids(s.rows)).toEqual([2, 1]);
    expect(s.rows[1]?.status).toBe('failed');
    expect(s.total).toBe(2);
  });
});
