/**
 * The role table of the gateway (DESIGN §4), generated: every GraphQL operation (operations.ts
 * lists a plausible call of each root field) × every demo user and no session, against the
 * access GRAPHQL_ACCESS declares. Refused: 401 or 403 with the §8 message, the roles it needs or
 * "Please read privacy policy.", nothing written, and no REST call but the session's. Admitted:
 * no refusal (the answer may still be a 400 or 404 of the plausible input).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ACCESS, type RootType, refusalOf } from '@console/schema';
import { DEMO_USERS } from '../../../gateway/platform/src/seed/users.js';
import { startHarness, type GqlAnswer, type Harness } from './harness.js';
import { CODE, MUTATIONS, QUERIES, SESSION_MUTATIONS, SUBSCRIPTIONS, type OperationCase } from './operations.js';

let h: Harness;
const cookies: Record<string, string> = {};
const NOBODY = 'nobody';
const callers = [...DEMO_USERS.map((u) => u.email.split('@')[0]!), NOBODY];
const userOf = (caller: string) => DEMO_USERS.find((u) => u.email === `${caller}@demo.test`);

beforeAll(async () => {
  h = await startHarness();
  for (const user of DEMO_USERS) cookies[user.email.split('@')[0]!] = await h.login(user.email);
  cookies[NOBODY] = '';
  const made = await h.gql(
    'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok reason } }',
    { i: { name: 'Table Co', digit_code: CODE } },
    cookies.owner,
  );
  expect(made.data?.saveRecord).toMatchObject({ ok: true });
});
afterAll(async () => h?.close());

const counts = async () =>
  (
    await h.platform.context.db.query<{ events: number; records: number }>(
      'select (select count(*)::int from events) as events, (select count(*)::int from records) as records',
    )
  )[0]!;

/** The first message of a subscription, then the stream is closed. */
async function firstMessage(c: OperationCase, cookie: string): Promise<Pick<GqlAnswer, 'data' | 'errors'>> {
  const abort = new AbortController();
  try {
    for await (const message of h.subscribe(c.query, c.variables ?? {}, cookie, abort.signal)) return message;
    return { data: undefined, errors: undefined };
  } finally {
    abort.abort();
  }
}

/** Puts back what an admitted call changed about its caller's own session, for the next cases. */
async function restore(field: string, caller: string): Promise<void> {
  if (caller === NOBODY) return;
  if (field === 'logout') cookies[caller] = await h.login(`${caller}@demo.test`);
  const user = userOf(caller)!;
  if (field === 'acceptPrivacy' && !user.read_policy)
    await h.platform.context.db.query('update users set read_policy = false where email = $1', [user.email]);
}

const cases: Array<[RootType, OperationCase]> = [
  ...QUERIES.map((c) => ['Query', c] as [RootType, OperationCase]),
  ...[...MUTATIONS, ...SESSION_MUTATIONS].map((c) => ['Mutation', c] as [RootType, OperationCase]),
  ...SUBSCRIPTIONS.map((c) => ['Subscription', c] as [RootType, OperationCase]),
];

describe('the gateway role table', () => {
  it('lists every root field of the access table once', () => {
    const listed = cases.map(([type, c]) => `${type}.${c.field}`).sort();
    const declared = Object.entries(GRAPHQL_ACCESS)
      .flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`))
      .sort();
    expect(listed).toEqual(declared);
  });

  describe.each(callers)('as %s', (caller) => {
    it.each(cases.map(([type, c]) => [`${type}.${c.field}`, type, c] as const))('%s', async (_name, type, c) => {
      const user = userOf(caller);
      const access = (GRAPHQL_ACCESS[type] as Record<string, Parameters<typeof refusalOf>[0]>)[c.field]!;
      const refusal = refusalOf(access, user ? { scope: user.roles, read_policy: user.read_policy } : null);
      // Tasks queued by earlier admitted calls finish first, so "nothing written" is about this call.
      await h.platform.context.tasks.idle();
      const before = await counts();
      const callsBefore = h.calls.length;
      const answer =
        type === 'Subscription'
          ? await firstMessage(c, cookies[caller]!)
          : await h.gql(c.query, c.variables, cookies[caller]);
      const statuses = (answer.errors ?? []).map((e) => e.extensions?.status);
      if (refusal) {
        expect(answer.errors?.[0], JSON.stringify(answer)).toMatchObject({
          message: refusal.message,
          extensions: { status: refusal.status },
        });
        expect(h.calls.slice(callsBefore).filter((call) => call !== 'GET /auth/user')).toEqual([]);
        expect(await counts()).toEqual(before);
      } else {
        expect(
          statuses.filter((s) => s === 401 || s === 403),
          JSON.stringify(answer),
        ).toEqual([]);
        await restore(c.field, caller);
      }
    });
  });
});
