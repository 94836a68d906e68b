/** A record's history ({resource}/history/getlist), newest first, page by page. */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import { asResourceName } from '../../../kit/graphql/names.js';
import { HISTORY } from '../graphql/operations.js';
import { toAppError } from '../../../kit/graphql/appError.js';

export const HISTORY_PAGE_SIZE = 20;

/** `filter` is `{uuid}`, `{id}` or `{transaction_uuid}`; null skips the call. */
export function useHistory(resource: string, filter: Record<string, unknown> | null) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(HISTORY, {
    variables: {
      resource: asResourceName(resource),
      filter: filter ?? {},
      navigation: { page, page_size: HISTORY_PAGE_SIZE, sort: [{ field: 'position', direction: 'desc' }] },
    },
    skip: !filter,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const history = data?.history ?? previousData?.history;
  const appError = error ? toAppError(error) : null;
  return {
    entries: history?.rows ?? [],
    navigation: history?.navigation ?? null,
    page,
    setPage,
    loading,
    error: appError ? (appError.userMessage ?? messageForStatus(appError.status)) : null,
    refetch,
  };
}
