/** CSV and pasted-rows parsing for the bulk wizard (papaparse, in the browser, no I/O). */
import Papa from 'papaparse';
import { rowMessage } from '@console/schema';

/** A parsed table: its header row and one record of header -> cell per data row. */
export interface ParsedTable {
  readonly headers: string[];
  readonly records: Record<string, string>[];
  /** Parse problems worth showing ("Row 4: Too many fields"); the table is still usable. */
  readonly errors: string[];
}

/**
 * Parses CSV text, or rows pasted from a spreadsheet (tab separated): the delimiter is detected.
 * The first row names the columns; blank lines are skipped; cells are trimmed.
 */
export function parseCsv(text: string): ParsedTable {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  const headers = (result.meta.fields ?? []).filter((h) => h !== '');
  // Papaparse reports a missing delimiter on one-column input; that is not an error for us.
  const errors = result.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    // Rows counted as the wizard's tables count them: the first row under the header is Row 1.
    .map((e) => (typeof e.row === 'number' ? rowMessage(e.row, e.message) : e.message));
  const records = result.data.map((record) => {
    const clean: Record<string, string> = {};
    for (const header of headers) clean[header] = typeof record[header] === 'string' ? record[header] : '';
    return clean;
  });
  return { headers, records, errors };
}
