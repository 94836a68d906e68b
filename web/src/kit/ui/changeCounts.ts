/** How a transaction's counts are worded: the wizard's result, the transactions list and a transaction's page. */
import { formatCount } from '../format/index.js';

/** Records inserted, updated and deleted. */
export interface ChangeCounts {
  insert: number;
  update: number;
  delete: number;
}

/** A transaction's counts: in all, under its resource, and per resource it wrote when the platform keeps them. */
export interface TransactionCounts {
  resource: string;
  counts: ChangeCounts;
  counts_by_resource?: ReadonlyArray<{ resource: string; counts: ChangeCounts }> | null;
}

/** "2,000 inserted, 3 updated": the counts that are not zero ("no change" when all are). */
export function changeSummary({ insert, update, delete: removed }: ChangeCounts): string {
  const parts = [
    insert && `${formatCount(insert)} inserted`,
    update && `${formatCount(update)} updated`,
    removed && `${formatCount(removed)} deleted`,
  ];
  const said = parts.filter(Boolean);
  return said.length ? said.join(', ') : 'no change';
}

/** The resources a transaction changed, with their counts; empty when the platform keeps none. */
const changedResources = (tx: TransactionCounts) =>
  (tx.counts_by_resource ?? []).filter((r) => r.counts.insert + r.counts.update + r.counts.delete > 0);

/** A transaction's counts as rows per resource: those it changed, else its one resource's. */
export function countsRows(tx: TransactionCounts & { resource: string; counts: ChangeCounts }) {
  const changed = changedResources(tx);
  return changed.length > 0 ? changed : [{ resource: tx.resource, counts: tx.counts }];
}

/**
 * Each count under the resource it concerns — "2 deleted in schedules; 1 deleted in company_retailers",
 * never a dissociation's schedules counted as its link's — or null when it changed one resource only.
 */
export function perResourceSummary(tx: TransactionCounts): string | null {
  const changed = changedResources(tx);
  return changed.length > 1 ? changed.map((r) => `${changeSummary(r.counts)} in ${r.resource}`).join('; ') : null;
}

/**
 * What a transaction did: per resource when it changed several (see {@link perResourceSummary}),
 * else "990 inserted, 0 updated, 0 deleted in keywords".
 */
export function transactionSummary(tx: TransactionCounts): string {
  const several = perResourceSummary(tx);
  if (several) return several;
  const only = changedResources(tx)[0] ?? tx;
  const { insert, update, delete: removed } = only.counts;
  const [i, u, d] = [insert, update, removed].map(formatCount);
  return `${i} inserted, ${u} updated, ${d} deleted in ${only.resource}`;
}
