import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { describe, expect, it } from 'vitest';
import { createLiveClient } from './liveClient.js';
import { CLIENT_HEADERS, type LiveFailure, type LiveResult } from './liveProtocol.js';

/** A yoga with the graphql-sse plugin, as the gateway serves it, and a record of the requests it got. */
function server(refuse?: (request: Request) => number | null) {
  const requests: Array<{ method: string; csrf: string | null }> = [];
  const record: Plugin = {
    onRequest({ request, endResponse, fetchAPI }) {
      requests.push({ method: request.method, csrf: request.headers.get('x-graphql-client') });
      const status = refuse?.(request);
      if (status) endResponse(new fetchAPI.Response('refused', { status }));
    },
  };
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { ok: Boolean } type Subscription { count(to: Int!): Int! }',
      resolvers: {
        Subscription: {
          count: {
            subscribe: async function* (_: unknown, { to }: { to: number }) {
              for (let i = 1; i <= to; i++) yield { count: i };
            },
          },
        },
      },
    }),
    plugins: [record, useGraphQLSSE()],
    logging: false,
  });
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) =>
    yoga.fetch(new URL(String(input), 'http://console.test').toString(), init as never)) as typeof fetch;
  return { fetchFn, requests };
}

function run(client: ReturnType<typeof createLiveClient>, to: number) {
  return new Promise<{ results: LiveResult[]; failure?: LiveFailure }>((resolve) => {
    const results: LiveResult[] = [];
    client.subscribe(
      { query: 'subscription($to: Int!) { count(to: $to) }', variables: { to } },
      {
        next: (r) => results.push(r),
        error: (failure) => resolve({ results, failure }),
        complete: () => resolve({ results }),
      },
    );
  });
}

describe('createLiveClient (graphql-sse, single connection mode)', () => {
  it(
    'runs several subscriptions over one event stream, ' + 'sending the CSRF header on every request of the protocol',
    async () => {
      const { fetchFn, requests } = server();
      const client = createLiveClient({ fetchFn });
      const [a, b] = await Promise.all([run(client, 3), run(client, 2)]);
      expect(a.results.map((r) => r.data?.count)).toEqual([1, 2, 3]);
      expect(b.results.map((r) => r.data?.count)).toEqual([1, 2]);
      // One reservation (PUT) and one stream (GET) for both; each operation is a POST.
      expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
      expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
      expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
      expect(requests.every((r) => r.csrf === CLIENT_HEADERS['x-graphql-client'])).toBe(true);
      client.dispose();
    },
  );

  it(
    "fails a subscription with the gateway's status when it refuses, " +
      'and with 0 when it cannot be reached, without retrying',
    async () => {
      const refused = server((request) => (request.method === 'PUT' ? 403 : null));
      const r1 = await run(createLiveClient({ fetchFn: refused.fetchFn }), 1);
      expect(r1.failure).toEqual({ status: 403, message: expect.stringContaining('403') });
      expect(refused.requests).toHaveLength(1);
      const r2 = await run(
        createLiveClient({ fetchFn: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch }),
        1,
      );
      expect(r2.failure).toEqual({ status: 0, message: 'Failed to fetch' });
    },
  );
});
