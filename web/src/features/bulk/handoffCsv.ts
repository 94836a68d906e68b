/** The CSV of records as rows of a bulk upsert (pure); loaded on demand by handoff.ts. */
import { bulkFields, writeCsv } from '@console/machines';
import { formatValue, getPath } from '../../kit/tables/fields.js';

/** The bulk row's columns that the records fill, then one line per record. */
export function handoffCsv(bulk: string, records: readonly Record<string, unknown>[]): string {
  const filled = (path: string) => records.some((r) => formatValue(getPath(r, path)) !== '');
  const columns = bulkFields(bulk)
    .map((f) => f.path)
    .filter(filled);
  return writeCsv(
    columns,
    records.map((r) => columns.map((c) => formatValue(getPath(r, c)))),
  );
}
