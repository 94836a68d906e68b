/**
 * The gateway over real HTTP against the reference platform, holding only the session cookie
 * (issue 3 §9): session, every operation, refusals, bad input, CSRF, batching, a subscription to
 * a bulk apply's progress, and the platform going down. Logs in once per role (scrypt is slow).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { GRAPHQL_ACCESS, MESSAGES, SESSION_COOKIE_NAME, forbiddenMessage } from '@console/schema';
import { loadTypeDefs } from '../../../gateway/src/createGateway.js';
import { CODE, MUTATIONS, QUERIES } from './operations.js';
import { silent, startHarness, type Harness } from './harness.js';
import { createGateway } from '../../../gateway/src/createGateway.js';
import { rawHttp, rawRequest } from '../../fuzz/rawHttp.js';

let h: Harness;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['owner', 'admin', 'ops']) cookies[role] = await h.login(`${role}@demo.test`);
  const made = await h.gql(
    'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok reason } }',
    { i: { name: 'Contract Co', digit_code: CODE } },
    cookies.owner,
  );
  expect(made.data?.saveRecord).toMatchObject({ ok: true });
});
afterAll(async () => h?.close());

describe('session', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie and never returns the token', async () => {
    const answer = await h.gql(
      'mutation { login(email: "admin@demo.test", password: ' +
        '"demo-password-1") { ok message user { email display_name } } }',
    );
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME.replace(/\./g, '\\.')}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(answer.data)).not.toContain(token);
    expect(answer.data?.login).toMatchObject({
      ok: true,
      user: { email: 'admin@demo.test', display_name: 'Adam Admin' },
    });
    const me = await h.gql('{ me { email } }', {}, cookie.split(';')[0]);
    expect(me.data?.me.email).toBe('admin@demo.test');
    const out = await h.gql('mutation { logout { ok } }', {}, cookie.split(';')[0]);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await h.gql('{ me { email } }', {}, cookie.split(';')[0])).data?.me).toBeNull();
  });

  it('answers a wrong password with the login message of §8', async () => {
    const answer = await h.gql(
      'mutation { login(email: "admin@demo.test", password: "wrong-password") { ok message } }',
    );
    expect(answer.data?.login).toEqual({ ok: false, message: MESSAGES.loginFailed });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses without a session before any REST call', async () => {
    h.calls.length = 0;
    const answer = await h.gql('{ tasks { rows { uuid } } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.unauthorized,
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(h.calls).toEqual([]);
    expect((await h.gql('{ me { email } }')).data?.me).toBeNull();
  });
});

describe('roles and input', () => {
  it('refuses ops a single-record write, naming the roles, without calling the write', async () => {
    h.calls.length = 0;
    const answer = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok } }',
      { i: { keyword: 'x', company: { digit_code: CODE } } },
      cookies.ops,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: forbiddenMessage('write'),
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    // The session's own call at most (the gateway may remember the user: session/sessionCache.ts).
    expect(h.calls.filter((call) => call !== 'GET /auth/user')).toEqual([]);
  });

  it('carries the reason of a failed list call and the field in extensions', async () => {
    const answer = await h.gql('{ list(resource: products, filter: {nope: 1}) { rows } }', {}, cookies.ops);
    expect(answer.errors?.[0]?.message).toMatch(/nope/);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ status: 400, code: 'BAD_REQUEST', field: 'filter.nope' });
  });

  it('answers a bad write as data for the form, with the §8 message and the field', async () => {
    const answer = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok message reason field status } }',
      { i: { company: { digit_code: CODE } } },
      cookies.admin,
    );
    expect(answer.data?.saveRecord).toMatchObject({ ok: false, message: MESSAGES.badRequest, status: 400 });
    expect(answer.data?.saveRecord.field).toMatch(/keyword/);
  });

  it('refuses a filter that is not an object before calling the platform', async () => {
    const answer = await h.gql('{ list(resource: products, filter: [1]) { rows } }', {}, cookies.ops);
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.badRequest,
      extensions: { status: 400, field: 'filter' },
    });
  });
});

describe('every operation', () => {
  const schema = buildSchema(loadTypeDefs().join('\n'));
  it('covers every root field of the schema', () => {
    expect(QUERIES.map((c) => c.field).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
    const mutations = [...MUTATIONS.map((c) => c.field), 'login', 'logout'].sort();
    expect(mutations).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
  });

  for (const c of [...QUERIES, ...MUTATIONS]) {
    it(`${c.field} answers with data or a §8 error carrying its status`, async () => {
      const answer = await h.gql(c.query, c.variables, cookies.owner);
      expect(answer.status).toBe(200);
      for (const error of answer.errors ?? []) {
        expect(error.extensions?.status, `${c.field}: ${error.message} ${JSON.stringify(error.extensions)}`).toEqual(
          expect.any(Number),
        );
        // A 500 here would be the gateway failing, or an answer that did not match its model.
        expect(error.extensions?.status, `${c.field}: ${error.extensions?.reason}`).not.toBe(500);
      }
      if (!answer.errors) expect(answer.data?.[c.field]).toBeDefined();
    });
  }
});

describe('every operation refuses', () => {
  // From the access table (schema/src/access.ts); roleTable.test.ts checks every user against it.
  const fieldsWith = (...kinds: string[]) =>
    Object.values(GRAPHQL_ACCESS).flatMap((fields) =>
      Object.entries(fields)
        .filter(([, access]) => kinds.includes(access))
        .map(([field]) => field),
    );
  /** Reachable without a session: the sign-in, password-reset and invitation flows (§6), and `me`. */
  const PUBLIC = new Set(fieldsWith('public'));
  /** Open to any signed-in user, staff or not: reading oneself, one's own mail, accepting the privacy policy. */
  const ANY_USER = new Set(fieldsWith('public', 'session'));
  let viewer = '';
  beforeAll(async () => {
    viewer = await h.login('viewer@demo.test');
  });

  for (const c of [...QUERIES, ...MUTATIONS].filter((c) => !PUBLIC.has(c.field))) {
    it(`${c.field} without a session: 401, before any REST call`, async () => {
      const before = h.calls.length;
      const answer = await h.gql(c.query, c.variables);
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.unauthorized, extensions: { status: 401 } });
      expect(h.calls.slice(before)).toEqual([]);
    });
  }

  for (const c of [...QUERIES, ...MUTATIONS].filter((c) => !ANY_USER.has(c.field))) {
    it(`${c.field} for a user without a staff role: 403 naming the roles, no call but the session's`, async () => {
      const before = h.calls.length;
      const answer = await h.gql(c.query, c.variables, viewer);
      expect(answer.errors?.[0]?.extensions?.status).toBe(403);
      expect(answer.errors?.[0]?.message).toMatch(/^Forbidden: this operation needs one of the roles .*owner/);
      expect(h.calls.slice(before).filter((call) => !call.includes('/auth/'))).toEqual([]);
    });
  }
});

