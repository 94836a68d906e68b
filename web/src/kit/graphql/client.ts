/**
 * The one Apollo Client: same-origin /graphql with the HttpOnly session cookie (DESIGN §5);
 * subscriptions go over the browser's one live connection (DESIGN §8 "Live"), shared by its tabs.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { defer, finalize } from 'rxjs';
import { createLiveLink } from '../live/liveLink.js';
import { lazyLive } from '../live/sharedLive.js';
import { requestStarted } from '../ui/loadingStore.js';

/** Every query and mutation is counted while in flight: the page is settled when none is (loadingStore.ts). */
const counted = new ApolloLink((operation, forward) =>
  defer(() => {
    const over = requestStarted();
    return forward(operation).pipe(finalize(over));
  }),
);
const httpLink = ApolloLink.from([counted, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]);
const link = ApolloLink.split((op) => op.operationType === 'subscription', createLiveLink(lazyLive()), httpLink);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
});
