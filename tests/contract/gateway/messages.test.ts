/**
 * Issue 16, "Messages in developer language", over GraphQL: what a user can get wrong from the
 * UI (a bad filter, sort or page in a list URL, a bad id in a record URL, a form field) answers in
 * plain words, §8's message first and the reason naming the field by its label; the dotted path
 * and the code stay in extensions (or the payload) for clients.
 */
import { MESSAGES } from '@console/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
let cookie = '';

beforeAll(async () => {
  h = await startHarness();
  cookie = await h.login('owner@demo.test');
});
afterAll(() => h?.close());

const LIST = 'query($f: JSON, $n: NavigationInput) { list(resource: companies, filter: $f, navigation: $n) { rows } }';

describe('a list with bad arguments', () => {
  it('answers a bad filter with the reason naming the field by its label (§8: a list shows the reason)', async () => {
    const answer = await h.gql(LIST, { f: { id: 'abc' } }, cookie);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Id must be a whole number, got "abc"',
      extensions: { code: 'BAD_REQUEST', status: 400, field: 'filter.id' },
    });
    const unknown = await h.gql(LIST, { f: { colour: 'red' } }, cookie);
    expect(unknown.errors?.[0]?.message).toBe('There is no field "colour" to filter by');
  });

  it("words a variable that does not fit its GraphQL type, not in graphql-js's words", async () => {
    const answer = await h.gql(LIST, { n: { page: 'x' } }, cookie);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.badRequest,
      extensions: { code: 'BAD_REQUEST', status: 400, reason: 'Page must be a whole number, got "x"', field: 'page' },
    });
    const unknown = await h.gql(LIST, { n: { pge: 1 } }, cookie);
    expect(unknown.errors?.[0]?.extensions?.reason).toBe('N has an unknown field "pge"');
    const range = await h.gql(LIST, { n: { page: 0 } }, cookie);
    expect(range.errors?.[0]?.message).toBe('Page must be 1 or more');
  });
});

describe('a record URL with a bad id', () => {
  it('says the id must be a whole number, by label', async () => {
    const answer = await h.gql(
      'query($id: ID!) { record(resource: companies, id: $id, by: id) }',
      { id: 'abc' },
      cookie,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.badRequest,
      extensions: { status: 400, reason: 'Id must be a whole number', field: 'id' },
    });
    const missing = await h.gql('query($id: ID!) { record(resource: companies, id: $id) }', {}, cookie);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ status: 400, reason: 'Id is required', field: 'id' });
  });
});

describe('a refused form', () => {
  it("answers the field's label and what it expects in the payload, the path beside it", async () => {
    const saved = await h.gql(
      'mutation($input: JSON!) { saveRecord(resource: companies, input: $input) { ok message reason field status } }',
      { input: { name: 'Messages Ltd', digit_code: '12ab', is_active: true } },
      cookie,
    );
    expect(saved.data?.saveRecord).toEqual({
      ok: false,
      message: MESSAGES.badRequest,
      reason: 'Digit code must be 1 to 12 digits',
      field: 'request.digit_code',
      status: 400,
    });
  });
});
