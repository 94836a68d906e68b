/**
 * The one Apollo Client: same-origin /graphql with the HttpOnly session cookie (DESIGN §5);
 * subscriptions go over the browser's one live connection (DESIGN §8 "Live"), shared by its tabs.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createLiveLink } from '../live/liveLink.js';
import { lazyLive } from '../live/sharedLive.js';

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
const link = ApolloLink.split((op) => op.operationType === 'subscription', createLiveLink(lazyLive()), httpLink);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
});
