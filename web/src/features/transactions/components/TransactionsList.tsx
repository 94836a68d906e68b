/**
 * A company's transactions as a list of the kit: server paging, sorting and filters kept in the
 * URL, CSV export of the filtered list, remembered column widths, and live: new commits that
 * match the filters join the first page (marked "new") and the total.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  TableFooter,
  useCsvExport,
  useListUrlState,
  type PageInfo,
  type ResourceRecord,
} from '../../../kit/tables/index.js';
import '../../../kit/tables/table.css';
import { messageOf } from '../../../kit/graphql/messageOf.js';
import { LiveListHeader, type TransactionRow } from '../../monitor/index.js';
import { TRANSACTIONS } from '../graphql/operations.js';
import { useCompanyTransactions } from '../hooks/useCompanyTransactions.js';
import { CSV_COLUMNS, DEFAULT_SORT, transactionFilter } from '../transactionFilter.js';
import { TransactionFilters } from './TransactionFilters.js';
import { TransactionsTable } from './TransactionsTable.js';
import { formatCount } from '../../../kit/format/index.js';

export interface TransactionsListProps {
  digitCode: string;
  onOpen: (row: TransactionRow) => void;
}

export function TransactionsList({ digitCode, onOpen }: TransactionsListProps) {
  const state = useListUrlState();
  const filter = useMemo(() => transactionFilter(state.filters, digitCode), [state.filters, digitCode]);
  const sort = state.sort.length ? state.sort : DEFAULT_SORT;
  const list = useCompanyTransactions(digitCode, { filter, page: state.page, pageSize: state.pageSize, sort });
  const filtered = Object.keys(state.filters).length > 0;

  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      const { data } = await client.query({
        query: TRANSACTIONS,
        variables: { filter, navigation: { page, page_size: pageSize, sort } },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no data');
      return { rows: data.transactions.rows as unknown as ResourceRecord[], navigation: data.transactions.navigation };
    },
    [client, filter, sort],
  );
  const csv = useCsvExport(fetchPage, CSV_COLUMNS, `transactions-${digitCode}.csv`);
  // Counted here rather than read from the server's paging, so that live commits move it too.
  const navigation: PageInfo | null =
    list.total === null
      ? null
      : {
          page: state.page,
          page_size: state.pageSize,
          total_items: list.total,
          total_pages: Math.max(1, Math.ceil(list.total / state.pageSize)),
        };

  return (
    <>
      <LiveListHeader title="Transactions" feed={list.feed} countLabel="Transactions shown">
        {list.error
          ? ''
          : list.total === null
            ? 'Loading…'
            : `${formatCount(list.total)} transactions${filtered ? ' match the filters' : ''}`}
        {list.fresh.length ? `, ${list.fresh.length} new since opened` : ''}
      </LiveListHeader>
      <div className="resource-list" aria-label="Data area">
        <TransactionFilters values={state.filters} onChange={state.setFilter} onClear={state.clearFilters} />
        <TransactionsTable
          rows={list.rows}
          fresh={list.fresh}
          loading={list.loading}
          sort={sort}
          onSortChange={state.setSort}
          onOpen={onOpen}
          failure={list.error ? { message: messageOf(list.error), retry: list.reload } : null}
          emptyText={
            filtered
              ? 'No transaction matches these filters.'
              : 'No transaction has been committed for this company yet.'
          }
        />
        <TableFooter
          navigation={navigation}
          page={state.page}
          pageSize={state.pageSize}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
          onExport={() => void csv.exportCsv()}
          exporting={csv.progress}
          failed={list.error !== null}
        />
      </div>
    </>
  );
}
