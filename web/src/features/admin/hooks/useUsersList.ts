/** /admin/users list: `users(filter, navigation)` with the list kit's URL state and CSV export. */
import { useCallback, useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import { z } from 'zod';
import { fieldInfo, toFilter, useCsvExport, useListUrlState } from '../../../kit/tables/index.js';
import type { ResourceRecord } from '../../../kit/tables/index.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { USERS } from '../graphql/operations.js';

/** The fields the platform filters users by (`like`). */
export const USER_FILTER_FIELDS = ['email', 'first_name', 'last_name'].map((p) => fieldInfo(p, z.string()));
export const USER_COLUMNS = ['email', 'first_name', 'last_name', 'roles'] as const;

export function useUsersList() {
  const state = useListUrlState();
  const filter = useMemo(() => toFilter(state.filters, USER_FILTER_FIELDS), [state.filters]);
  const navigation = useMemo(
    () => ({ page: state.page, page_size: state.pageSize, ...(state.sort.length ? { sort: state.sort } : {}) }),
    [state.page, state.pageSize, state.sort],
  );
  const { data, previousData, loading, error, refetch } = useQuery(USERS, {
    variables: { filter, navigation },
    notifyOnNetworkStatusChange: true,
  });
  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      const answer = await client.query({
        query: USERS,
        variables: { filter, navigation: { ...navigation, page, page_size: pageSize } },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw new Error('no data');
      return { rows: answer.data.users.rows as unknown as ResourceRecord[], navigation: answer.data.users.navigation };
    },
    [client, filter, navigation],
  );
  const csv = useCsvExport(fetchPage, USER_COLUMNS, 'users.csv');
  const users = data?.users ?? previousData?.users;
  const appError = error ? toAppError(error) : null;
  return {
    state,
    rows: (users?.rows ?? []) as unknown as ResourceRecord[],
    navigation: users?.navigation ?? null,
    loading,
    error: appError ? (appError.userMessage ?? messageForStatus(appError.status)) : null,
    refetch,
    csv,
  };
}
