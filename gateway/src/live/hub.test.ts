import { describe, expect, it } from 'vitest';
import { Channel, MAX_BACKLOG } from './channel.js';
import { Hub } from './hub.js';
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
