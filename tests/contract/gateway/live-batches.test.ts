/**
 * A large commit on the feed as batches (issue 14): the platform sends a run of one commit's events
 * to a reader that asks (`?batches=1`) as rows without data; the gateway passes over the rows
 * nobody watches and reads in full, by range, those an entity subscriber needs — so the subscriber
 * of one record of a 300-row apply gets its change with its data, a watcher of the whole type gets
 * every row, in order (that later items wait for the rows read is hub.test.ts's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER, feedMessageSchema, type FeedMessage } from '@console/schema';
import { readSse } from '../../../gateway/src/live/sse.js';
import {
  applyCompanies,
  collect,
  gql,
  login,
  openSubscription,
  startGateway,
  startPlatform,
  waitFor,
  type Json,
  type RunningGateway,
} from '../../load/liveKit.js';

const ROWS = 300;
const CODE_BASE = 410_000;
const ENTITY =
  'subscription($r: String, $u: ID) { entityChanged(resource: $r, uuid: $u) { position stream_id type data } }';
const TASK_DONE = 'query($u: ID!) { task(uuid: $u) { status } }';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let gateway: RunningGateway;
let ops = '';

beforeAll(async () => {
  platform = await startPlatform();
  gateway = await startGateway({ platformUrl: platform.platform.url, serviceKey: platform.platform.serviceKey });
  ops = await login(gateway.url, 'ops@demo.test');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

/** Previews and applies ROWS companies named `${prefix} {code}`, codes from `base`; resolves when the task ended. */
async function applyNamed(prefix: string, base = CODE_BASE): Promise<string> {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    name: `${prefix} ${base + i}`,
    digit_code: `${base + i}`,
  }));
  const preview = await gql(
    gateway.url,
    'mutation($r: [JSON!]!) { bulkPreview(bulk: companies, rows: $r) { ok reason preview { preview_id } } }',
    { r: rows },
    ops,
  );
  expect(preview.data.bulkPreview.ok, preview.data.bulkPreview.reason).toBe(true);
  const task = await applyCompanies(gateway.url, ops, preview.data.bulkPreview.preview.preview_id);
  for (let i = 0; i < 200; i++) {
    if ((await gql(gateway.url, TASK_DONE, { u: task }, ops)).data.task.status === 'succeeded') return task;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the apply did not end');
}

/** The feed's messages after `after`, read with the service key until `count` events' positions came. */
async function feedMessages(query: string): Promise<FeedMessage[]> {
  const response = await fetch(`${platform.platform.url}/events/stream?${query}`, {
    headers: { [SERVICE_KEY_HEADER]: platform.platform.serviceKey },
  });
  expect(response.status).toBe(200);
  const out: FeedMessage[] = [];
  for await (const messages of readSse(response.body!))
    for (const m of messages)
      if (m.event === 'event' || m.event === 'batch')
        out.push(feedMessageSchema.parse({ kind: m.event, [m.event]: JSON.parse(m.data) }));
  return out;
}

const uuidOf = async (code: number): Promise<string> =>
  (
    await platform.platform.context.db.query<{ uuid: string }>(
      "select uuid::text as uuid from records where store = 'companies' and data->>'digit_code' = $1",
      [String(code)],
    )
  )[0]!.uuid;

