/**
 * Batching, a subscription following a bulk apply to its end, production protection, and the
 * platform going down (the platform's 503 message quickly, no hang). The platform is stopped last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@console/schema';
import { createGateway } from '../../../gateway/src/createGateway.js';
import { silent, startHarness, type Harness } from './harness.js';

let h: Harness;
let owner = '';
let ops = '';

beforeAll(async () => {
  h = await startHarness();
  owner = await h.login('owner@demo.test');
  ops = await h.login('ops@demo.test');
});
afterAll(async () => h?.close());

const ROWS = Array.from({ length: 60 }, (_, i) => ({ name: `Live Co ${i}`, digit_code: String(5000 + i) }));

describe('live', () => {
  it('streams a bulk apply progress over SSE until the task ends', async () => {
    const preview = await h.gql(
      'mutation($r: [JSON!]!) { bulkPreview(bulk: companies, rows: $r) { ' +
        'ok reason preview { preview_id total counts { insert error } } } }',
      { r: ROWS },
      ops,
    );
    expect(preview.data?.bulkPreview).toMatchObject({
      ok: true,
      preview: { total: 60, counts: { insert: 60, error: 0 } },
    });
    const apply = await h.gql(
      'mutation($p: ID!) { bulkApply(bulk: companies, preview_id: $p) { ok message result { task_uuid status } } }',
      { p: preview.data!.bulkPreview.preview.preview_id },
      ops,
    );
    expect(apply.data?.bulkApply.ok).toBe(true);
    const taskUuid = apply.data!.bulkApply.result.task_uuid;

    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 30_000);
    const seen: Array<{ status: string; done: number; total: number }> = [];
    for await (const message of h.subscribe(
      'subscription($t: ID!) { taskProgress(task_uuid: $t) { task_uuid status done total at } }',
      { t: taskUuid },
      ops,
      abort.signal,
    )) {
      expect(message.errors).toBeUndefined();
      seen.push(message.data.taskProgress);
    }
    clearTimeout(timer);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'succeeded', done: 60, total: 60 });
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.done).toBeGreaterThanOrEqual(seen[i - 1]!.done);
  });

  it(
    'entityChanged leaves out the streams a subscriber may not ' +
      'read (a user’s role changes are the adminOrOwner guard’s)',
    async () => {
      const admin = await h.login('admin@demo.test');
      const ENTITY = 'subscription { entityChanged { resource stream_id type } }';
      const listen = (cookie: string, abort: AbortController) => {
        const seen: Array<{ resource: string; type: string }> = [];
        const done = (async () => {
          for await (const message of h.subscribe(ENTITY, {}, cookie, abort.signal))
            seen.push(message.data.entityChanged);
        })().catch(() => undefined);
        return { seen, done };
      };
      const abort = new AbortController();
      const byOwner = listen(owner, abort);
      const byAdmin = listen(admin, abort);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const viewer = (await h.gql('{ users(filter: {email: {like: "viewer"}}) { rows { user_uuid } } }', {}, owner))
        .data!.users.rows[0].user_uuid;
      const changed = await h.gql(
        'mutation($u: ID!) { updateUserRoles(user_uuid: $u, roles: ["ops"]) { ok } }',
        { u: viewer },
        owner,
      );
      expect(changed.data?.updateUserRoles.ok).toBe(true);
      // A later write everyone may see, so "not delivered" is not "not yet delivered".
      const kw = await h.gql(
        'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok } }',
        { i: { keyword: 'live filter kw', company: { digit_code: '9001' } } },
        owner,
      );
      expect(kw.data?.saveRecord.ok).toBe(true);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !byAdmin.seen.some((e) => e.resource === 'keywords'))
        await new Promise((resolve) => setTimeout(resolve, 50));
      abort.abort();
      await Promise.all([byOwner.done, byAdmin.done]);
      expect(byOwner.seen.some((e) => e.type === 'users.roles_changed')).toBe(true);
      expect(byAdmin.seen.some((e) => e.resource === 'keywords')).toBe(true);
      expect(byAdmin.seen.filter((e) => e.resource === 'users')).toEqual([]);
    },
  );

  it('refuses a subscription without a session', async () => {
    const abort = new AbortController();
    const messages = [];
    for await (const message of h.subscribe('subscription { taskUpdated { position } }', {}, '', abort.signal))
      messages.push(message);
    expect(messages[0]?.errors?.[0]).toMatchObject({ message: MESSAGES.unauthorized, extensions: { status: 401 } });
  });

  it('batches nested lookups: a task list costs at most 1 + distinct resources', async () => {
    h.calls.length = 0;
    const answer = await h.gql(
      '{ tasks(navigation: {page_size: 20}) { rows { uuid company_name transaction { uuid kind company_name } } } }',
      {},
      owner,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.tasks.rows.length).toBeGreaterThan(0);
    const resources = new Set(h.calls.filter((c) => c !== 'GET /auth/user').map((c) => c.split(' ')[1]!.split('/')[1]));
    // One session check, then one call per resource: tasks, transactions, companies.
    expect(h.calls.length).toBeLessThanOrEqual(1 + resources.size);
    expect(h.calls.filter((c) => c.endsWith('/getlist')).length).toBe(resources.size);
  });
});

describe('production', () => {
  it('turns introspection off', async () => {
    const gateway = createGateway({
      platformUrl: h.platform.url,
      serviceKey: h.platform.serviceKey,
      logger: silent,
      production: true,
    });
    try {
      const response = await gateway.fetch(
        new Request('http://gateway.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
        }),
      );
      const body = (await response.json()) as { errors?: Array<{ message: string }> };
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await gateway.close();
    }
  });
});

describe('platform down', () => {
  it(
    'answers the platform-unavailable message with status 503 ' +
      'within a few seconds (§8’s status 0 is the browser’s own)',
    async () => {
      await h.platform.close();
      const started = Date.now();
      const answer = await h.gql('{ tasks { rows { uuid } } }', {}, owner);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGES.platformUnavailable,
        extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 },
      });
      const write = await h.gql('mutation { login(email: "ops@demo.test", password: "x") { ok message } }');
      expect(write.errors?.[0]).toMatchObject({
        message: MESSAGES.platformUnavailable,
        extensions: { code: 'PLATFORM_UNAVAILABLE', status: 503 },
      });
    },
  );
});
