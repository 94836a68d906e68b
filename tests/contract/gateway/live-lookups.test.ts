/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read by path in assertions. */
/**
 * What live messages and sessions cost the platform (issue 14): a commit watched by many
 * subscriptions of one session reads its company once, not once per subscriber, and not at all
 * once the feed has carried the company (its creation, a rename); a session's
 * user is asked of the platform once for many operations, and a role change, made through any
 * gateway, is seen by the next operation (the feed carries it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let owner = '';
let ops = '';

beforeAll(async () => {
  h = await startHarness();
  owner = await h.login('owner@demo.test');
  ops = await h.login('ops@demo.test');
});
afterAll(async () => h?.close());

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

const COMMITS = `subscription {
  transactionCommitted(opening: true) { position transaction { uuid company_name company { digit_code name } } }
}`;
const SAVE = 'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok data } }';

describe('live lookups', () => {
  it('reads a commit’s company once for twenty subscribers of one session, and not again after a rename', async () => {
    const created = await h.gql(SAVE, { i: { name: 'Lookup Co', digit_code: '9411' } }, owner);
    expect(created.data?.saveRecord.ok).toBe(true);
    const company = created.data!.saveRecord.data;
    const abort = new AbortController();
    const seen: any[][] = [];
    const readers = Array.from({ length: 20 }, (_, i) => {
      seen[i] = [];
      return (async () => {
        for await (const message of h.subscribe(COMMITS, {}, ops, abort.signal))
          if (message.data?.transactionCommitted) seen[i]!.push(message.data.transactionCommitted);
      })().catch(() => undefined);
    });
    expect(await until(() => seen.length === 20 && seen.every((s) => s.length >= 1))).toBe(true);

    // A keyword of the company: its commit names the company (one read of companies for all twenty).
    h.calls.length = 0;
    const keyword = 'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok } }';
    const kw = await h.gql(keyword, { i: { keyword: 'lookup kw', company: { digit_code: '9411' } } }, owner);
    expect(kw.data?.saveRecord.ok).toBe(true);
    const named = (name: string) => () =>
      seen.every((s) =>
        s.some((m) => m.transaction?.company?.digit_code === '9411' && m.transaction.company_name === name),
      );
    expect(await until(named('Lookup Co'))).toBe(true);
    expect(h.calls.filter((c) => c.startsWith('POST /companies/')).length).toBe(1);

    // Renamed: the rename's own event carries the company as it now is, which is kept in place of
    // the old: both commits name it anew without asking the platform (which a large apply may keep
    // busy for seconds).
    h.calls.length = 0;
    const renamed = await h.gql(
      SAVE,
      { i: { uuid: company.uuid, version: company.version, name: 'Lookup Renamed' } },
      owner,
    );
    expect(renamed.data?.saveRecord.ok).toBe(true);
    await h.gql(keyword, { i: { keyword: 'lookup kw 2', company: { digit_code: '9411' } } }, owner);
    expect(await until(named('Lookup Renamed'))).toBe(true);
    expect(h.calls.filter((c) => c.startsWith('POST /companies/')).length).toBe(0);
    abort.abort();
    await Promise.allSettled(readers);
  });

  it('asks the platform for a session’s user once for many operations; the next one sees a role change', async () => {
    const viewer = await h.login('viewer@demo.test');
    const list = '{ companies { navigation { total_items } } }';
    // Without a staff role: refused by the gateway itself, from the remembered user.
    h.calls.length = 0;
    for (let i = 0; i < 5; i++) expect((await h.gql(list, {}, viewer)).errors?.[0]?.extensions?.status).toBe(403);
    expect(h.calls).toEqual(h.calls.length ? ['GET /auth/user'] : []);
    // `me` always asks the platform: the web learns at once that its session ended elsewhere.
    await h.gql('{ me { roles } }', {}, viewer);
    expect(h.calls.filter((c) => c === 'GET /auth/user').length).toBe(h.calls.length);

    const uuid = (await h.gql('{ users(filter: {email: {like: "viewer"}}) { rows { user_uuid } } }', {}, owner)).data!
      .users.rows[0].user_uuid;
    const changed = await h.gql(
      'mutation($u: ID!) { updateUserRoles(user_uuid: $u, roles: ["ops"]) { ok } }',
      { u: uuid },
      owner,
    );
    expect(changed.data?.updateUserRoles.ok).toBe(true);
    // The role change reaches this gateway on the feed: the remembered user is forgotten.
    expect(await until(() => h.gateway.live.hub.lastPosition !== undefined)).toBe(true);
    const deadline = Date.now() + 5000;
    let answer = await h.gql(list, {}, viewer);
    while (answer.errors && Date.now() < deadline) answer = await h.gql(list, {}, viewer);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companies.navigation.total_items).toBeGreaterThan(0);
  });
});
