import { describe, expect, it, vi } from 'vitest';
import { Channel, MAX_BACKLOG } from './channel.js';
import { Hub, REPLAY_ITEMS } from './hub.js';
import { resumeItems } from './resume.js';
import type { FeedMessage, StoredEvent } from '@console/schema';
import type { FeedItem } from './items.js';
import { nextInterval } from './poller.js';
import {
  ENTITY_ALL,
  PROGRESS,
  TASKS,
  companyTransactionsTopic,
  entityTopic,
  progressTopic,
  taskTopic,
  watchedProgress,
} from './topics.js';

const event = (position: number, stream_id = `tasks:t${position}`, version = 1): FeedItem => ({
  kind: 'event',
  event: {
    position,
    stream_type: 'tasks',
    stream_id,
    version,
    type: 'tasks.updated',
    data: {},
    meta: {},
    recorded_at: new Date(0).toISOString(),
  },
});
const transaction = (position: number, company: string): FeedItem => ({
  kind: 'event',
  event: {
    position,
    stream_type: 'transactions',
    stream_id: `transactions:x${position}`,
    version: 1,
    type: 'transactions.created',
    data: { before: null, after: { company: { digit_code: company } } },
    meta: {},
    recorded_at: new Date(0).toISOString(),
  },
});

describe('Hub', () => {
  it('passes each stored event once, in position order, whoever published it', async () => {
    const hub = new Hub();
    const channel = hub.subscribe([TASKS]);
    // Two publishers around a hand-over: the second repeats what the first already sent.
    for (const p of [1, 2, 3, 2, 3, 4]) hub.accept(event(p));
    channel.end();
    const got: number[] = [];
    for await (const item of channel) got.push(item.kind === 'event' ? item.event.position : -1);
    expect(got).toEqual([1, 2, 3, 4]);
    expect(hub.lastPosition).toBe(4);
  });

  it('keys position-less items (polled rows) instead', () => {
    const hub = new Hub();
    expect([
      hub.accept(event(0, 'tasks:a', 1)),
      hub.accept(event(0, 'tasks:a', 1)),
      hub.accept(event(0, 'tasks:a', 2)),
    ]).toEqual([true, false, true]);
  });

  it('stops feeding a subscriber that returned, and ends the rest on close', async () => {
    const hub = new Hub();
    const gone = hub.subscribe([TASKS]);
    const kept = hub.subscribe([TASKS]);
    await gone.return();
    hub.accept(event(1));
    hub.close();
    expect(await gone.next()).toMatchObject({ done: true });
    expect(await kept.next()).toMatchObject({ done: false });
    expect(await kept.next()).toMatchObject({ done: true });
  });
});

describe('topic routing', () => {
  /** Records what each listener received, by name. */
  function listeners(hub: Hub, topics: Record<string, string[]>) {
    const got: Record<string, number[]> = {};
    const stops = Object.entries(topics).map(([name, list]) => {
      got[name] = [];
      return hub.listen(list, (item) => got[name]!.push(item.kind === 'event' ? item.event.position : -1));
    });
    return { got, stop: () => stops.forEach((s) => s()) };
  }

  it('delivers an item only to the subscribers of its topics', () => {
    const hub = new Hub();
    const { got, stop } = listeners(hub, {
      oneTask: [taskTopic('t1')],
      allTasks: [TASKS],
      company1001: [companyTransactionsTopic('1001')],
      company2002: [companyTransactionsTopic('2002')],
      everything: [ENTITY_ALL],
      taskEntity: [entityTopic('tasks', 't2')],
      anyOfUuid: [entityTopic(null, 't1')],
    });
    hub.accept(event(1, 'tasks:t1'));
    hub.accept(event(2, 'tasks:t2'));
    hub.accept(transaction(3, '1001'));
    expect(got).toEqual({
      oneTask: [1],
      allTasks: [1, 2],
      company1001: [3],
      company2002: [],
      everything: [1, 2, 3],
      taskEntity: [2],
      anyOfUuid: [1],
    });
    stop();
    expect([hub.subscriberCount, hub.topicCount]).toEqual([0, 0]);
  });

  it('says whose progress a subscription watches, for the latest it is given on arrival', () => {
    expect(watchedProgress([TASKS, PROGRESS])).toBe('all');
    expect(watchedProgress([taskTopic('a'), progressTopic('a')])).toEqual(['a']);
    expect(watchedProgress([companyTransactionsTopic('1001')])).toEqual([]);
  });

  it('costs the interested subscribers only: 10,000 on other topics are never called', () => {
    const hub = new Hub();
    let calls = 0;
    for (let i = 0; i < 10_000; i++) hub.listen([taskTopic(`other${i}`)], () => calls++);
    const mine: number[] = [];
    hub.listen([taskTopic('t1')], (item) => mine.push(item.kind === 'event' ? item.event.position : -1));
    for (let p = 1; p <= 100; p++) hub.accept(event(p, 'tasks:t1'));
    expect([calls, mine.length]).toEqual([0, 100]);
  });

  it('frees a subscriber on return: no listener, topic or queued item is left', async () => {
    const hub = new Hub();
    const channels = Array.from({ length: 500 }, (_, i) => hub.subscribe([taskTopic(`t${i % 50}`), TASKS]));
    for (let p = 1; p <= 20; p++) hub.accept(event(p, `tasks:t${p % 50}`));
    await Promise.all(channels.map((c) => c.return()));
    expect([hub.subscriberCount, hub.topicCount]).toEqual([0, 0]);
    hub.accept(event(21, 'tasks:t1'));
    expect(await channels[1]!.next()).toMatchObject({ done: true });
  });
});

