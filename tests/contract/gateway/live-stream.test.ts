/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read by path in assertions;
   their shapes are checked by the assertions themselves. */
/**
 * The one live connection (issue 14): the `graphql-sse` client in single connection mode, as the
 * web app uses it, subscribes to several operations over one stream at /graphql/stream; a task's
 * progress carries the whole task on its first and status-change messages and agrees with its
 * counts at the end; the CSRF check wants the web's header on every request of the protocol;
 * nothing is left held after the client goes; and while the platform is down `liveStatus` says so
 * and queries answer 503 PLATFORM_UNAVAILABLE with a message that names the platform (the
 * platform is stopped last).
 */
import { createClient, type Client } from 'graphql-sse';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../gateway/platform/src/server.js';
import { freshPgliteDir } from '../../support/testStore.js';
import { MESSAGES } from '@console/schema';
import { CLIENT_HEADERS, startHarness, type Harness } from './harness.js';

const ROWS = Array.from({ length: 300 }, (_, i) => ({ name: `Stream Co ${i}`, digit_code: String(7000 + i) }));
const PROGRESS = `subscription($t: ID!) { taskProgress(task_uuid: $t)
  { task_uuid status done total task { uuid status result transaction_uuid
    transaction { uuid counts { insert update delete } } progress { done total } } } }`;
const STATUS = 'subscription { liveStatus { platform since retry_in_ms } }';
const COMPANIES = 'subscription { entityChanged(resource: "companies") { position stream_id task_uuid } }';

let h: Harness;
let ops = '';
const clients: Array<Client<true>> = [];

beforeAll(async () => {
  h = await startHarness();
  ops = await h.login('ops@demo.test');
});
afterAll(async () => {
  for (const client of clients) client.dispose();
  await h?.close();
});

/** The web app's client: one stream for every operation, the CSRF header and the session cookie on each request. */
function webClient(cookie: string): Client<true> {
  const client = createClient({
    url: `${h.url}/graphql/stream`,
    singleConnection: true,
    retryAttempts: 0,
    headers: { ...CLIENT_HEADERS, cookie },
  });
  clients.push(client);
  return client;
}

