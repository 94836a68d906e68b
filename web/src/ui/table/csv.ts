/** CSV (RFC 4180) of records and a browser download of a text file. */
import { formatValue, getPath } from './fields.js';

/** One field quoted as RFC 4180 says: quotes doubled, quoted when it holds `,` `"` CR or LF. */
export function csvField(value: unknown): string {
  const text = formatValue(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header line of the column paths, then one line per record, CRLF-separated. */
export function toCsv(records: readonly unknown[], columns: readonly string[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const record of records) lines.push(columns.map((c) => csvField(getPath(record, c))).join(','));
  return `${lines.join('\r\n')}\r\n`;
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