describe('a subscriber that stops reading', () => {
  it('is ended once its backlog passes the bound, and holds nothing after', async () => {
    const hub = new Hub();
    const stalled = hub.subscribe([TASKS]);
    for (let p = 1; p <= MAX_BACKLOG + 1; p++) hub.accept(event(p, `tasks:t${p}`));
    expect([hub.subscriberCount, hub.topicCount]).toEqual([0, 0]);
    await expect(stalled.next()).rejects.toThrow(/too slow/);
    expect(await stalled.next()).toMatchObject({ done: true });
  });
});

describe('Channel', () => {
  it('hands items to a waiting consumer and ends with an error when asked', async () => {
    const channel = new Channel<number>();
    const pending = channel.next();
    channel.push(7);
    expect(await pending).toEqual({ value: 7, done: false });
    channel.end(new Error('too slow'));
    await expect(channel.next()).rejects.toThrow('too slow');
  });
});

describe('poll back-off', () => {
  it('doubles up to the cap after failed or slow rounds and resets after a good one', () => {
    const waits: number[] = [];
    let current = 200;
    for (const ok of [false, false, false, false, false, true])
      waits.push((current = nextInterval(current, 200, 1600, ok)));
    expect(waits).toEqual([400, 800, 1600, 1600, 1600, 200]);
  });
});

describe('what the hub keeps of tasks', () => {
  it('answers the latest event of a task it saw, and tells the observer before any subscriber', () => {
    const order: string[] = [];
    const hub = new Hub({ beforeDeliver: (e) => order.push(`observer ${e.position}`) });
    hub.listen([TASKS], (item) => item.kind === 'event' && order.push(`subscriber ${item.event.position}`));
    const status = (position: number, value: string): FeedItem => ({
      kind: 'event',
      event: {
        position,
        stream_type: 'tasks',
        stream_id: 'tasks:t1',
        version: position,
        type: 'tasks.updated',
        data: { before: null, after: { status: value, progress: { done: position, total: 9 } } },
        meta: {},
        recorded_at: new Date(0).toISOString(),
      },
    });
    hub.accept(status(1, 'queued'));
    hub.accept(status(2, 'running'));
    expect(hub.taskNow('t1')?.position).toBe(2);
    expect(hub.taskNow('t2')).toBeUndefined();
    expect(order).toEqual(['observer 1', 'subscriber 1', 'observer 2', 'subscriber 2']);
    hub.close();
  });
});

