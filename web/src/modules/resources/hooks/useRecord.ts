/** One record of a generic resource, by UUID or (all digits) by numeric id. */
import { useQuery } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import { RECORD } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { toAppError } from '../../../apollo/appError.js';

/** How an id of a URL is looked up: digits by id, anything else by UUID. */
export const lookupOf = (id: string) => (/^\d+$/.test(id) ? 'id' : 'uuid') as 'id' | 'uuid';

/** The record (null when unknown), loading, the §8 error text, refetch. */
export function useRecord(resource: string, id: string | undefined) {
  const { data, loading, error, refetch } = useQuery(RECORD, {
    variables: { resource, id: id ?? '', by: lookupOf(id ?? '') },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const appError = error ? toAppError(error) : null;
  const record = (data?.record ?? null) as ResourceRecord | null;
  return {
    record,
    loading,
    notFound: !loading && !error && data !== undefined && record === null,
    error: appError ? (appError.userMessage ?? messageForStatus(appError.status)) : null,
    refetch,
  };
}
