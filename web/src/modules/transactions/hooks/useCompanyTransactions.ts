/** A company's transactions: every commit as it happens (resumable), and the newest page once the feed is open. */
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
    // Subscribed first, the list read once the gateway says the subscription is live (its opening
    // message): a commit between the two arrives by the feed, and one in both is merged by uuid.
    let replaying = false;
    const handle = followFeed({
      client,
      query: TRANSACTION_COMMITTED,
      opensWithMessage: true,
      variables: (resumed) => {
        replaying = resumed && last.current > 0;
        return { company_digit_code: digitCode, after: replaying ? last.current : null, opening: true };
      },
      onData: ({ transactionCommitted: c }) => {
        last.current = Math.max(last.current, c.position);
        if (c.transaction) setCommits((s) => applyCommit(s, c.position, c.transaction!, PAGE));
        // The opening: without a position to replay from, read the list (it reflects at least this position).
        else if (!replaying) void load();
      },
      onState: setFeed,
    });
    return () => handle.stop();
  }, [client, digitCode]);

  return { ...commits, feed, loading, error };
}
