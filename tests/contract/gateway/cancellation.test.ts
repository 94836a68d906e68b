/**
 * A platform call ends with the request it serves (issue 13): when the browser goes away, or the
 * gateway's timeout passes, the gateway aborts its fetch, so the platform sees the request close
 * (and stops its work: tests/contract/platform/cancellation.test.ts). The platform here is a
 * stand-in that never answers and reports each request's close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MESSAGES, SESSION_COOKIE_NAME } from '@console/schema';
import { createGateway } from '../../../gateway/src/createGateway.js';
import { createHttpServer, listen } from '../../../gateway/src/httpServer.js';
import { silent } from './harness.js';

/**
 * A platform that holds every request open; `next(path)` resolves with the next one on `path`,
 * `reply(req, body)` answers it.
 */
function silentPlatform() {
  const waiting = new Map<string, Array<(req: IncomingMessage) => void>>();
  const replies = new WeakMap<IncomingMessage, ServerResponse>();
  const server = createServer((req, res) => {
    replies.set(req, res);
    const path = (req.url ?? '').split('?')[0]!;
    waiting.get(path)?.shift()?.(req);
  });
  return {
    server,
    next: (path: string) =>
      new Promise<IncomingMessage>((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve])),
    /** Answers a request it held, at last. */
    reply: (req: IncomingMessage, body: unknown) => {
      req.resume();
      replies.get(req)!.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
  };
}

/** Resolves when the platform's side of the request is closed (the gateway's fetch aborted). */
const closed = (req: IncomingMessage) =>
  new Promise<void>((resolve) => (req.socket.destroyed ? resolve() : req.socket.once('close', () => resolve())));

const cookie = `${SESSION_COOKIE_NAME}=a-session-token`;
const meQuery = JSON.stringify({ query: '{ me { email } }' });
let platform: ReturnType<typeof silentPlatform>;
let platformUrl = '';

beforeAll(async () => {
  platform = silentPlatform();
  platformUrl = await listen(platform.server as Server);
});
afterAll(async () => {
  platform.server.closeAllConnections();
  await new Promise<void>((resolve) => platform.server.close(() => resolve()));
});

/** A gateway on the silent platform whose platform calls time out at `platformTimeoutMs`. */
const gatewayTimingOutAt = (platformTimeoutMs: number) =>
  createGateway({ platformUrl, serviceKey: 'k', logger: silent, production: false, platformTimeoutMs });

/** A GraphQL POST as gateway.fetch takes it. */
const graphqlPost = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('a platform call', () => {
  it('is aborted when the browser goes away (node listener), long before its own timeout', async () => {
    const gateway = gatewayTimingOutAt(600_000);
    const server = createHttpServer(gateway.listener, silent);
    const url = await listen(server);
    try {
      const browser = new AbortController();
      const arrived = platform.next('/auth/user');
      const answer = fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: meQuery,
        signal: browser.signal,
      }).catch(() => 'aborted');
      const call = await arrived;
      browser.abort();
      expect(await answer).toBe('aborted');
      await closed(call);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    }
  });

  it('is aborted when the request given to gateway.fetch is', async () => {
    const gateway = gatewayTimingOutAt(600_000);
    try {
      const browser = new AbortController();
      const arrived = platform.next('/auth/user');
      const answer = gateway
        .fetch(
          new Request('http://gateway.test/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: meQuery,
            signal: browser.signal,
          }),
        )
        .then((response) => response.text())
        .catch(() => 'aborted');
      const call = await arrived;
      browser.abort();
      await closed(call);
      await answer;
    } finally {
      await gateway.close();
    }
  });

  it('is aborted at the gateway timeout, and the user reads that the platform is not answering (503)', async () => {
    const gateway = gatewayTimingOutAt(200);
    try {
      const arrived = platform.next('/auth/user');
      const answer = gateway.fetch(graphqlPost(meQuery, { cookie }));
      await closed(await arrived);
      const body = (await (await answer).json()) as {
        errors?: Array<{ message: string; extensions: { status: number } }>;
      };
      expect(body.errors?.[0]).toMatchObject({
        message: MESSAGES.platformUnavailable,
        extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 },
      });
    } finally {
      await gateway.close();
    }
  });

  it('waits longer for a write: a mutation queued behind other writes answers after the read timeout', async () => {
    const gateway = gatewayTimingOutAt(200);
    try {
      const arrived = platform.next('/auth/password/reset');
      const answer = gateway.fetch(
        graphqlPost(
          JSON.stringify({
            query: 'mutation($e: String!) { requestPasswordReset(email: $e) { ok message } }',
            variables: { e: 'someone@demo.test' },
          }),
        ),
      );
      const req = await arrived;
      // The platform is busy (a bulk apply holds the writes) for three read timeouts, then answers.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(req.socket.destroyed).toBe(false);
      platform.reply(req, { data: { ok: true }, message: 'Sent', status: 200, navigation: null });
      const body = (await (await answer).json()) as { data?: { requestPasswordReset: { ok: boolean } } };
      expect(body.data?.requestPasswordReset.ok).toBe(true);
    } finally {
      await gateway.close();
    }
  });
});
