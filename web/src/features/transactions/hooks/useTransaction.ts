/** One transaction with a page of its changes (history by transaction_uuid). */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toAppError } from '../../../kit/graphql/appError.js';
import { TRANSACTION } from '../graphql/operations.js';

export const CHANGES_PAGE = 50;

export function useTransaction(uuid: string) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(TRANSACTION, {
    variables: { uuid, page, page_size: CHANGES_PAGE },
    fetchPolicy: 'network-only',
  });
  const transaction = (data ?? previousData)?.transaction ?? null;
  return {
    transaction,
    loading,
    error: error ? toAppError(error) : null,
    notFound: !loading && !error && data?.transaction === null,
    page,
    setPage,
  };
}
