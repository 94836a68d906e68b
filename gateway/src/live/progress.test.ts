import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hub } from './hub.js';
import type { FeedItem, ProgressNotice } from './items.js';
import { ProgressCoalescer } from './progress.js';
import { PROGRESS, TASKS, progressTopic, taskTopic } from './topics.js';

const notice = (done: number, task_uuid = 't', total = 100_000): ProgressNotice => ({
  type: 'tasks.progress',
  task_uuid,
  done,
  total,
  at: '',
});
const taskEvent = (position: number, status: string, done: number, uuid = 't'): FeedItem => ({
  kind: 'event',
  event: {
    position,
    stream_type: 'tasks',
    stream_id: `tasks:${uuid}`,
    version: position,
    type: 'tasks.updated',
    data: {
      after: { uuid, kind: 'bulk.apply', status, progress: { done, total: 100_000 }, created_at: '', updated_at: '' },
    },
    meta: {},
    recorded_at: new Date(0).toISOString(),
  },
});
const describeItem = (item: FeedItem) =>
  item.kind === 'progress' ? `p${item.notice.done}` : `e:${(item.event.data.after as { status: string }).status}`;

describe('progress coalescing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first notices at once (a burst of two), then the latest of each 100 ms frame', () => {
    let clock = 0;
    const sent: number[] = [];
    const c = new ProgressCoalescer(
      (n) => sent.push(n.done),
      100,
      () => clock,
    );
    c.offer(notice(1));
    expect(sent).toEqual([1]);
    for (const done of [2, 3, 4, 5]) c.offer(notice(done));
    expect(sent).toEqual([1, 2]);
    clock = 100;
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([1, 2, 5]);
    // A quiet frame later, the next one goes out at once again.
    clock = 300;
    c.offer(notice(6));
    expect(sent).toEqual([1, 2, 5, 6]);
  });

  it('never holds notices that come about a frame apart, whatever came between', () => {
    const start = Date.now(); // the fake timers' clock
    const clock = () => Date.now() - start;
    const sent: Array<[number, number]> = [];
    const c = new ProgressCoalescer((n) => sent.push([n.done, clock()]), 100, clock);
    // Paced at 105 ms like the reference platform, with one extra notice 50 ms after the second:
    // frames restarted at each send held every notice after the extra one for most of a frame.
    const at = [0, 105, 155, 210, 315, 420, 525, 630];
    at.forEach((t, i) => {
      vi.advanceTimersByTime(t - clock());
      c.offer(notice(i + 1));
    });
    vi.advanceTimersByTime(1000);
    // Every one went out when it came: the extra one too (a burst of two per frame is allowed).
    expect(sent).toEqual([
      [1, 0],
      [2, 105],
      [3, 155],
      [4, 210],
      [5, 315],
      [6, 420],
      [7, 525],
      [8, 630],
    ]);
  });

  it('drops repeats and ticks that go back, and every tick after the end', () => {
    const sent: number[] = [];
    const c = new ProgressCoalescer(
      (n) => sent.push(n.done),
      100,
      () => 0,
    );
    expect([c.offer(notice(5)), c.offer(notice(5)), c.offer(notice(3))]).toEqual([true, false, false]);
    c.statusChanged({ uuid: 't', status: 'succeeded', progress: { done: 100_000, total: 100_000 } });
    expect(c.offer(notice(99_999))).toBe(false);
    expect(c.latest()).toEqual([]);
  });

  it('a 100,000-row apply: a bounded number of messages per subscriber, start and end always', async () => {
    const hub = new Hub();
    const got: string[] = [];
    hub.listen([TASKS, PROGRESS], (item) => got.push(describeItem(item)));
    hub.accept(taskEvent(1, 'queued', 0));
    hub.accept(taskEvent(2, 'running', 0));
    // The platform publishes progress every ~100 ms or tenth; coalescing also holds a storm of them.
    for (let done = 1; done <= 100_000; done++) {
      hub.accept({ kind: 'progress', notice: notice(done) });
      if (done % 1000 === 0) await vi.advanceTimersByTimeAsync(10);
    }
    hub.accept(taskEvent(3, 'succeeded', 100_000));
    const progressMessages = got.filter((g) => g.startsWith('p')).length;
    // 1 s of progress at one message per 100 ms frame, plus the leading one.
    expect(progressMessages).toBeLessThanOrEqual(12);
    expect(got[0]).toBe('e:queued');
    expect(got[1]).toBe('e:running');
    expect(got.at(-2)).toBe('p100000');
    expect(got.at(-1)).toBe('e:succeeded');
    hub.close();
  });

  it('a newcomer is given the latest progress of the running tasks it watches', async () => {
    const hub = new Hub();
    hub.accept(taskEvent(1, 'running', 0, 'a'));
    hub.accept({ kind: 'progress', notice: notice(10, 'a') });
    hub.accept({ kind: 'progress', notice: notice(20, 'b') });
    hub.accept({ kind: 'progress', notice: notice(30, 'b') });
    expect(hub.latestProgress().map((n) => [n.task_uuid, n.done])).toEqual([
      ['a', 10],
      ['b', 30],
    ]);
    expect(hub.latestProgress('b').map((n) => n.done)).toEqual([30]);
    hub.accept(taskEvent(2, 'failed', 10, 'a'));
    expect(hub.latestProgress().map((n) => n.task_uuid)).toEqual(['b']);
    // A held notice goes out before its task's next event, never after it.
    const got: string[] = [];
    hub.listen([taskTopic('b'), progressTopic('b')], (item) => got.push(describeItem(item)));
    hub.accept({ kind: 'progress', notice: notice(40, 'b') });
    hub.accept(taskEvent(3, 'succeeded', 40, 'b'));
    expect(got).toEqual(['p40', 'e:succeeded']);
    hub.close();
  });
});
