/** One page of a generic resource's list through `list(resource, filter, navigation)`. */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import { LIST } from '../../modules/resources/graphql/operations.js';
import type { PageInfo, ResourceRecord, SortKey } from '../../modules/resources/graphql/operations.js';
import { toAppError } from '../../apollo/appError.js';

export interface ResourceListQuery {
  resource: string;
  filter: Record<string, unknown>;
  page: number;
  pageSize: number;
  sort: SortKey[];
  /** Skip the call (e.g. while a parent record loads). */
  skip?: boolean;
}

/** Rows of the page (the previous page's rows while the next loads), paging info, loading, error text. */
export function useResourceList({ resource, filter, page, pageSize, sort, skip }: ResourceListQuery) {
  const variables = useMemo(
    () => ({ resource, filter, navigation: { page, page_size: pageSize, ...(sort.length ? { sort } : {}) } }),
    [resource, filter, page, pageSize, sort],
  );
  const { data, previousData, loading, error, refetch } = useQuery(LIST, { variables, skip, notifyOnNetworkStatusChange: true });
  const list = data?.list ?? previousData?.list;
  const appError = error ? toAppError(error) : null;
  return {
    rows: (list?.rows ?? []) as ResourceRecord[],
    navigation: (list?.navigation ?? null) as PageInfo | null,
    loading,
    error: appError ? (appError.userMessage ?? messageForStatus(appError.status)) : null,
    refetch,
  };
}
