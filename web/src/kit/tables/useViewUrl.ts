/** A table's view in the URL (tableView.ts): hidden columns and widths to read and set, saved views to apply. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { applyView, parseLayout, viewQuery, writeLayout } from './tableView.js';
import type { ViewLayout } from './tableView.js';

/** The view's layout from the query string; `prefix` separates the lists of one page. */
export function useViewUrl(prefix = '') {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const layout = useMemo(() => parseLayout(new URLSearchParams(key), prefix), [key, prefix]);
  const query = useMemo(() => viewQuery(new URLSearchParams(key), prefix), [key, prefix]);
  const setLayout = useCallback(
    (next: ViewLayout) => {
      // A width dragged is not a step to go back to; a column shown or hidden is.
      const prev = parseLayout(new URLSearchParams(window.location.search), prefix);
      const replace = prev.hidden.join(',') === next.hidden.join(',') && Object.keys(next.widths).length > 0;
      setParams((p) => writeLayout(p, next, prefix), { replace });
    },
    [setParams, prefix],
  );
  const apply = useCallback((saved: string) => setParams((p) => applyView(p, saved, prefix)), [setParams, prefix]);
  return { layout, query, setLayout, apply };
}
