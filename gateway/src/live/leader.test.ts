import { getEventListeners } from 'node:events';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLease } from './leader.js';

/** The part of Redis the lease uses, in memory, with expiry on the (fake) clock. */
class FakeRedis {
  readonly store = new Map<string, { value: string; until: number }>();
  down = false;
  /** Ids of dead gateways: their calls never answer (a killed or paused process). */
  readonly dead = new Set<string>();
  private readonly never = new Promise<never>(() => {});

  private live(key: string) {
    const entry = this.store.get(key);
    if (entry && entry.until <= Date.now()) this.store.delete(key);
    return this.store.get(key);
  }
  private check() {
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED'));
    return Promise.resolve();
  }
  async set(key: string, value: string, _px: 'PX', ms: number, nx?: 'NX') {
    if (this.dead.has(value)) return this.never;
    await this.check();
    if (nx && this.live(key)) return null;
    this.store.set(key, { value, until: Date.now() + ms });
    return 'OK';
  }
  async get(key: string) {
    await this.check();
    return this.live(key)?.value ?? null;
  }
  async eval(script: string, _n: number, key: string, ...args: string[]) {
    await this.check();
    const entry = this.live(key);
    const id = args[args.length === 4 ? 1 : 0]!;
    if (this.dead.has(id)) return this.never;
    if (!entry || entry.value !== id) return 0;
    if (script.includes('del')) this.store.delete(key);
    else entry.until = Date.now() + Number(args[2]);
    return 1;
  }
}

const TTL = 300;

describe('the Redis lease loop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function gateway(redis: FakeRedis, id: string, calls: string[]) {
    const stop = new AbortController();
    const done = runLease({
      redis: redis as unknown as Redis,
      prefix: 'p:',
      id,
      ttlMs: TTL,
      signal: stop.signal,
      lead: (signal) => (
        calls.push(`${id} leads`),
        new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => (calls.push(`${id} stops`), resolve()), { once: true }),
        )
      ),
      alone: (signal) => (
        calls.push(`${id} alone`),
        new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => (calls.push(`${id} joins`), resolve()), { once: true }),
        )
      ),
    });
    return { signal: stop.signal, stop: async () => (stop.abort(), await done) };
  }

  it('runs 500 periods without piling up listeners or timers', async () => {
    const redis = new FakeRedis();
    const calls: string[] = [];
    const a = gateway(redis, 'a', calls);
    const b = gateway(redis, 'b', calls);
    await vi.advanceTimersByTimeAsync(500 * (TTL / 3));
    expect(calls).toEqual(['a leads']);
    expect(getEventListeners(a.signal, 'abort').length).toBeLessThanOrEqual(2);
    expect(getEventListeners(b.signal, 'abort').length).toBeLessThanOrEqual(2);
    expect(vi.getTimerCount()).toBeLessThanOrEqual(3);
    await a.stop();
    await b.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a dead leader is replaced within ttl + ttl/5', async () => {
    const redis = new FakeRedis();
    const calls: string[] = [];
    // A is never stopped: it dies holding the lease (its calls hang from now on).
    gateway(redis, 'a', calls);
    await vi.advanceTimersByTimeAsync(10);
    const b = gateway(redis, 'b', calls);
    await vi.advanceTimersByTimeAsync(TTL);
    redis.dead.add('a');
    const leaseEnds = redis.store.get('p:console:feed:leader')!.until;
    for (let i = 0; i < 200 && !calls.includes('b leads'); i++) await vi.advanceTimersByTimeAsync(5);
    expect(calls).toContain('b leads');
    expect(Date.now() - leaseEnds).toBeLessThanOrEqual(TTL / 5 + 10);
    await b.stop();
  });

  it('reads the platform alone while Redis is unreachable, and stops once it answers', async () => {
    const redis = new FakeRedis();
    const calls: string[] = [];
    const a = gateway(redis, 'a', calls);
    const b = gateway(redis, 'b', calls);
    await vi.advanceTimersByTimeAsync(TTL);
    redis.down = true;
    await vi.advanceTimersByTimeAsync(3 * TTL);
    expect(calls).toEqual(expect.arrayContaining(['a stops', 'a alone', 'b alone']));
    redis.down = false;
    await vi.advanceTimersByTimeAsync(3 * TTL);
    expect(calls.filter((c) => c.endsWith('joins')).sort()).toEqual(['a joins', 'b joins']);
    expect(calls.filter((c) => c.endsWith('leads')).length).toBe(2);
    await a.stop();
    await b.stop();
  });
});
