/** The transactions list, kept current from `transactionCommitted` without doubling. */
import type { TransactionRow } from '../live/index.js';

export interface CommitsState {
  /** Newest first. */
  rows: TransactionRow[];
  /** The highest feed position applied (pass as `after` to resume). */
  lastPosition: number;
  /** Uuids that arrived live since the page opened (highlighted). */
  fresh: string[];
}

export const NO_COMMITS: CommitsState = { rows: [], lastPosition: 0, fresh: [] };
const byNewest = (a: TransactionRow, b: TransactionRow) => b.id - a.id;

/** The first page (or a reload after a reconnect): merged by uuid, nothing doubled. */
export function loadCommits(state: CommitsState, rows: readonly TransactionRow[], max: number): CommitsState {
  const known = new Map(state.rows.map((r) => [r.uuid, r]));
  for (const row of rows) known.set(row.uuid, row);
  return { ...state, rows: [...known.values()].sort(byNewest).slice(0, max) };
}

/** A live commit: applied once by position (0 = polled, then by uuid only). */
export function applyCommit(state: CommitsState, position: number, row: TransactionRow, max: number): CommitsState {
  if (position > 0 && position <= state.lastPosition) return state;
  const seen = state.rows.some((r) => r.uuid === row.uuid);
  const rows = seen ? state.rows.map((r) => (r.uuid === row.uuid ? row : r)) : [row, ...state.rows].sort(byNewest).slice(0, max);
  return { rows, lastPosition: Math.max(state.lastPosition, position), fresh: seen ? state.fresh : [...state.fresh, row.uuid] };
}
