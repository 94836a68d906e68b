/**
 * With Redis, one gateway at a time reads the platform: a lease (SET NX PX, renewed by its
 * holder) names the leader, which follows the feed (or polls) and publishes every item to the
 * Redis channel; every gateway, the leader included, hears the channel and fans out locally.
 * The leader also records the last position it published, so a new leader (the old one closed
 * or died and its lease ran out) resumes right after it: nothing is missed in a hand-over, and
 * the few items both may publish around it are dropped by each gateway's hub (by position).
 *
 * A dead leader is replaced within ttl + ttl/5 (3 s by default). While Redis cannot be reached
 * at all, no gateway can lead or hear the channel: each then reads the platform for itself
 * (`alone`), so its own clients keep their events, until Redis answers again.
 */
import type { Redis } from 'ioredis';
import { abortableSleep } from './sleep.js';

export interface LeaseOptions {
  redis: Redis;
  /** Key prefix (REDIS_KEY_PREFIX). */
  prefix: string;
  /** This process's id in the lease. */
  id: string;
  /** How long a lease lasts without renewal. */
  ttlMs?: number;
  signal: AbortSignal;
  /** Runs while this process leads; `after` is where the previous leader stopped, if known. */
  lead: (signal: AbortSignal, after: number | undefined, record: (position: number) => void) => Promise<unknown>;
  /** Runs while Redis cannot be reached: this process serves its own clients from the platform. */
  alone?: (signal: AbortSignal) => Promise<unknown>;
  log?: (line: string) => void;
}

/** Renew only our own lease; keep the recorded position alive as long as a leader is. */
const RENEW =
  `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]); ` +
  `if redis.call('exists', KEYS[2]) == 1 then redis.call('pexpire', KEYS[2], ARGV[3]) end; return 1 else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** A recorded position older than this (no leader for that long) is not resumed from. */
const POSITION_TTL_MS = 120_000;
const RECORD_EVERY_MS = 100;

/** The default lease: short enough for a takeover well under 5 s, long enough for a busy event loop. */
export const LEASE_TTL_MS = 2500;

/** Runs `alone` until stopped; the returned function stops it and waits for its end. */
function startAlone(alone: LeaseOptions['alone'], signal: AbortSignal): (() => Promise<void>) | undefined {
  if (!alone) return undefined;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  const running = alone(controller.signal).catch(() => undefined);
  return async () => {
    controller.abort();
    signal.removeEventListener('abort', stop);
    await running;
  };
}

/** Competes for the lease until aborted, leading whenever it holds it. */
export async function runLease(options: LeaseOptions): Promise<void> {
  const { redis, id, signal } = options;
  const ttl = options.ttlMs ?? LEASE_TTL_MS;
  const leaseKey = `${options.prefix}console:feed:leader`;
  const positionKey = `${options.prefix}console:feed:position`;
  let stopAlone: (() => Promise<void>) | undefined;
  while (!signal.aborted) {
    let won = false;
    let reachable = true;
    try {
      won = (await redis.set(leaseKey, id, 'PX', ttl, 'NX')) === 'OK';
    } catch {
      reachable = false;
    }
    if (!reachable && !stopAlone) {
      options.log?.('live: Redis unreachable, this gateway reads the platform feed for its own clients');
      stopAlone = startAlone(options.alone, signal);
    } else if (reachable && stopAlone) {
      options.log?.('live: Redis reachable again');
      await stopAlone();
      stopAlone = undefined;
    }
    if (!won) {
      await abortableSleep(ttl / 5, signal);
      continue;
    }
    options.log?.('live: this gateway reads the platform feed for all (Redis lease)');
    const leading = new AbortController();
    const stop = () => leading.abort();
    signal.addEventListener('abort', stop, { once: true });
    const stored = await redis.get(positionKey).catch(() => null);
    const after = stored === null ? undefined : Number(stored);
    // At most one write per RECORD_EVERY_MS: a lagging record only means a successor repeats a
    // few items, which the hubs drop; it is always written after the publish it names.
    let pending: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      if (pending !== undefined)
        void redis.set(positionKey, String(pending), 'PX', POSITION_TTL_MS).catch(() => undefined);
      pending = undefined;
    };
    const record = (position: number) => {
      pending = position;
      timer ??= setTimeout(flush, RECORD_EVERY_MS);
    };
    const work = options.lead(leading.signal, after, record).catch(() => undefined);
    // Renew while leading; a lost lease (paused process, Redis failover) stops the reader.
    while (!leading.signal.aborted) {
      await abortableSleep(ttl / 3, leading.signal);
      if (leading.signal.aborted) break;
      const renewed = await redis
        .eval(RENEW, 2, leaseKey, positionKey, id, String(ttl), String(POSITION_TTL_MS))
        .catch(() => 0);
      if (renewed !== 1) {
        options.log?.('live: lease lost, another gateway reads the feed');
        leading.abort();
      }
    }
    await work;
    clearTimeout(timer);
    flush();
    signal.removeEventListener('abort', stop);
  }
  await stopAlone?.();
  // Hand over at once rather than after the lease runs out.
  await redis.eval(RELEASE, 1, leaseKey, id).catch(() => undefined);
}
