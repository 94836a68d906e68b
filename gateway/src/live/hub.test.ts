import { describe, expect, it } from 'vitest';
import { Channel } from './channel.js';
import { Hub } from './hub.js';
import type { FeedItem } from './items.js';
import { nextInterval } from './poller.js';

const event = (position: number, stream_id = `tasks:t${position}`, version = 1): FeedItem => ({
  kind: 'event',
  event: { position, stream_type: 'tasks', stream_id, version, type: 'tasks.updated', data: {}, meta: {}, recorded_at: new Date(0).toISOString() },
});
const progress = (done: number): FeedItem => ({ kind: 'progress', notice: { type: 'tasks.progress', task_uuid: 't', done, total: 10, at: '' } });

describe('Hub', () => {
  it('passes each stored event once, in position order, whoever published it', async () => {
    const hub = new Hub();
    const channel = hub.subscribe();
    // Two publishers around a hand-over: the second repeats what the first already sent.
    for (const p of [1, 2, 3, 2, 3, 4]) hub.accept(event(p));
    channel.end();
    const got: number[] = [];
    for await (const item of channel) got.push(item.kind === 'event' ? item.event.position : -1);
    expect(got).toEqual([1, 2, 3, 4]);
    expect(hub.lastPosition).toBe(4);
  });

  it('keys position-less items (progress, polled rows) instead', () => {
    const hub = new Hub();
    expect([hub.accept(progress(1)), hub.accept(progress(1)), hub.accept(progress(2))]).toEqual([true, false, true]);
    expect([hub.accept(event(0, 'tasks:a', 1)), hub.accept(event(0, 'tasks:a', 1)), hub.accept(event(0, 'tasks:a', 2))]).toEqual([true, false, true]);
  });

  it('stops feeding a subscriber that returned, and ends the rest on close', async () => {
    const hub = new Hub();
    const gone = hub.subscribe();
    const kept = hub.subscribe();
    await gone.return();
    hub.accept(event(1));
    hub.close();
    expect(await gone.next()).toMatchObject({ done: true });
    expect(await kept.next()).toMatchObject({ done: false });
    expect(await kept.next()).toMatchObject({ done: true });
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
    for (const ok of [false, false, false, false, false, true]) waits.push((current = nextInterval(current, 200, 1600, ok)));
    expect(waits).toEqual([400, 800, 1600, 1600, 1600, 200]);
  });
});
