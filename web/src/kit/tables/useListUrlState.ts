/** The list state kept in the URL (see listUrlState.ts), with setters that push history entries. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { parseListState, writeListState } from './listUrlState.js';
import type { ListState } from './listUrlState.js';
import type { SortKey } from './listTypes.js';

/** What `useListUrlState` gives: the state and setters (each change is one history entry). */
export interface ListUrlState extends ListState {
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortKey[]) => void;
  /** Sets one filter (empty text removes it) and goes back to page 1. */
  setFilter: (field: string, value: string) => void;
  clearFilters: () => void;
}

/** List paging, sort and filters from and to the query string; `prefix` separates lists on one page. */
export function useListUrlState(prefix = ''): ListUrlState {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Re-parse only when the query string changes, so consumers get stable objects.
  const state = useMemo(() => parseListState(new URLSearchParams(key), prefix), [key, prefix]);
  const update = useCallback(
    (change: (s: ListState) => ListState) =>
      setParams((prev) => writeListState(prev, change(parseListState(prev, prefix)), prefix)),
    [setParams, prefix],
  );
  return {
    ...state,
    setPage: useCallback((page) => update((s) => ({ ...s, page })), [update]),
    setPageSize: useCallback((pageSize) => update((s) => ({ ...s, pageSize, page: 1 })), [update]),
    setSort: useCallback((sort) => update((s) => ({ ...s, sort, page: 1 })), [update]),
    setFilter: useCallback(
      (field, value) =>
        update((s) => {
          const filters = { ...s.filters };
          if (value === '') delete filters[field];
          else filters[field] = value;
          return { ...s, filters, page: 1 };
        }),
      [update],
    ),
    clearFilters: useCallback(() => update((s) => ({ ...s, filters: {}, page: 1 })), [update]),
  };
}
