/** A company's transactions: the newest page, then every commit as it happens (resumable). */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../../apollo/appError.js';
import { followFeed, TRANSACTION_COMMITTED, type FeedState } from '../../live/index.js';
import { TRANSACTIONS } from '../graphql/operations.js';
import { applyCommit, loadCommits, NO_COMMITS, type CommitsState } from '../mergeCommits.js';

const PAGE = 100;

export function useCompanyTransactions(digitCode: string) {
  const client = useApolloClient();
  const [commits, setCommits] = useState<CommitsState>(NO_COMMITS);
  const [feed, setFeed] = useState<FeedState>('connecting');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<AppError | null>(null);
  const last = useRef(0);

  useEffect(() => {
    setCommits(NO_COMMITS);
    setLoading(true);
    last.current = 0;
    const load = () =>
      client
        .query({ query: TRANSACTIONS, variables: { filter: { 'company.digit_code': digitCode }, page_size: PAGE }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          setError(null);
          if (data) setCommits((s) => loadCommits(s, data.transactions.rows, PAGE));
        })
        .catch((e: unknown) => setError(toAppError(e)))
        .finally(() => setLoading(false));
    const handle = followFeed({
      client,
      query: TRANSACTION_COMMITTED,
      variables: (resumed) => ({ company_digit_code: digitCode, after: resumed && last.current > 0 ? last.current : null }),
      onData: ({ transactionCommitted: c }) => {
        last.current = Math.max(last.current, c.position);
        setCommits((s) => applyCommit(s, c.position, c.transaction, PAGE));
      },
      onState: setFeed,
      onResumed: () => last.current === 0 && void load(),
    });
    void load();
    return () => handle.stop();
  }, [client, digitCode]);

  return { ...commits, feed, loading, error };
}
