/**
 * Rows a list hands to the bulk wizard ("Open in bulk wizard" on a selection): kept in the tab's
 * sessionStorage until the wizard's file step takes them as its input. The CSV holds the bulk row's
 * columns that the selected records fill (with `uuid`, so each row updates its record); a column no
 * record fills is left out, because an absent column leaves the stored value alone while an empty
 * cell would clear it (DESIGN §8).
 */
import { BULK_CATALOGUE, type BulkEntry } from '@console/schema';
import { loadChunk } from '../../kit/ui/chunks.js';

/** What a list hands over. */
export interface BulkHandoff {
  /** The bulk resource (`BULK_CATALOGUE[].name`). */
  bulk: string;
  /** Where the rows come from, e.g. "3 selected retailers". */
  source: string;
  /** The rows as CSV, first line naming the columns. */
  text: string;
}

const KEY = 'console.bulk.handoff';

/** The bulk upsert that writes a resource's records (its `target`), if there is one. */
export const bulkOfResource = (resource: string): BulkEntry | undefined =>
  BULK_CATALOGUE.find((b) => b.target === resource);

/**
 * The CSV of records as rows of a bulk upsert (handoffCsv.ts). The CSV writer (papaparse) and the
 * bulk rows' fields are loaded when a user first hands rows over, not with every list (issue 17).
 */
export const handoffCsv = async (bulk: string, records: readonly Record<string, unknown>[]): Promise<string> =>
  (await loadChunk(() => import('./handoffCsv.js'))).handoffCsv(bulk, records);

/** Keeps rows for the wizard of this tab. */
export function handOffToBulk(handoff: BulkHandoff): void {
  sessionStorage.setItem(KEY, JSON.stringify(handoff));
}

/** The rows handed to this bulk resource's wizard, if any (they stay until {@link dropBulkHandoff}). */
export function readBulkHandoff(bulk: string): BulkHandoff | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<BulkHandoff> | null;
    if (!parsed || parsed.bulk !== bulk || typeof parsed.text !== 'string' || typeof parsed.source !== 'string')
      return null;
    return parsed as BulkHandoff;
  } catch {
    return null;
  }
}

/** Forgets the handed rows once the file step holds them. */
export function dropBulkHandoff(): void {
  sessionStorage.removeItem(KEY);
}
