/**
 * Whether the gateway reaches the platform (the `liveStatus` subscription over the browser's one
 * live connection): 'down' while it cannot, 'up' once it can again, 'unknown' before the first
 * message or while the subscription itself is lost (the gateway unreachable is another notice:
 * §8's status 0). One subscription per tab, for signed-in staff only (others may not subscribe).
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { can } from '@console/schema';
import { useSession } from '../session/index.js';
import { followFeed } from './followFeed.js';
import { LIVE_STATUS, type LiveStatusRow } from './graphql/operations.js';

export type PlatformStatus = { state: 'unknown' } | { state: 'up' | 'down'; since: string; retryInMs: number | null };

export const platformStatusOf = (row: LiveStatusRow): PlatformStatus => ({
  state: row.platform === 'DOWN' ? 'down' : 'up',
  since: row.since,
  retryInMs: row.retry_in_ms,
});

export function usePlatformStatus(): PlatformStatus {
  const { user } = useSession();
  const client = useApolloClient();
  const staff = !!user && can(user.scope, 'read');
  const [status, setStatus] = useState<PlatformStatus>({ state: 'unknown' });
  useEffect(() => {
    if (!staff) return undefined;
    const feed = followFeed({
      client,
      query: LIVE_STATUS,
      variables: () => ({}),
      opensWithMessage: true,
      onData: ({ liveStatus }) => setStatus(platformStatusOf(liveStatus)),
      // A lost subscription says nothing of the platform: no banner on a guess.
      onState: (state) => state !== 'live' && setStatus({ state: 'unknown' }),
    });
    return () => feed.stop();
  }, [client, staff]);
  return staff ? status : { state: 'unknown' };
}