/** Collects an operation's results until it completes (or `until` holds). */
function follow(
  client: Client<true>,
  query: string,
  variables: Record<string, unknown> = {},
  until: (items: any[]) => boolean = () => false,
) {
  const items: any[] = [];
  let stop = () => {};
  const done = new Promise<void>((resolve, reject) => {
    stop = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          items.push(result);
          if (!until(items)) return;
          stop();
          resolve();
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  // A client disposed of mid-operation rejects it; a test that awaits `done` still sees that.
  done.catch(() => undefined);
  return { items, done, stop: () => stop() };
}

async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function preview(rows: typeof ROWS): Promise<string> {
  const answer = await h.gql(
    'mutation($r: [JSON!]!) { bulkPreview(bulk: companies, rows: $r) { ok reason preview { preview_id } } }',
    { r: rows },
    ops,
  );
  expect(answer.data?.bulkPreview.ok).toBe(true);
  return answer.data!.bulkPreview.preview.preview_id;
}

describe('graphql-sse single connection mode at /graphql/stream', () => {
  it(
    'carries several subscriptions over one stream; a task’s ' +
      'messages carry the task and end agreeing with its counts',
    async () => {
      const client = webClient(ops);
      const status = follow(client, STATUS);
      const companies = follow(client, COMPANIES);
      await waitFor(() => status.items.length > 0, 10_000, 'the first liveStatus message');
      expect(status.items[0]).toMatchObject({ data: { liveStatus: { platform: 'UP', retry_in_ms: null } } });
      expect(Number.isFinite(Date.parse(status.items[0].data.liveStatus.since))).toBe(true);
      expect(h.gateway.streams()).toEqual({ reserved: 0, connected: 1 });

      const applied = await h.gql(
        'mutation($p: ID!) { bulkApply(bulk: companies, preview_id: $p) { ok result { task_uuid } } }',
        { p: await preview(ROWS) },
        ops,
      );
      const taskUuid = applied.data!.bulkApply.result.task_uuid;
      const progress = follow(client, PROGRESS, { t: taskUuid });
      await progress.done;
      await waitFor(() => companies.items.length >= ROWS.length, 10_000, 'every company event');
      expect(h.gateway.streams()).toEqual({ reserved: 0, connected: 1 });

      const messages = progress.items.map((m) => (expect(m.errors).toBeUndefined(), m.data.taskProgress));
      // The first message carries the task; every status change does; plain ticks do not.
      expect(messages[0].task).toMatchObject({ uuid: taskUuid });
      for (const m of messages) {
        if (m.task) expect(m.task.status).toBe(m.status);
        else expect(m.status).toBe('running');
      }
      const statuses = messages.filter((m) => m.task).map((m) => m.status);
      expect(statuses.at(-1)).toBe('succeeded');
      expect(new Set(statuses)).toEqual(
        new Set(statuses.filter((s) => ['queued', 'running', 'succeeded'].includes(s))),
      );
      // The bar never goes back, and at the end it agrees with the counts.
      const dones = messages.map((m) => m.done);
      expect(dones).toEqual([...dones].sort((a, b) => a - b));
      const end = messages.at(-1);
      expect(end).toMatchObject({ status: 'succeeded', done: ROWS.length, total: ROWS.length });
      expect(end.task.transaction.counts).toEqual({ insert: ROWS.length, update: 0, delete: 0 });
      expect(end.task.transaction_uuid).toBe(end.task.transaction.uuid);
      expect(companies.items.filter((m) => m.data.entityChanged.task_uuid === taskUuid)).toHaveLength(ROWS.length);
      status.stop();
      companies.stop();
    },
  );

  it('refuses every request of the protocol without the web app’s header (CSRF), JSON POSTs included', async () => {
    const url = `${h.url}/graphql/stream`;
    const put = await fetch(url, { method: 'PUT', headers: { cookie: ops } });
    expect(put.status).toBe(403);
    const reserved = await fetch(url, { method: 'PUT', headers: { ...CLIENT_HEADERS, cookie: ops } });
    expect(reserved.status).toBe(201);
    const token = await reserved.text();
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const operation = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': token, cookie: ops },
      body: JSON.stringify({ query: STATUS, extensions: { operationId: '1' } }),
    });
    expect(operation.status).toBe(403);
    const distinct = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: ops },
      body: JSON.stringify({ query: STATUS }),
    });
    expect(distinct.status).toBe(403);
    await distinct.body?.cancel();
    // With the header, an operation on a stream nobody holds yet is refused: its messages would wait for no reader.
    const early = await fetch(url, {
      method: 'POST',
      headers: {
        ...CLIENT_HEADERS,
        'content-type': 'application/json',
        'x-graphql-event-stream-token': token,
        cookie: ops,
      },
      body: JSON.stringify({ query: STATUS, extensions: { operationId: '1' } }),
    });
    expect(early.status).toBe(404);
  });

  it('refuses a document that does not parse, is too deep, too long or invalid, naming why (no 500)', async () => {
    const url = `${h.url}/graphql/stream`;
    const deep = `subscription { taskProgress(task_uuid: "x") { task { transaction { task { transaction { task {
      transaction { task { transaction { uuid } } } } } } } } } }`;
    const long = `subscription { liveStatus { ${'platform '.repeat(2500)} } }`;
    const bad = [
      { query: 'subscription { liveStatus { platform ', why: /Syntax Error/ },
      { query: deep, why: /depth/i },
      { query: long, why: /token/i },
      { query: 'subscription { noSuchField }', why: /Cannot query field "noSuchField"/ },
    ];
    const noStack = /\bat .*\.(js|ts):\d+/;
    const reserved = await fetch(url, { method: 'PUT', headers: { ...CLIENT_HEADERS, cookie: ops } });
    const token = await reserved.text();
    const held = new AbortController();
    const stream = await fetch(url, {
      headers: { ...CLIENT_HEADERS, accept: 'text/event-stream', 'x-graphql-event-stream-token': token, cookie: ops },
      signal: held.signal,
    });
    expect(stream.status).toBe(200);
    let received = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) received += decoder.decode(chunk);
    })().catch(() => undefined);
    await waitFor(() => h.gateway.streams().connected >= 1, 5000, 'the stream to be held');
    try {
      for (const [i, { query, why }] of bad.entries()) {
        // Distinct connection mode (one event stream per operation): a 400 naming why.
        const distinct = await fetch(url, {
          method: 'POST',
          headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', accept: 'text/event-stream', cookie: ops },
          body: JSON.stringify({ query }),
        });
        const text = await distinct.text();
        expect(distinct.status, text).toBe(400);
        expect(text).not.toMatch(noStack);
        expect(JSON.parse(text).errors[0].message).toMatch(why);
        // On a held stream: accepted, and the stream carries the refusal as the operation's result,
        // so the client keeps its connection (anything but 202 makes it drop and retry all of them).
        const operation = await fetch(url, {
          method: 'POST',
          headers: {
            ...CLIENT_HEADERS,
            'content-type': 'application/json',
            'x-graphql-event-stream-token': token,
            cookie: ops,
          },
          body: JSON.stringify({ query, extensions: { operationId: `bad-${i}` } }),
        });
        expect(operation.status, await operation.text()).toBe(202);
        await waitFor(() => received.includes(`"id":"bad-${i}"`), 5000, `the result of bad-${i}`);
      }
      const results = received
        .split('\n')
        .filter((line) => line.startsWith('data: ') && line.includes('"payload"'))
        .map((line) => JSON.parse(line.slice(6)));
      for (const [i, { why }] of bad.entries()) {
        const result = results.find((r) => r.id === `bad-${i}`);
        expect(result.payload.errors[0].message).toMatch(why);
      }
      expect(received).not.toMatch(noStack);
      // The gateway still serves, and the stream is still held.
      expect((await h.gql('{ __typename }', {}, ops)).data).toEqual({ __typename: 'Query' });
      expect(h.gateway.streams().connected).toBeGreaterThanOrEqual(1);
    } finally {
      held.abort();
      await reading;
    }
  });

  it('holds nothing for a client that went away: its stream, operations and hub subscribers end', async () => {
    const client = webClient(ops);
    const status = follow(client, STATUS);
    const companies = follow(client, COMPANIES);
    await waitFor(() => status.items.length > 0 && h.gateway.streams().connected === 1, 10_000, 'the stream');
    expect(h.gateway.live.hub.subscriberCount).toBe(1);
    expect(h.gateway.live.status.listenerCount).toBe(1);
    client.dispose();
    await waitFor(() => h.gateway.streams().connected === 0, 5000, 'the stream to close');
    await waitFor(
      () => h.gateway.live.hub.subscriberCount === 0 && h.gateway.live.status.listenerCount === 0,
      5000,
      'the subscribers to leave',
    );
    void companies;
  });
});

