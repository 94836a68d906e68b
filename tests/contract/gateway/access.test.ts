/**
 * The findings of issue 13 about access, through the gateway over real HTTP: a user who passes
 * the adminOrOwner guard cannot read other users' one-time links from the outbox (development
 * only, and off in production), a user who has not read the privacy policy cannot write until
 * they accept it, and sign-in throttling says how long to wait but never shuts out the right
 * password from another address.
 */
import { request } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, MESSAGES } from '@console/schema';
import { createGateway } from '../../../gateway/src/createGateway.js';
import { DEMO_PASSWORD } from '../../../gateway/platform/src/seed/users.js';
import { silent, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** A GraphQL POST to `url` from a chosen loopback address (127.0.0.2 is "another browser"). */
function gqlFrom(
  url: string,
  from: string,
  query: string,
  variables: Record<string, unknown> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read by path
): Promise<{ data: any; errors?: any[] }> {
  const target = new URL(`${url}/graphql`);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-graphql-client': 'contract-test' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ok message } }';

describe('one-time links', () => {
  it('an adminOrOwner user reads only their own mail, never the owner’s sign-in or reset links', async () => {
    const allstaff = await h.login('allstaff@demo.test');
    const owner = await h.login('owner@demo.test');
    expect(
      (await h.gql('mutation { requestPasswordReset(email: "owner@demo.test") { ok } }')).data?.requestPasswordReset.ok,
    ).toBe(true);
    const theirs = await h.gql('{ outbox }', {}, allstaff);
    expect(theirs.errors).toBeUndefined();
    expect(JSON.stringify(theirs.data?.outbox)).not.toContain('owner@demo.test');
    expect(theirs.data?.outbox).toEqual([]);
    const mine = await h.gql('{ outbox }', {}, owner);
    expect(mine.data?.outbox).toEqual([
      expect.objectContaining({ to: 'owner@demo.test', link: expect.stringMatching(/^\/passwords\/reset\//) }),
    ]);
  });

  it('the outbox is off in production', async () => {
    const production = createGateway({
      platformUrl: h.platform.url,
      serviceKey: h.platform.serviceKey,
      logger: silent,
      production: true,
    });
    const server = createServer(production.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const owner = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-client': 'contract-test' },
        body: JSON.stringify({ query: LOGIN, variables: { e: 'owner@demo.test', p: DEMO_PASSWORD } }),
      });
      const cookie = owner.headers.get('set-cookie')!.split(';')[0]!;
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-client': 'contract-test', cookie },
        body: JSON.stringify({ query: '{ outbox }' }),
      });
      const body = (await answer.json()) as { errors?: Array<{ message: string; extensions?: { status?: number } }> };
      expect(body.errors?.[0]).toMatchObject({ message: MESSAGES.notFound, extensions: { status: 404 } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await production.close();
    }
  });
});

describe('the privacy gate', () => {
  it('refuses a write before any REST call but the session’s, and opens once the policy is accepted', async () => {
    const cookie = await h.login('nopolicy@demo.test');
    const save = 'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok reason } }';
    const input = { i: { name: 'Policy Co', digit_code: '9301' } };
    const before = h.calls.length;
    const refused = await h.gql(save, input, cookie);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.privacyNotRead,
      extensions: { status: 403, code: 'PRIVACY_NOT_READ' },
    });
    // The session's own call at most (the gateway may remember the user: session/sessionCache.ts).
    expect(h.calls.slice(before).filter((call) => call !== 'GET /auth/user')).toEqual([]);
    expect((await h.gql('{ companies { navigation { total_items } } }', {}, cookie)).errors).toBeUndefined();
    expect(
      (await h.gql('mutation { acceptPrivacy { read_policy } }', {}, cookie)).data?.acceptPrivacy.read_policy,
    ).toBe(true);
    expect((await h.gql(save, input, cookie)).data?.saveRecord).toMatchObject({ ok: true });
  });
});

describe('sign-in throttling through the gateway', () => {
  it(
    'tells the guessing browser how many seconds to wait, ' + 'while the right password from another address works',
    async () => {
      const wrong = { e: 'ops@demo.test', p: 'not-the-password' };
      for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++)
        expect((await gqlFrom(h.url, '127.0.0.2', LOGIN, wrong)).data.login).toEqual({
          ok: false,
          message: MESSAGES.loginFailed,
        });
      const slowed = (await gqlFrom(h.url, '127.0.0.2', LOGIN, wrong)).data.login;
      expect(slowed.ok).toBe(false);
      expect(slowed.message).toMatch(
        /^Too many failed sign-ins to this account from your address; try again in \d+ seconds?\.$/,
      );
      expect((await gqlFrom(h.url, '127.0.0.3', LOGIN, { e: 'ops@demo.test', p: DEMO_PASSWORD })).data.login).toEqual({
        ok: true,
        message: null,
      });
    },
  );
});
