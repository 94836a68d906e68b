/**
 * One record of a generic resource, by UUID or (all digits) by numeric id. The query is the
 * transport; the record's data area (§4) holds the record and the loading flag shown, and is
 * reset when the resource or id changes.
 */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { asResourceName } from '../../../kit/graphql/names.js';
import { RECORD } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { useDataArea } from '../../../kit/tables/useDataArea.js';

/** How an id of a URL is looked up: digits by id, anything else by UUID. */
export const lookupOf = (id: string) => (/^\d+$/.test(id) ? 'id' : 'uuid') as 'id' | 'uuid';

/** The record (null when unknown), loading, the §8 error text, refetch. */
export function useRecord(resource: string, id: string | undefined) {
  const { data, loading, error, refetch } = useQuery(RECORD, {
    variables: { resource: asResourceName(resource), id: id ?? '', by: lookupOf(id ?? '') },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const appError = useMemo(() => (error ? toAppError(error) : null), [error]);
  const identity = `${resource}/${id ?? ''}`;
  const snapshot = useDataArea('detail', identity, {
    key: identity,
    skip: !id,
    loading,
    error: appError,
    value: data ? (data.record ?? null) : undefined,
  });
  const { detail, detailLoading, error: failure } = snapshot.context;
  const record = (detail ?? null) as ResourceRecord | null;
  return {
    record,
    loading: detailLoading,
    notFound: snapshot.matches({ detail: 'loaded' }) && record === null,
    error: failure?.message ?? null,
    refetch,
  };
}
