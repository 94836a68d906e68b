/** CSV export of a filtered list: every page fetched in chunks, then downloaded as a file. */
import { useCallback, useState } from 'react';
import { messageForStatus } from '@console/schema';
import type { PageInfo, ResourceRecord } from './listTypes.js';
import { toAppError } from '../graphql/appError.js';
import { showFailure, showSuccess } from '../ui/toaster.js';

/** Rows per call while exporting. */
export const CSV_CHUNK = 1000;

/** Fetches one page of the filtered, sorted list. */
export type PageFetcher = (page: number, pageSize: number) => Promise<{ rows: ResourceRecord[]; navigation: PageInfo }>;

/** `exportCsv()` fetches all matching rows page by page and downloads them; `progress` while it runs. */
export function useCsvExport(fetchPage: PageFetcher, columns: readonly string[], fileName: string) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const exportCsv = useCallback(async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows: ResourceRecord[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await fetchPage(page, CSV_CHUNK);
        rows.push(...answer.rows);
        setProgress({ done: rows.length, total: answer.navigation.total_items });
        if (page >= answer.navigation.total_pages || answer.rows.length === 0) break;
      }
      // The CSV writer (papaparse) is loaded with the first export, not with the list.
      const { downloadText, toCsv } = await import('./csv.js');
      downloadText(fileName, toCsv(rows, columns));
      showSuccess(`Exported ${rows.length} rows to ${fileName}`);
    } catch (error) {
      const appError = toAppError(error);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    } finally {
      setProgress(null);
    }
  }, [fetchPage, columns, fileName]);
  return { exportCsv, exporting: progress !== null, progress };
}
