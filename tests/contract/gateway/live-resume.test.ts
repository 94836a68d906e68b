/**
 * Resume over real HTTP (SSE to the gateway): a client that reconnects with `after: <last
 * position seen>` receives every later stored event exactly once, in order, including those
 * written while it was away; and it does so through a new gateway after the first one was
 * stopped with a task under way, ending with the task's final state. The platform's events table is the truth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkCompanies,
  collect,
  login,
  openSubscription,
  startGateway,
  startPlatform,
  waitFor,
  type Json,
  type RunningGateway,
} from '../../load/liveKit.js';

const ENTITY = 'subscription($a: Int) { entityChanged(after: $a) { position resource stream_id type data task_uuid } }';
const TASK =
  'subscription($t: ID, $a: Int) { taskUpdated(task_uuid: $t, after: ' +
  '$a) { position task { uuid status progress { done total } } } }';

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

/** Positions of the stored events after `after` (up to `upTo`), from the platform's own table. */
async function storedPositions(after: number, upTo = Number.MAX_SAFE_INTEGER): Promise<number[]> {
  const rows = await platform.platform.context.db.query<{ position: number }>(
    'select position from events where position > $1 and position <= $2 order by position',
    [after, upTo],
  );
  return rows.map((r) => Number(r.position));
}
const head = async () => (await storedPositions(0)).at(-1) ?? 0;
/** Whether `items` hold the event that ends task `uuid`. */
const ended = (uuid: string) => (items: Json[]) =>
  items.some(
    (i) =>
      i.entityChanged?.resource === 'tasks' &&
      i.entityChanged.stream_id.endsWith(uuid) &&
      i.entityChanged.data?.after?.status === 'succeeded',
  );
const positions = (items: Json[]) => items.map((i) => i.entityChanged.position as number);

describe('resume with after', () => {
  it('delivers every event after the last one seen, once, including those written while away', async () => {
    const start = await head();
    // 1. Connected: a bulk apply arrives live.
    let abort = new AbortController();
    const first = collect(await openSubscription(gateway.url, ENTITY, {}, ops, abort.signal));
    const task1 = await bulkCompanies(gateway.url, ops, 8, 20_000);
    await waitFor(() => ended(task1)(first.items), 20_000, 'the first task to end');
    abort.abort();
    await first.done;
    const seen1 = positions(first.items);
    expect(seen1).toEqual(await storedPositions(start, seen1.at(-1)));
    const last = seen1.at(-1)!;

    // 2. Away: two more bulk applies commit.
    const task2 = await bulkCompanies(gateway.url, ops, 5, 20_100);
    const task3 = await bulkCompanies(gateway.url, ops, 5, 20_200);
    const task3Done = async () =>
      (
        await platform.platform.context.db.query<{ n: number }>(
          "select count(*)::int as n from events where stream_id like $1 and data->'after'->>'status' = 'succeeded'",
          [`%${task3}`],
        )
      )[0]!.n > 0;
    for (let i = 0; i < 200 && !(await task3Done()); i++) await new Promise((r) => setTimeout(r, 50));
    const whileAway = await storedPositions(last);
    expect(whileAway.length).toBeGreaterThan(10);

    // 3. Back with `after`: what happened while away, then live again (a fourth apply).
    abort = new AbortController();
    const second = collect(await openSubscription(gateway.url, ENTITY, { a: last }, ops, abort.signal));
    await waitFor(() => second.items.length >= whileAway.length, 20_000, 'the events written while away');
    const task4 = await bulkCompanies(gateway.url, ops, 3, 20_300);
    await waitFor(() => ended(task4)(second.items), 20_000, 'the live task after the catch-up');
    await new Promise((r) => setTimeout(r, 300)); // anything doubled would arrive now
    abort.abort();
    await second.done;
    const seen2 = positions(second.items);
    expect(seen2).toEqual(await storedPositions(last));
    expect(new Set(seen2).size).toBe(seen2.length);
    expect(ended(task2)(second.items) && ended(task3)(second.items)).toBe(true);
  });

  it('resumes through a new gateway after the first is stopped while its task waits, to the final state', async () => {
    const start = await head();
    const g1 = await startGateway({ platformUrl: platform.platform.url, serviceKey: platform.platform.serviceKey });
    const abort = new AbortController();
    const first = collect(await openSubscription(g1.url, ENTITY, { a: start }, ops, abort.signal));
    // Tasks run one at a time: a task held open here keeps the bulk apply queued until the first
    // gateway is gone, so its run and end happen while no gateway is up, whatever the machine's speed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await platform.platform.context.tasks.start({
      kind: 'test',
      task_name: 'hold the queue',
      user_uuid: null,
      company_code: null,
      total: 1,
      work: async () => (await gate, { result: {}, transaction_uuid: null }),
    });
    const taskUuid = await bulkCompanies(g1.url, ops, 1000, 30_000);
    await waitFor(
      () => first.items.some((i) => i.entityChanged.stream_id.endsWith(taskUuid)),
      20_000,
      'the task to be queued',
    );
    await g1.close();
    await first.done;
    release();
    const seen1 = positions(first.items);
    expect(ended(taskUuid)(first.items)).toBe(false);
    const last = seen1.at(-1)!;
    expect(seen1).toEqual(await storedPositions(start, last));

    const g2 = await startGateway({ platformUrl: platform.platform.url, serviceKey: platform.platform.serviceKey });
    try {
      const again = new AbortController();
      const rest = collect(await openSubscription(g2.url, ENTITY, { a: last }, ops, again.signal), ended(taskUuid));
      const task = collect(
        await openSubscription(g2.url, TASK, { t: taskUuid, a: last }, ops, again.signal),
        (items) => items.at(-1)?.taskUpdated.task.status === 'succeeded',
      );
      await Promise.race([Promise.all([rest.done, task.done]), waitFor(() => false, 30_000, 'the rest of the task')]);
      again.abort();
      const seen2 = positions(rest.items);
      expect(seen2).toEqual(await storedPositions(last, seen2.at(-1)));
      expect(seen2.filter((p) => p <= last)).toEqual([]);
      // Every company the task inserted came through one gateway or the other, once.
      const companies = (items: Json[]) =>
        items.filter((i) => i.entityChanged.resource === 'companies' && i.entityChanged.task_uuid === taskUuid).length;
      expect(companies(first.items) + companies(rest.items)).toBe(1000);
      expect(task.items.at(-1)!.taskUpdated.task).toMatchObject({
        uuid: taskUuid,
        status: 'succeeded',
        progress: { done: 1000, total: 1000 },
      });
    } finally {
      await g2.close();
    }
  });
});