describe('Hub and batches (a commit’s run of events without their data)', () => {
  const company = (position: number): StoredEvent => ({
    position,
    stream_type: 'companies',
    stream_id: `companies:c${position}`,
    version: 2,
    type: 'companies.updated',
    data: { before: { name: 'old' }, after: { name: `new ${position}` } },
    meta: { transaction_uuid: 'x' },
    recorded_at: new Date(0).toISOString(),
  });
  /** Updates of companies c<from>…c<to>: every row listed (the records existed before). */
  const batch = (from: number, to: number): FeedMessage => ({
    kind: 'batch',
    batch: {
      stream_type: 'companies',
      type: 'companies.updated',
      transaction_uuid: 'x',
      first: from,
      last: to,
      rows: Array.from({ length: to - from + 1 }, (_, i): [number, string, number] => [
        from + i,
        `companies:c${from + i}`,
        2,
      ]),
    },
  });
  /** Companies created at positions from…to: no rows, the range only. */
  const created = (from: number, to: number): FeedMessage => ({
    kind: 'batch',
    batch: {
      stream_type: 'companies',
      type: 'companies.created',
      transaction_uuid: 'x',
      first: from,
      last: to,
      rows: [],
    },
  });
  const positions = (items: FeedItem[]) =>
    items.map((i) => (i.kind === 'event' ? i.event.position : `p${i.notice.done}`));

  it('costs only its routing when nobody watches its records: nothing is read, the position moves on', () => {
    const reads: number[] = [];
    const hub = new Hub({ expand: async (_b, rows) => (reads.push(rows?.length ?? -1), []) });
    const got: FeedItem[] = [];
    hub.listen([entityTopic('companies', 'elsewhere'), TASKS], (item) => got.push(item));
    expect(hub.accept(batch(1, 1000))).toBe(true);
    expect(hub.lastPosition).toBe(1000);
    expect(hub.accept(event(1001))).toBe(true);
    expect(reads).toEqual([]);
    expect(positions(got)).toEqual([1001]);
    // A repeat of the batch (a leader hand-over) is dropped; one that overlaps keeps its new rows only.
    expect(hub.accept(batch(1, 1000))).toBe(false);
    // A run of new records moves the position on by its range, rows or not.
    expect(hub.accept(created(1002, 101_001))).toBe(true);
    expect(hub.lastPosition).toBe(101_001);
    expect(hub.accept(created(1002, 101_001))).toBe(false);
    expect(reads).toEqual([]);
  });

  it('reads the rows an entity subscriber needs and delivers them in their place; later items wait', async () => {
    let finish: (events: StoredEvent[]) => void = () => {};
    const asked: Array<{ rows: number[] | null }> = [];
    const hub = new Hub({
      progressFrameMs: 0,
      expand: (_b, rows) => {
        asked.push({ rows: rows && rows.map(([p]) => p) });
        return new Promise((resolve) => (finish = resolve));
      },
    });
    const one: FeedItem[] = [];
    const everyTask: FeedItem[] = [];
    hub.listen([entityTopic('companies', 'c7')], (item) => one.push(item));
    hub.listen([TASKS], (item) => everyTask.push(item));
    hub.accept(batch(1, 10));
    hub.accept(event(11));
    hub.accept(batch(12, 20));
    expect(asked).toEqual([{ rows: [7] }]);
    // Held while row 7 is read: nothing after the batch has gone out.
    expect(everyTask).toEqual([]);
    finish([company(7)]);
    await new Promise((r) => setTimeout(r, 0));
    expect(positions(one)).toEqual([7]);
    expect(one[0]!.kind === 'event' && one[0]!.event.data.after).toEqual({ name: 'new 7' });
    expect(positions(everyTask)).toEqual([11]);
    // The second batch has no row c7 watches: nothing more is read.
    expect(asked).toHaveLength(1);
    expect(hub.lastPosition).toBe(20);
  });

  it('reads the whole run for a subscriber of every record of its type, new records included', async () => {
    const asked: Array<[number, number, boolean]> = [];
    const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => company(from + i));
    const hub = new Hub({
      expand: async (b, rows) => (asked.push([b.first, b.last, rows === null]), run(b.first, b.last)),
    });
    const got: FeedItem[] = [];
    hub.listen([entityTopic('companies')], (item) => got.push(item));
    hub.accept(batch(1, 300));
    await new Promise((r) => setTimeout(r, 0));
    hub.accept(created(301, 500));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([
      [1, 300, true],
      [301, 500, true],
    ]);
    expect(got).toHaveLength(500);
    expect(hub.subscriberCount).toBe(1);
  });

  it('reads nothing of a run of new records for subscribers of single records', async () => {
    const asked: unknown[] = [];
    const hub = new Hub({ expand: async (_b, rows) => (asked.push(rows), []) });
    const got: FeedItem[] = [];
    hub.listen([entityTopic('companies', 'c7'), TASKS], (item) => got.push(item));
    hub.accept(created(1, 100_000));
    hub.accept(event(100_001));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([]);
    expect(positions(got)).toEqual([100_001]);
  });

  it('tells what is kept of its records to go before any row is delivered', () => {
    const told: string[] = [];
    const hub = new Hub({ beforeBatch: (b) => told.push(`${b.stream_type}:${b.rows.length}`) });
    hub.accept(batch(1, 150));
    hub.accept(batch(100, 160));
    expect(told).toEqual(['companies:150', 'companies:10']);
  });

  describe('replay (what a resuming subscriber is caught up from)', () => {
    it('gives the kept events of the topics after a position, in order, and nothing past the last', () => {
      const hub = new Hub();
      expect(hub.replay([TASKS], 0)).toBeUndefined(); // nothing kept yet: the platform tells
      for (const p of [11, 12]) hub.accept(event(p));
      hub.accept(transaction(13, '0001'));
      hub.accept(created(14, 500));
      hub.accept(event(501));
      expect(positions(hub.replay([TASKS], 10)!)).toEqual([11, 12, 501]);
      expect(positions(hub.replay([TASKS], 12)!)).toEqual([501]);
      expect(positions(hub.replay([companyTransactionsTopic('0001')], 11)!)).toEqual([13]);
      expect(hub.replay([TASKS], 501)).toEqual([]);
      // Before the first kept item this process may have missed some: the platform tells.
      expect(hub.replay([TASKS], 9)).toBeUndefined();
    });

    it('leaves to the platform a resume past the oldest kept item, or across a batch the topics want rows of', () => {
      const hub = new Hub();
      for (let p = 1; p <= REPLAY_ITEMS + 10; p++) hub.accept(event(p));
      expect(hub.replay([TASKS], 5)).toBeUndefined();
      expect(positions(hub.replay([TASKS], REPLAY_ITEMS + 8)!)).toEqual([REPLAY_ITEMS + 9, REPLAY_ITEMS + 10]);
      expect(hub.replay([TASKS], 10)).toHaveLength(REPLAY_ITEMS);
      const start = REPLAY_ITEMS + 10;
      hub.accept(batch(start + 1, start + 150));
      // Its rows were never read here: a subscriber of one of them, or of every company, asks the platform.
      expect(hub.replay([entityTopic('companies', `c${start + 7}`)], start)).toBeUndefined();
      expect(hub.replay([entityTopic('companies')], start)).toBeUndefined();
      // Nobody else needs them.
      expect(hub.replay([TASKS, entityTopic('companies', 'c1')], start)).toEqual([]);
    });

    it('catches a resuming subscriber up from the hub, without reading the platform', async () => {
      const hub = new Hub();
      for (const p of [1, 2, 3]) hub.accept(event(p));
      const fetched = vi.spyOn(globalThis, 'fetch');
      const channel = resumeItems({
        hub,
        topics: [TASKS],
        platformUrl: 'http://127.0.0.1:9',
        serviceKey: 'k',
        after: 1,
        signal: new AbortController().signal,
      });
      hub.accept(event(4));
      hub.accept(event(3)); // a repeat is still dropped
      channel.end();
      const got: FeedItem[] = [];
      for await (const item of channel) got.push(item);
      expect(positions(got)).toEqual([2, 3, 4]);
      expect(fetched).not.toHaveBeenCalled();
      fetched.mockRestore();
    });
  });
});

describe('Hub.taskSoon', () => {
  it('answers a task it knows at once, one it sees within the wait when it comes, else nothing', async () => {
    const hub = new Hub();
    const task = (position: number, uuid: string): FeedItem => {
      const item = event(position, `tasks:${uuid}`);
      return item.kind === 'event'
        ? { ...item, event: { ...item.event, data: { after: { status: 'queued' } } } }
        : item;
    };
    hub.accept(task(1, 'known'));
    expect((await hub.taskSoon('known', 10))?.position).toBe(1);
    const coming = hub.taskSoon('new', 1000);
    setTimeout(() => hub.accept(task(2, 'new')), 5);
    expect((await coming)?.position).toBe(2);
    expect(await hub.taskSoon('never', 20)).toBeUndefined();
    const left = hub.taskSoon('never', 60_000);
    hub.close();
    expect(await left).toBeUndefined();
  });
});
