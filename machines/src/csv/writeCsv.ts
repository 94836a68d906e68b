/**
 * The one CSV writer of the app (papaparse): RFC 4180 quoting, CRLF line ends, and cells that a
 * spreadsheet would run as a formula neutralised.
 */
import Papa from 'papaparse';

/**
 * Cells a spreadsheet reads as a formula or a control sequence (OWASP "CSV injection"): they start
 * with = + - @ tab or CR. Such a cell is written with a leading `'`, which spreadsheets show as
 * text and drop when they save the file again. Plain numbers (`-12.5`, `+3`) are left alone: a
 * spreadsheet reads them as numbers, never as formulas, and a negative amount stays a number.
 */
export const FORMULA_CELL = /^[=+\-@\t\r](?![0-9]+(?:\.[0-9]+)?$)/;

/** A CSV document: the header row, then one line per row, each line ended by CRLF. */
export function writeCsv(headers: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const text = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: FORMULA_CELL },
  );
  return `${text}\r\n`;
}