describe('protection', () => {
  it('refuses a request without the CSRF header unless it is a JSON POST', async () => {
    const get = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`);
    expect(get.status).toBe(403);
    const form = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(form.status).toBe(403);
    const withHeader = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
      headers: { 'x-graphql-client': 'console-web' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('limits aliases, depth, tokens and cost before any REST call', async () => {
    const refused = async (query: string, pattern: RegExp) => {
      const before = h.calls.length;
      const answer = await h.gql(query, {}, cookies.ops);
      expect(answer.errors?.[0]?.message).toMatch(pattern);
      expect(answer.data ?? null).toBeNull();
      expect(h.calls.length).toBe(before);
    };
    await refused(`{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { email }`).join(' ')} }`, /alias/i);
    // The deepest query the schema allows passes; nine levels are refused before they are resolved.
    const deep = '{ tasks { rows { transaction { changes { rows { changes { field } } } } } } }';
    expect((await h.gql(deep, {}, cookies.ops)).errors).toBeUndefined();
    await refused('{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }', /depth/i);
    await refused(`{ me { ${Array.from({ length: 2100 }, () => 'email').join(' ')} } }`, /token/i);
    const costly = Array.from(
      { length: 14 },
      (_, i) =>
        `c${i}: tasks { rows { transaction { changes { rows { changes { ${'field before after '.repeat(10)}} } } } } }`,
    ).join(' ');
    await refused(`{ ${costly} }`, /cost/i);
  });

  it('counts __typename among the aliases (101 of them were served)', async () => {
    const before = h.calls.length;
    const query = `{ ${Array.from({ length: 101 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    const response = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      data?: unknown;
      errors: Array<{ message: string; extensions: Record<string, unknown> }>;
    };
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]?.message).toMatch(/alias/i);
    expect(body.errors[0]?.extensions).toMatchObject({ status: 400 });
    expect(h.calls.length).toBe(before);
  });

  it('multiplies the cost of a list by its page size, literal or from variables, before any REST call', async () => {
    const refusedCost = async (query: string, variables: Record<string, unknown> = {}) => {
      const before = h.calls.length;
      const answer = await h.gql(query, variables, cookies.ops);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/cost/i);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT', status: 400 });
      expect(answer.data ?? null).toBeNull();
      expect(h.calls.length).toBe(before);
    };
    const fifteen = (field: (i: number) => string) =>
      `{ ${Array.from({ length: 15 }, (_, i) => `l${i}: ${field(i)}`).join(' ')} }`;
    await refusedCost(fifteen(() => 'list(resource: products, navigation: { page_size: 99999 }) { rows }'));
    await refusedCost(
      `query($n: NavigationInput) ${fifteen(() => 'list(resource: products, navigation: $n) { rows }')}`,
      { n: { page_size: 99999 } },
    );
    await refusedCost(
      `query($s: Int) ${fifteen(() => 'tasks(navigation: { page: 1, page_size: $s }) { rows { uuid } }')}`,
      { s: 99999 },
    );
    await refusedCost(`query($s: Int) { previewRows(preview_id: "x", page_size: $s) { rows { index outcome } } }`, {
      s: 99999,
    });
    await refusedCost(
      '{ list(resource: products, navigation: { page_size: 99999 }) { rows navigation { total_items } } }',
    );
    // What the web asks for passes: its largest page (rankings, 1000 rows) and a page of users.
    const rankings = await h.gql(
      '{ list(resource: rankings, navigation: { page: 1, page_size: 1000 ' +
        '}) { rows navigation { page page_size total_items total_pages } } }',
      {},
      cookies.ops,
    );
    expect(rankings.errors).toBeUndefined();
    const users = await h.gql(
      '{ users(navigation: { page: 1, page_size: 500 }) { rows { user_uuid email display_name } } }',
      {},
      cookies.owner,
    );
    expect(users.errors?.[0]?.extensions?.code).not.toBe('COST_LIMIT');
  });

  describe('the body limit', () => {
    const LIMIT = 4096;
    let small: ReturnType<typeof createGateway>;
    let server: ReturnType<typeof createServer>;
    let url = '';
    beforeAll(async () => {
      small = createGateway({
        platformUrl: h.platform.url,
        serviceKey: h.platform.serviceKey,
        logger: silent,
        production: false,
        maxBodyBytes: LIMIT,
      });
      server = createServer(small.listener);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await small.close();
    });
    const previewOf = (count: number, prefix: string) =>
      JSON.stringify({
        query: 'mutation($r: [JSON!]!) { bulkPreview(bulk: keywords, rows: $r) { ok } }',
        variables: {
          r: Array.from({ length: count }, (_, i) => ({ keyword: `${prefix} ${i}`, company: { digit_code: CODE } })),
        },
      });
    /** The body as a stream: fetch sends it chunked, without a Content-Length. */
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
          controller.close();
        },
      });
    const keywordsLike = async (prefix: string) =>
      (
        await h.gql(
          'query($f: JSON) { list(resource: keywords, filter: $f) { navigation { total_items } } }',
          { f: { keyword: { like: `${prefix}%` } } },
          cookies.ops,
        )
      ).data?.list.navigation.total_items;

    it('refuses a body over the size limit with 413 and writes nothing', async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.ops! },
        body: previewOf(200, 'oversized'),
      });
      expect(response.status).toBe(413);
      expect(await keywordsLike('oversized')).toBe(0);
    });

    it('counts a chunked body (no Content-Length) as it reads it: 413 over the limit, read under it', async () => {
      const over = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.ops! },
        body: chunked(previewOf(200, 'chunked over')),
        duplex: 'half',
      } as RequestInit);
      expect(over.status).toBe(413);
      expect(await keywordsLike('chunked over')).toBe(0);
      const under = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.ops! },
        body: chunked(JSON.stringify({ query: '{ __typename }' })),
        duplex: 'half',
      } as RequestInit);
      expect(under.status).toBe(200);
      expect(await under.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('answers a Content-Length that is not one number with 400', async () => {
      const body = JSON.stringify({ query: '{ __typename }' });
      const answer = await rawHttp(
        Number(new URL(url).port),
        rawRequest(
          'POST /graphql HTTP/1.1',
          { host: '127.0.0.1', 'content-type': 'application/json', 'content-length': `+${body.length}` },
          body,
        ),
      );
      expect(answer.status).toBe(400);
    });
  });

  it('keeps introspection on in development', async () => {
    expect((await h.gql('{ __schema { queryType { name } } }')).data?.__schema.queryType.name).toBe('Query');
  });
});
