/**
 * Property-based fuzzing of the gateway's HTTP surface (issue 13): raw request lines and headers,
 * page paths, query strings and cookies, GraphQL documents and variables, SSE resumption ids —
 * against gateway + in-process platform over real HTTP. Every case: no 5xx, both servers still
 * serving, no event or record written.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import { CSRF_HEADER, CSRF_VALUE } from '../../gateway/src/plugins.js';
import { MUTATIONS, QUERIES } from '../contract/gateway/operations.js';
import {
  cookieHeader,
  nastyJson,
  nastyText,
  pathSegment,
  plant,
  poisoned,
  queryString,
  rawRequestBytes,
} from './arbitraries.js';
import { announce, fuzzParameters } from './config.js';
import { rawHttp } from './rawHttp.js';
import { checkCase, startStack, type FuzzStack } from './stack.js';

let stack: FuzzStack;

beforeAll(async () => {
  announce('gateway');
  stack = await startStack();
});
afterAll(() => stack?.close());

/** Status of a fetch; its body is read (or the stream cancelled) so nothing is left open. */
async function statusOf(request: Promise<Response>, stream = false): Promise<number> {
  const response = await request;
  if (stream) await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

/** Inserts `piece` into `text` at `at` (modulo its length). */
const insert = (text: string, piece: string, at: number) =>
  text.slice(0, at % (text.length + 1)) + piece + text.slice(at % (text.length + 1));

/** A GraphQL string literal holding `text` (escaped as GraphQL reads it). */
const graphqlString = (text: string) => JSON.stringify(text);

describe('the gateway under hostile input', () => {
  it('answers raw requests (request lines, headers, bodies) without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(rawRequestBytes, async (bytes) => {
        await checkCase(
          stack,
          `raw ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`,
          async () => (await rawHttp(stack.gatewayPort, bytes, 2000)).status,
        );
      }),
      fuzzParameters(600),
    );
  });

  it('answers page paths, query strings and cookies without a 5xx', async () => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
      segments: fc.array(pathSegment, { maxLength: 5 }),
      query: queryString,
      cookie: fc.option(cookieHeader),
      prefix: fc.constantFrom('', '', '/assets', '/admin/companies', '/graphql', '/health'),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, segments, query, cookie, prefix }) => {
        const path = `${prefix}/${segments.join('/')}${query}`;
        const headers: Record<string, string> = cookie ? { cookie } : {};
        await checkCase(stack, `${method} ${path} cookie=${JSON.stringify(cookie)}`, () =>
          statusOf(fetch(`${stack.harness.url}${path}`, { method, headers })),
        );
      }),
      fuzzParameters(600),
    );
  });

  it('answers GraphQL queries with hostile variables, documents and headers without a 5xx', async () => {
    const request = fc.record({
      operation: fc.constantFrom(...QUERIES),
      variables: fc.oneof(
        fc.constant(undefined),
        nastyJson,
        fc.dictionary(fc.constantFrom('f', 'n', 'i', 'r', 'a', 'x'), nastyJson),
      ),
      corrupt: fc.option(
        fc.tuple(
          fc.oneof(nastyText, fc.constantFrom('{', '}', '(', '$', '...', '@skip', '#', '"', '\\u0000')),
          fc.nat(),
        ),
      ),
      signedIn: fc.boolean(),
      transport: fc.constantFrom('json', 'json', 'get', 'form'),
      csrf: fc.constantFrom(CSRF_VALUE, CSRF_VALUE, 'wrong', undefined),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, variables, corrupt, signedIn, transport, csrf }) => {
        const query = corrupt ? insert(operation.query, corrupt[0], corrupt[1]) : operation.query;
        const headers: Record<string, string> = {
          ...(signedIn ? { cookie: stack.opsCookie } : {}),
          ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        };
        const payload = JSON.stringify({ query, variables: variables ?? operation.variables });
        const url = `${stack.harness.url}/graphql`;
        const send =
          transport === 'get'
            ? fetch(`${url}?query=${encodeURIComponent(query.replace(/[\ud800-\udfff]/g, ''))}`, { headers })
            : fetch(url, {
                method: 'POST',
                headers: {
                  ...headers,
                  'content-type': transport === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                },
                body: payload,
              });
        await checkCase(stack, `${transport} ${payload.slice(0, 300)}`, () => statusOf(send));
      }),
      fuzzParameters(500),
    );
  });

  it('answers mutations whose text can never be written (NUL, lone surrogates) without a 5xx', async () => {
    const request = fc.record({ operation: fc.constantFrom(...MUTATIONS), bad: poisoned, at: fc.nat() });
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, bad, at }) => {
        // The poison goes into every variable and into the first string literal of the document.
        const variables = operation.variables
          ? Object.fromEntries(Object.entries(operation.variables).map(([k, v]) => [k, plant(v, bad, at)]))
          : undefined;
        const query = operation.query.replace(/"((?:[^"\\]|\\.)*)"/, (_m, inner: string) =>
          graphqlString(insert(JSON.parse(`"${inner}"`) as string, bad, at)),
        );
        const payload = JSON.stringify({ query, variables });
        // Signed in (ops may preview and apply bulk changes) only when the poison is in the call:
        // then the poison alone must keep the platform from writing. Otherwise without a session.
        const carriesPoison = query !== operation.query || variables !== undefined;
        const cookie: Record<string, string> = carriesPoison && at % 2 ? { cookie: stack.opsCookie } : {};
        await checkCase(stack, `mutation ${payload.slice(0, 300)}`, () =>
          statusOf(
            fetch(`${stack.harness.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...cookie },
              body: payload,
            }),
          ),
        );
      }),
      fuzzParameters(400),
    );
  });

  it('answers subscriptions with any resumption position without a 5xx', async () => {
    const request = fc.record({
      after: fc.oneof(fc.integer(), fc.constant(null), nastyJson),
      field: fc.constantFrom(
        'entityChanged(after: $a) { position }',
        'taskUpdated(after: $a) { position }',
        'transactionCommitted(after: $a, opening: true) { position }',
      ),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ after, field, signedIn }) => {
        const payload = JSON.stringify({ query: `subscription($a: Int) { ${field} }`, variables: { a: after } });
        const abort = new AbortController();
        await checkCase(stack, `subscription ${payload}`, async () => {
          try {
            return await statusOf(
              fetch(`${stack.harness.url}/graphql`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  accept: 'text/event-stream',
                  [CSRF_HEADER]: CSRF_VALUE,
                  ...(signedIn ? { cookie: stack.opsCookie } : {}),
                },
                body: payload,
                signal: abort.signal,
              }),
              true,
            );
          } finally {
            abort.abort();
          }
        });
      }),
      fuzzParameters(300),
    );
  });
});
