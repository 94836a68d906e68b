/**
 * A company's transactions: one page read from the platform (filtered, sorted, paged there) and
 * kept current by every commit as it happens (a resumable feed), so the total and the first page
 * follow new commits that match the filters.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../../kit/graphql/appError.js';
import type { SortKey } from '../../../kit/tables/index.js';
import { followFeed, TRANSACTION_COMMITTED, type FeedState } from '../../monitor/index.js';
import { TRANSACTIONS } from '../graphql/operations.js';
import { applyCommit, loadPage, NO_COMMITS, type Commit, type CommitsState, type PageView } from '../mergeCommits.js';
import { compareBy, matchesFilter } from '../transactionFilter.js';

/** Which page of which list to show. */
export interface TransactionsQuery {
  /** The getlist filter (company included). */
  filter: Record<string, unknown>;
  page: number;
  pageSize: number;
  /** At least one key (the list has a default order). */
  sort: SortKey[];
}

interface PageRead extends PageView {
  query: TransactionsQuery;
}

export function useCompanyTransactions(digitCode: string, query: TransactionsQuery) {
  const client = useApolloClient();
  const [commits, setCommits] = useState<CommitsState>(NO_COMMITS);
  const [feed, setFeed] = useState<FeedState>('connecting');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<AppError | null>(null);
  const { filter, page, pageSize, sort } = query;
  const view = useMemo<PageRead>(
    () => ({
      query: { filter, page, pageSize, sort },
      matches: (row) => matchesFilter(row, filter),
      compare: compareBy(sort),
      page,
      pageSize,
    }),
    [filter, page, pageSize, sort],
  );
  const current = useRef(view);
  current.current = view;
  /** The page read under way and the commits that arrived meanwhile (applied again on its rows). */
  const reading = useRef<{ during: Commit[] } | null>(null);
  /** Whether the feed has opened: pages are read from then on, so no commit falls between. */
  const opened = useRef(false);

  const load = useCallback(() => {
    const read = current.current;
    const request = { during: [] as Commit[] };
    reading.current = request;
    setLoading(true);
    const { filter: f, page: p, pageSize: size, sort: s } = read.query;
    client
      .query({
        query: TRANSACTIONS,
        variables: { filter: f, navigation: { page: p, page_size: size, sort: s } },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (reading.current !== request) return;
        setError(null);
        if (data)
          setCommits((state) =>
            loadPage(state, data.transactions.rows, data.transactions.navigation.total_items, request.during, read),
          );
      })
      .catch((e: unknown) => {
        if (reading.current === request) setError(toAppError(e));
      })
      .finally(() => {
        if (reading.current !== request) return;
        reading.current = null;
        setLoading(false);
      });
  }, [client]);

  useEffect(() => {
    setCommits(NO_COMMITS);
    setLoading(true);
    opened.current = false;
    reading.current = null;
    let last = 0;
    // Subscribed first, the page read once the gateway says the subscription is live (its opening
    // message): a commit between the two arrives by the feed, and one in both is merged by uuid.
    let replaying = false;
    const handle = followFeed({
      client,
      query: TRANSACTION_COMMITTED,
      opensWithMessage: true,
      variables: (resumed) => {
        replaying = resumed && last > 0;
        return { company_digit_code: digitCode, after: replaying ? last : null, opening: true };
      },
      onData: ({ transactionCommitted: c }) => {
        last = Math.max(last, c.position);
        if (c.transaction) {
          const commit = { position: c.position, row: c.transaction };
          reading.current?.during.push(commit);
          setCommits((s) => applyCommit(s, commit.position, commit.row, current.current));
        } else if (!replaying) {
          // The opening: without a position to replay from, read the page (it reflects at least this position).
          opened.current = true;
          load();
        }
      },
      onState: setFeed,
    });
    return () => {
      handle.stop();
      reading.current = null;
    };
  }, [client, digitCode, load]);

  // Another page, order or filter: read it (before the feed opens, its opening reads it).
  useEffect(() => {
    if (opened.current) load();
  }, [view, load]);

  /** Reads the page again (the Retry of a failed read). */
  const reload = useCallback(() => load(), [load]);
  return { ...commits, feed, loading, error, reload };
}
