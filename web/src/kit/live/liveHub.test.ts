import { afterEach, describe, expect, it } from 'vitest';
import { LiveHub, type HubLocks, type HubPort } from './liveHub.js';
import {
  tabLockName,
  type LiveFailure,
  type LiveRequest,
  type LiveResult,
  type LiveSink,
  type LiveTransport,
} from './liveProtocol.js';
import { PortTransport, type TabPort } from './sharedLive.js';

/** A transport standing for the worker's one graphql-sse connection: the test answers each subscription. */
function fakeConnection() {
  const subs: Array<{ request: LiveRequest; sink: LiveSink; stopped: boolean }> = [];
  const transport: LiveTransport = {
    subscribe(request, sink) {
      const sub = { request, sink, stopped: false };
      subs.push(sub);
      return () => (sub.stopped = true);
    },
  };
  const live = () => subs.filter((s) => !s.stopped);
  return { transport, subs, live };
}

/** Web Locks the test frees by hand: a tab "closes" when its lock is freed. */
function fakeLocks() {
  const waiting = new Map<string, () => void>();
  const locks: HubLocks = {
    request: (name, callback) => new Promise((resolve) => waiting.set(name, () => resolve(callback()))),
  };
  return { locks, free: (name: string) => waiting.get(name)?.() };
}

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** A tab connected to the hub over a real MessageChannel. */
function tab(hub: LiveHub) {
  const channel = new MessageChannel();
  channels.push(channel);
  hub.attach(channel.port1 as unknown as HubPort);
  return { transport: new PortTransport(channel.port2 as unknown as TabPort), port: channel.port2 };
}

/** What one subscription of a tab receives. */
function recorder() {
  const seen: Array<LiveResult | { error: LiveFailure } | 'complete'> = [];
  const sink: LiveSink = {
    next: (r) => seen.push(r),
    error: (error) => seen.push({ error }),
    complete: () => seen.push('complete'),
  };
  return { seen, sink };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const request = (name: string): LiveRequest => ({
  query: `subscription ${name} { liveStatus { platform } }`,
  variables: {},
});

describe('the live hub (SharedWorker side) and a tab (PortTransport)', () => {
  it('runs the subscriptions of many tabs over the one connection and answers each tab its own', async () => {
    const conn = fakeConnection();
    const hub = new LiveHub(conn.transport);
    const tabs = Array.from({ length: 10 }, () => tab(hub));
    const records = tabs.map((t, i) => {
      const r = recorder();
      t.transport.subscribe(request(`T${i}`), r.sink);
      return r;
    });
    await settle();
    expect(hub.stats()).toEqual({ tabs: 10, subscriptions: 10 });
    expect(conn.live().map((s) => s.request.query)).toEqual(
      tabs.map((_, i) => `subscription T${i} { liveStatus { platform } }`),
    );
    conn.subs[3]!.sink.next({ data: { n: 3 } });
    conn.subs[7]!.sink.complete();
    conn.subs[8]!.sink.error({ status: 0, message: 'connection lost' });
    await settle();
    expect(records[3]!.seen).toEqual([{ data: { n: 3 } }]);
    expect(records[7]!.seen).toEqual(['complete']);
    expect(records[8]!.seen).toEqual([{ error: { status: 0, message: 'connection lost' } }]);
    expect(records.filter((_, i) => ![3, 7, 8].includes(i)).every((r) => r.seen.length === 0)).toBe(true);
    // Ended by the server: the hub holds them no more.
    expect(hub.stats()).toEqual({ tabs: 10, subscriptions: 8 });
  });

  it('stops one subscription when its tab unsubscribes, and nothing else', async () => {
    const conn = fakeConnection();
    const hub = new LiveHub(conn.transport);
    const a = tab(hub);
    const stopFirst = a.transport.subscribe(request('A1'), recorder().sink);
    a.transport.subscribe(request('A2'), recorder().sink);
    await settle();
    stopFirst();
    await settle();
    expect(conn.subs.map((s) => s.stopped)).toEqual([true, false]);
    expect(hub.stats().subscriptions).toBe(1);
  });

  it('releases every subscription of a tab that closed (its lock freed); the other tabs stay live', async () => {
    const conn = fakeConnection();
    const { locks, free } = fakeLocks();
    const hub = new LiveHub(conn.transport, locks);
    const closing = tab(hub);
    const staying = tab(hub);
    closing.port.postMessage({ type: 'hello', tab: 'closing-tab' });
    closing.transport.subscribe(request('C1'), recorder().sink);
    closing.transport.subscribe(request('C2'), recorder().sink);
    const kept = recorder();
    staying.transport.subscribe(request('S1'), kept.sink);
    await settle();
    expect(hub.stats()).toEqual({ tabs: 2, subscriptions: 3 });
    free(tabLockName('closing-tab'));
    await settle();
    expect(hub.stats()).toEqual({ tabs: 1, subscriptions: 1 });
    expect(conn.subs.map((s) => s.stopped)).toEqual([true, true, false]);
    conn.subs[2]!.sink.next({ data: { still: true } });
    await settle();
    expect(kept.seen).toEqual([{ data: { still: true } }]);
  });

  it('releases a tab that says goodbye, and ignores what it sends after', async () => {
    const conn = fakeConnection();
    const hub = new LiveHub(conn.transport);
    const t = tab(hub);
    t.transport.subscribe(request('B1'), recorder().sink);
    await settle();
    t.port.postMessage({ type: 'bye' });
    await settle();
    expect(hub.stats()).toEqual({ tabs: 0, subscriptions: 0 });
    expect(conn.subs[0]!.stopped).toBe(true);
  });

  it("tells every tab, and those that come later, what only the worker's console would show", async () => {
    const hub = new LiveHub(fakeConnection().transport);
    const seen: string[] = [];
    const logged = (text: string) => seen.push(text);
    const original = console.error;
    console.error = logged;
    try {
      tab(hub);
      hub.notify('Content Security Policy: the live worker was refused connect-src to http://x/graphql/stream');
      tab(hub);
      await settle();
    } finally {
      console.error = original;
    }
    expect(seen).toEqual(
      Array(2).fill(
        '[live worker] Content Security Policy: the live worker was refused connect-src to http://x/graphql/stream',
      ),
    );
  });

  it("moves a tab's open subscriptions to its own client when the worker fails", async () => {
    const conn = fakeConnection();
    const hub = new LiveHub(conn.transport);
    const t = tab(hub);
    const r = recorder();
    const stop = t.transport.subscribe(request('F1'), r.sink);
    await settle();
    const own = fakeConnection();
    t.transport.useInstead(own.transport);
    expect(own.live().map((s) => s.request.query)).toEqual(['subscription F1 { liveStatus { platform } }']);
    own.subs[0]!.sink.next({ data: { own: true } });
    // A late answer of the worker for the same subscription is not passed on twice.
    conn.subs[0]!.sink.next({ data: { worker: true } });
    await settle();
    expect(r.seen).toEqual([{ data: { own: true } }]);
    stop();
    expect(own.subs[0]!.stopped).toBe(true);
    expect(t.transport.size).toBe(0);
  });
});
