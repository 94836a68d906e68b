/** CSV of records (the app's one writer, `writeCsv`) and a browser download of a text file. */
import { writeCsv } from '@console/machines';
import { formatValue, getPath } from './fields.js';

/**
 * A CSV document: a header line of the column paths, then one line per record with each column's
 * value as `formatValue` writes it; formula-like cells are neutralised by `writeCsv`.
 */
export function toCsv(records: readonly unknown[], columns: readonly string[]): string {
  return writeCsv(
    columns,
    records.map((record) => columns.map((column) => formatValue(getPath(record, column)))),
  );
}

/** Saves text as a file in the browser (an object URL on a temporary link). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
