/**
 * One page of a generic resource's list through `list(resource, filter, navigation)`. The query is
 * the transport; the list's data area (§4) holds the rows and the loading flag shown.
 */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { LIST } from './listTypes.js';
import { asResourceName } from '../graphql/names.js';
import type { PageInfo, ResourceRecord, SortKey } from './listTypes.js';
import { toAppError } from '../graphql/appError.js';
import { useDataArea } from './useDataArea.js';

export interface ResourceListQuery {
  resource: string;
  filter: Record<string, unknown>;
  page: number;
  pageSize: number;
  sort: SortKey[];
  /** Skip the call (e.g. while a parent record loads). */
  skip?: boolean;
  /**
   * What the list shows beside its request (e.g. the table's id); the area is reset when this
   * or the resource or the always-sent conditions (e.g. the company) change.
   */
  area?: string;
  /** The always-sent part of `filter` (e.g. the company), part of the area's identity. */
  fixedFilter?: Record<string, unknown>;
}

/** Rows of the page (the previous page's rows while the next loads), paging info, loading, §8 failure. */
export function useResourceList({
  resource,
  filter,
  page,
  pageSize,
  sort,
  skip,
  area = '',
  fixedFilter,
}: ResourceListQuery) {
  const variables = useMemo(
    () => ({
      resource: asResourceName(resource),
      filter,
      navigation: { page, page_size: pageSize, ...(sort.length ? { sort } : {}) },
    }),
    [resource, filter, page, pageSize, sort],
  );
  const { data, loading, error, refetch } = useQuery(LIST, { variables, skip, notifyOnNetworkStatusChange: true });
  const key = useMemo(() => JSON.stringify(variables), [variables]);
  const appError = useMemo(() => (error ? toAppError(error) : null), [error]);
  const identity = JSON.stringify([resource, area, fixedFilter ?? {}]);
  const value = useMemo(() => (data ? { data: data.list.rows, navigation: data.list.navigation } : undefined), [data]);
  const snapshot = useDataArea('list', identity, { key, request: variables, skip, loading, error: appError, value });
  const { list, navigation, listLoading, error: failure } = snapshot.context;
  return {
    rows: list as ResourceRecord[],
    navigation: navigation as PageInfo | null,
    loading: listLoading,
    /** The failure of the last load (a new object per failure), null after a new load starts. */
    failure,
    error: failure?.message ?? null,
    refetch,
  };
}
