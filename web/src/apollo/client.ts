/** The one Apollo Client: same-origin /graphql with the HttpOnly session cookie (DESIGN §5). */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createSseLink } from './sseLink.js';

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
// Subscriptions go over SSE (graphql-yoga's distinct connections mode), the rest over HTTP.
const link = ApolloLink.split((op) => op.operationType === 'subscription', createSseLink({ headers: { 'x-graphql-client': 'console-web' } }), httpLink);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
});