describe('a large commit on the feed', () => {
  it('reaches the subscriber of one of its records, with data, and a watcher of the type, every row', async () => {
    await applyNamed('First');
    const watched = await uuidOf(CODE_BASE + 7);
    const abort = new AbortController();
    try {
      const one = collect(
        await openSubscription(gateway.url, ENTITY, { r: 'companies', u: watched }, ops, abort.signal),
      );
      const all = collect(await openSubscription(gateway.url, ENTITY, { r: 'companies' }, ops, abort.signal));
      const before = Number(
        (await platform.platform.context.db.query<{ p: number }>('select max(position) as p from events'))[0]!.p,
      );
      await applyNamed('Second');
      await waitFor(() => one.items.length >= 1 && all.items.length >= ROWS, 20_000, 'the rows of the apply');
      const mine = one.items.map((i: Json) => i.entityChanged);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ stream_id: `companies:${watched}`, type: 'companies.updated' });
      expect(mine[0].data.after.name).toBe(`Second ${CODE_BASE + 7}`);
      const everyRow = all.items.map((i: Json) => i.entityChanged);
      expect(everyRow.filter((c: Json) => c.type === 'companies.updated')).toHaveLength(ROWS);
      const positions = everyRow.map((c: Json) => c.position);
      expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
      expect(positions[0]).toBeGreaterThan(before);
      expect(everyRow.every((c: Json) => typeof c.data.after.name === 'string')).toBe(true);

      // On the platform's feed, to a reader that asks, the apply was one batch of its 300 rows.
      const messages = await feedMessages(`after=${before}&until=${positions.at(-1)}`);
      expect(messages.every((m) => m.kind === 'event')).toBe(true);
      const ranged = await feedMessages(`after=${before}&until=${positions.at(-1)}&stream_id=companies:${watched}`);
      expect(ranged.map((m) => (m.kind === 'event' ? m.event.stream_id : m.kind))).toEqual([`companies:${watched}`]);
    } finally {
      abort.abort();
    }
  });

  it('tells a commit of new records by its range alone; a watcher of the type still gets each, with data', async () => {
    const abort = new AbortController();
    try {
      const all = collect(await openSubscription(gateway.url, ENTITY, { r: 'companies' }, ops, abort.signal));
      const before = Number(
        (await platform.platform.context.db.query<{ p: number }>('select max(position) as p from events'))[0]!.p,
      );
      await applyNamed('New', CODE_BASE + 5_000);
      await waitFor(() => all.items.length >= ROWS, 20_000, 'the new records');
      const created = all.items.map((i: Json) => i.entityChanged).filter((c: Json) => c.type === 'companies.created');
      expect(created).toHaveLength(ROWS);
      expect(created.map((c: Json) => c.data.after.name)).toContain(`New ${CODE_BASE + 5_007}`);
      const last = Math.max(...created.map((c: Json) => c.position));
      // On the feed, to a reader of batches: one frame naming its first and last position, no rows.
      const response = await fetch(`${platform.platform.url}/events/stream?after=${before}&batches=1`, {
        headers: { [SERVICE_KEY_HEADER]: platform.platform.serviceKey },
      });
      const frames: string[] = [];
      for await (const messages of readSse(response.body!)) {
        for (const m of messages) if (m.event === 'batch') frames.push(m.data);
        if (frames.length > 0) break;
      }
      const batch = JSON.parse(frames[0]!);
      expect(batch).toMatchObject({ stream_type: 'companies', type: 'companies.created', last, rows: [] });
      expect(batch.last - batch.first + 1).toBe(ROWS);
      expect(frames[0]!.length).toBeLessThan(300);
    } finally {
      abort.abort();
    }
  });

  it('goes out as batches to a reader that asks, then as single events again', async () => {
    const before = Number(
      (await platform.platform.context.db.query<{ p: number }>('select max(position) as p from events'))[0]!.p,
    );
    await applyNamed('Third');
    const response = await fetch(`${platform.platform.url}/events/stream?after=${before}&batches=1`, {
      headers: { [SERVICE_KEY_HEADER]: platform.platform.serviceKey },
    });
    const seen: FeedMessage[] = [];
    for await (const messages of readSse(response.body!)) {
      for (const m of messages)
        if (m.event === 'event' || m.event === 'batch')
          seen.push(feedMessageSchema.parse({ kind: m.event, [m.event]: JSON.parse(m.data) }));
      if (
        seen.some(
          (m) => m.kind === 'event' && m.event.stream_type === 'tasks' && m.event.data.after?.status === 'succeeded',
        )
      )
        break;
    }
    const batches = seen.flatMap((m) => (m.kind === 'batch' ? [m.batch] : []));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ stream_type: 'companies', type: 'companies.updated' });
    expect(batches[0]!.rows).toHaveLength(ROWS);
    // The apply's transaction and task events stay single events.
    const singles = seen.flatMap((m) => (m.kind === 'event' ? [m.event.stream_type] : []));
    expect(singles).toContain('transactions');
    expect(singles).toContain('tasks');
    expect(singles).not.toContain('companies');
  });

  it('refuses a range or batch request it cannot honour, naming the parameter', async () => {
    const ask = (query: string) =>
      fetch(`${platform.platform.url}/events/stream?${query}`, {
        headers: { [SERVICE_KEY_HEADER]: platform.platform.serviceKey },
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await ask('batches=yes')).toMatchObject({ status: 400, body: { data: { field: 'batches' } } });
    expect(await ask('until=5')).toMatchObject({ status: 400, body: { data: { field: 'until' } } });
    expect(await ask('after=1&until=-1')).toMatchObject({ status: 400, body: { data: { field: 'until' } } });
    expect(await ask('after=1&stream_id=companies:x')).toMatchObject({
      status: 400,
      body: { data: { field: 'stream_id' } },
    });
    const many = Array.from({ length: 101 }, (_, i) => `stream_id=s${i}`).join('&');
    expect(await ask(`after=1&until=2&${many}`)).toMatchObject({ status: 400, body: { data: { field: 'stream_id' } } });
  });
});
