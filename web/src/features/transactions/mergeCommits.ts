/**
 * One page of the transactions list, kept current from `transactionCommitted` without doubling:
 * a commit that matches the filters adds one to the total and, on the first page, takes its place
 * in the sort order (the page keeps its size); one already shown is replaced in place.
 */
import type { TransactionRow } from '../monitor/index.js';

/** The page the list shows: its filter and order, and where it is. */
export interface PageView {
  matches: (row: TransactionRow) => boolean;
  compare: (a: TransactionRow, b: TransactionRow) => number;
  page: number;
  pageSize: number;
}

export interface CommitsState {
  /** The rows of the page, in the page's order. */
  rows: TransactionRow[];
  /** Transactions matching the filters (null until the first page is read). */
  total: number | null;
  /** The highest feed position applied (pass as `after` to resume). */
  lastPosition: number;
  /** Uuids of matching commits that arrived live since the page opened (marked "new"). */
  fresh: string[];
}

/** A commit as the feed gives it. */
export interface Commit {
  position: number;
  row: TransactionRow;
}

export const NO_COMMITS: CommitsState = { rows: [], total: null, lastPosition: 0, fresh: [] };

/**
 * A commit: replaced in place when shown; otherwise counted when it matches and placed when it
 * belongs on the first page. One counted since the page opened is not counted again (a polled
 * commit may come twice) unless `recount`, for a page read that may not have seen it.
 */
function place(state: CommitsState, row: TransactionRow, view: PageView, recount = false): CommitsState {
  if (state.rows.some((r) => r.uuid === row.uuid)) {
    return { ...state, rows: state.rows.map((r) => (r.uuid === row.uuid ? row : r)) };
  }
  if (!view.matches(row) || (!recount && state.fresh.includes(row.uuid))) return state;
  const fresh = state.fresh.includes(row.uuid) ? state.fresh : [...state.fresh, row.uuid];
  const total = state.total === null ? null : state.total + 1;
  if (view.page !== 1) return { ...state, total, fresh };
  // Before the first row it sorts ahead of; the server's order of the others is kept as it is.
  const at = state.rows.findIndex((r) => view.compare(row, r) < 0);
  const rows = at < 0 ? [...state.rows, row] : [...state.rows.slice(0, at), row, ...state.rows.slice(at)];
  return { ...state, rows: rows.slice(0, view.pageSize), total, fresh };
}

/** A live commit: applied once by position (0 = polled, then by uuid only). */
export function applyCommit(state: CommitsState, position: number, row: TransactionRow, view: PageView): CommitsState {
  if (position > 0 && position <= state.lastPosition) return state;
  return { ...place(state, row, view), lastPosition: Math.max(state.lastPosition, position) };
}

/**
 * A page read from the server. The commits that arrived while it was being read are applied
 * again on top: those the server already had are in its rows (replaced, not counted twice);
 * the others are counted and placed like any live commit.
 */
export function loadPage(
  state: CommitsState,
  rows: readonly TransactionRow[],
  total: number,
  during: readonly Commit[],
  view: PageView,
): CommitsState {
  let next: CommitsState = { ...state, rows: [...rows], total };
  for (const { row } of during) next = place(next, row, view, true);
  return next;
}