describe('platform down', () => {
  it(
    'tells live clients at once, and again when it is back; queries ' +
      'answer 503 with the platform’s message, not the browser’s',
    async () => {
      const client = webClient(ops);
      const status = follow(client, STATUS);
      await waitFor(() => status.items.length > 0, 10_000, 'the first liveStatus message');
      await h.platform.close();
      await waitFor(() => status.items.length > 1, 10_000, 'the DOWN message');
      expect(status.items[1].data.liveStatus).toMatchObject({ platform: 'DOWN' });
      expect(status.items[1].data.liveStatus.retry_in_ms).toBeGreaterThan(0);

      const query = await h.gql('{ tasks { rows { uuid } } }', {}, ops);
      expect(query.errors?.[0]).toMatchObject({
        message: MESSAGES.platformUnavailable,
        extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 },
      });
      const login = await h.gql('mutation { login(email: "ops@demo.test", password: "x") { ok message } }');
      expect(login.errors?.[0]).toMatchObject({
        message: MESSAGES.platformUnavailable,
        extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 },
      });
      expect(MESSAGES.platformUnavailable).toMatch(/platform/);

      // The platform comes back (same address and key, its own folder): the clients are told at once.
      const dataDir = freshPgliteDir('live-back');
      const back = await createPlatform({
        port: Number(new URL(h.platform.url).port),
        dataDir,
        databaseUrl: undefined,
        seedDemo: false,
        serviceKey: h.platform.serviceKey,
        log: () => {},
      });
      try {
        await waitFor(
          () => status.items.some((i) => i.data.liveStatus.platform === 'UP' && status.items.indexOf(i) > 1),
          20_000,
          'the UP message',
        );
        expect(status.items.at(-1).data.liveStatus).toMatchObject({ platform: 'UP', retry_in_ms: null });
      } finally {
        status.stop();
        await back.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
