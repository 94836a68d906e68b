/** SRP display helpers: plain spaces in product names (§7) and log rows with their product names. */
import type { SrpListRow, SrpLogRow } from './graphql/operations.js';
import { jsonRecord } from '../../kit/graphql/json.js';

/** Non-breaking spaces (U+00A0, U+202F, U+2007) made normal spaces (§7). */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f\u2007]/g, ' ');

/** The SRP list sorted by name, names with plain spaces. */
export const srpListRows = (rows: readonly SrpListRow[]): SrpListRow[] =>
  rows
    .map((r) => ({ ...r, product_name: plainSpaces(r.product_name) }))
    .sort((a, b) => a.product_name.localeCompare(b.product_name));

/** A log row with its Insert/Update/Delete tag and the product's name when known. */
export interface SrpLogView extends Omit<SrpLogRow, 'details'> {
  /** The log's details (JSON in the SDL) as an object. */
  details: Record<string, unknown>;
  product_name: string | null;
  tag: 'Insert' | 'Update' | 'Delete';
}

const TAGS = { insert: 'Insert', update: 'Update', delete: 'Delete' } as const;

/** Logs newest first, each tagged (the operation word, whatever its case) and named. */
export function srpLogRows(logs: readonly SrpLogRow[], names: ReadonlyMap<string, string>): SrpLogView[] {
  return logs
    .map((log) => ({
      ...log,
      details: jsonRecord(log.details),
      tag: TAGS[log.operation.toLowerCase() as keyof typeof TAGS] ?? 'Update',
      product_name: names.has(log.product_uuid) ? plainSpaces(names.get(log.product_uuid)!) : null,
    }))
    .sort((a, b) => b.recorded_at.localeCompare(a.recorded_at));
}
