/**
 * Small side look-ups of a page (definitions, compliance rules, one keyword's rankings): one call, a toast on
 * failure.
 */
import { asResourceName } from '../graphql/names.js';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { toAppError } from '../graphql/appError.js';
import { showFailure } from '../ui/toaster.js';
import { LIST } from './listTypes.js';
import { failureMessage, messageOf } from '../graphql/messageOf.js';

/** Rows of `resource` matching `filter`, up to `pageSize` (one page, sorted as given). */
export function useLookupList<T = Record<string, unknown>>(
  resource: string,
  filter: Record<string, unknown>,
  options: { pageSize?: number; sort?: Array<{ field: string; direction?: 'asc' | 'desc' }>; skip?: boolean } = {},
) {
  const { pageSize = 200, sort, skip } = options;
  const key = JSON.stringify([resource, filter, pageSize, sort]);
  // The key keeps the variables stable across renders when callers pass literals.
  const variables = useMemo(
    () => ({
      resource: asResourceName(resource),
      filter,
      navigation: { page: 1, page_size: pageSize, ...(sort ? { sort } : {}) },
    }),
    [key],
  );
  const { data, loading, error, refetch } = useQuery(LIST, { variables, skip, fetchPolicy: 'cache-and-network' });
  useToastOnError(error);
  return {
    rows: (data?.list.rows ?? []) as T[],
    total: data?.list.navigation.total_items ?? 0,
    loading,
    failed: Boolean(error),
    /** The §8 message of the failure, or null. */
    error: failureMessage(error),
    refetch,
  };
}

/** Shows a failed call's §8 message as a toast. */
export function useToastOnError(error: unknown) {
  useEffect(() => {
    if (error) showFailure(messageOf(toAppError(error)));
  }, [error]);
}
