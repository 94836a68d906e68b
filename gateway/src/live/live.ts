/**
 * The gateway's live hub. One reader of the platform's feed (a poller when the platform has
 * none) hands items to the hub, which fans them out to this process's subscribers, once each.
 * With Redis, only the gateway holding the lease reads the platform and publishes to a Redis
 * channel (graphql-yoga's Redis event target) that every gateway's hub hears (leader.ts); the
 * hub drops the few repeats a leader hand-over can cause, and what a dropped Redis connection
 * missed is fetched from the platform (intake.ts). A subscriber that passes `after` catches up
 * from the platform first (resume.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createGraphQLError } from 'graphql-yoga';
import {
  MESSAGES,
  feedMessageSchema,
  lastPositionOf,
  type EventBatch,
  type FeedItem,
  type FeedMessage,
  type StoredEvent,
} from '@console/schema';
import type { PlatformClient } from '../platformClient/index.js';
import { MAX_RANGE_STREAMS, followFeed, readRange } from './feed.js';
import { Hub } from './hub.js';
import { RedisIntake } from './intake.js';
import { LiveLookups } from './lookups.js';
import { runLease } from './leader.js';
import { poll } from './poller.js';
import { resumeItems } from './resume.js';
import { abortableSleep } from './sleep.js';
import { Channel } from './channel.js';
import { PlatformStatus, probePlatform, type LiveStatusValue } from './status.js';
import { watchedProgress, type Topic } from './topics.js';

export interface LiveOptions {
  platformUrl: string;
  serviceKey: string;
  platform: PlatformClient;
  /** Share events between gateway processes through Redis. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys and channel (REDIS_KEY_PREFIX). */
  keyPrefix?: string | undefined;
  /** Polling interval against a platform without a feed (LIVE_POLL_INTERVAL_MS). */
  pollIntervalMs?: number | undefined;
  /** Largest polling interval while the platform is slow or down (LIVE_POLL_MAX_INTERVAL_MS). */
  pollMaxIntervalMs?: number | undefined;
  /** Redis lease duration (ms); a dead leader is replaced after at most this long. */
  leaseTtlMs?: number | undefined;
  log?: (line: string) => void;
}

export class Live {
  private readonly abort = new AbortController();
  /** What live messages' nested fields read, kept per session and dropped as the feed changes it. */
  readonly lookups = new LiveLookups();
  private readonly observers: Array<(streamType: string, streamId: string) => void> = [];
  readonly hub = new Hub({
    beforeDeliver: (event) => {
      this.lookups.learn(event);
      for (const observe of this.observers) observe(event.stream_type, event.stream_id);
    },
    beforeBatch: (batch) => {
      this.lookups.forgetType(batch.stream_type);
      for (const observe of this.observers) for (const [, streamId] of batch.rows) observe(batch.stream_type, streamId);
    },
    expand: (batch, rows) => this.expand(batch, rows),
  });
  /** Whether the platform answers, as this process sees it (the `liveStatus` subscription). */
  readonly status = new PlatformStatus();
  private readonly statusChannels = new Set<Channel<LiveStatusValue>>();
  private readonly redis: Redis[] = [];
  private readonly topic: string;
  /** Redis key prefix: REDIS_KEY_PREFIX, then the platform's scope (see `platformScope`). */
  private readonly prefix: string;
  /** Publishes to the channel (the leader); hears it (every gateway). */
  private readonly channel: { publish: Redis; subscribe: Redis } | undefined;
  private running: Promise<unknown> = Promise.resolve();
  /** 'feed' while the platform's feed is read, 'poll' when it has none (as seen by this reader). */
  mode: 'feed' | 'poll' = 'feed';
  /** Whether this process reads the platform for everyone (always, without Redis). */
  leading = false;
  /** Whether this process reads the platform for its own clients only (Redis unreachable). */
  private alone = false;

  constructor(private readonly options: LiveOptions) {
    this.prefix = `${options.keyPrefix ?? ''}${platformScope(options.platformUrl)}:`;
    this.topic = `${this.prefix}console:feed`;
    if (options.redisUrl) {
      const publishClient = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
      const subscribeClient = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      for (const client of [publishClient, subscribeClient]) client.on('error', () => undefined);
      this.redis.push(publishClient, subscribeClient);
      this.channel = { publish: publishClient, subscribe: subscribeClient };
    }
  }

  /** Starts reading: directly, or through the Redis lease. */
  start(): void {
    const { signal } = this.abort;
    if (!this.channel) {
      this.leading = true;
      this.running = this.read(signal, undefined, (item) => this.hub.accept(item));
      return;
    }
    const channel = this.channel;
    const intake = new RedisIntake({
      hub: this.hub,
      platformUrl: this.options.platformUrl,
      serviceKey: this.options.serviceKey,
      signal,
      log: this.options.log,
    });
    // Plain ioredis pub/sub: every command's failure is handled here (Redis down is a state this
    // gateway lives through, never an unhandled rejection).
    channel.subscribe.on('message', (topic: string, message: string) => {
      if (topic !== this.topic) return;
      // Another process wrote it: checked like the platform's feed.
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        detail = undefined;
      }
      const item = feedMessageSchema.safeParse(detail);
      if (item.success) intake.fromRedis(item.data);
      else
        this.options.log?.(`live: skipped a malformed item from Redis: ${item.error.issues[0]?.message ?? 'invalid'}`);
    });
    channel.subscribe.subscribe(this.topic).catch(() => undefined);
    // ioredis resubscribes by itself after a drop; what was published meanwhile is fetched.
    let dropped = false;
    this.redis[1]!.on('close', () => (dropped = true));
    this.redis[1]!.on('ready', () => {
      if (dropped) intake.reconnected();
      dropped = false;
    });
    // A follower reads nothing from the platform, so it probes it to know whether it answers.
    let probing: AbortController | undefined;
    const follow = () => {
      const controller = new AbortController();
      probing = controller;
      const stop = () => controller.abort();
      signal.addEventListener('abort', stop, { once: true });
      void probePlatform({
        platformUrl: this.options.platformUrl,
        status: this.status,
        signal: controller.signal,
      }).finally(() => signal.removeEventListener('abort', stop));
    };
    follow();
    const lease = runLease({
      redis: this.redis[0]!,
      prefix: this.prefix,
      id: randomUUID(),
      ttlMs: this.options.leaseTtlMs,
      signal,
      log: this.options.log,
      lead: async (leading, after, record) => {
        this.leading = true;
        probing?.abort();
        try {
          await this.read(leading, after, (item) => {
            channel.publish.publish(this.topic, JSON.stringify(item)).catch(() => undefined);
            // After the publish, on the same connection: a successor never skips what was not sent.
            const position = lastPositionOf(item);
            if (position !== undefined) record(position);
          });
        } finally {
          this.leading = false;
          if (!signal.aborted) follow();
        }
      },
      // Redis down: serve this process's clients from its own feed reader (the hub drops repeats).
      alone: async (alone) => {
        this.alone = true;
        try {
          await this.read(alone, this.hub.lastPosition, (item) => this.hub.accept(item));
        } finally {
          this.alone = false;
        }
      },
    });
    this.running = lease;
  }

  /**
   * Tells `observer` of the stream of every new stored event (batched or not), before its
   * subscribers: what the gateway keeps of a record goes when it changes.
   */
  observe(observer: (streamType: string, streamId: string) => void): void {
    this.observers.push(observer);
  }

  /**
   * The events of a batch that subscribers here need, read in full from the platform's feed: the
   * whole run (`rows` null) when someone watches every record of its type, else the streams of
   * `rows` only. Retried (with back-off) until read or the gateway closes: the items after the
   * batch wait.
   */
  private async expand(batch: EventBatch, rows: EventBatch['rows'] | null): Promise<StoredEvent[]> {
    const positions = rows && new Set(rows.map(([position]) => position));
    const after = (rows ? rows[0]![0] : batch.first) - 1;
    const until = rows ? rows.at(-1)![0] : batch.last;
    // The run is its commit's events of one stream type and type, and nothing else lies between
    // its first and last position; the check keeps it so whatever a range read answers.
    const ofRun = (event: StoredEvent) =>
      positions
        ? positions.has(event.position)
        : event.stream_type === batch.stream_type &&
          event.type === batch.type &&
          (event.meta.transaction_uuid ?? null) === batch.transaction_uuid;
    const reads: Array<readonly string[] | undefined> = [];
    if (!rows) reads.push(undefined);
    else {
      const streams = [...new Set(rows.map(([, streamId]) => streamId))];
      for (let i = 0; i < streams.length; i += MAX_RANGE_STREAMS) reads.push(streams.slice(i, i + MAX_RANGE_STREAMS));
    }
    const { signal } = this.abort;
    let delay = 250;
    for (;;) {
      try {
        const found: StoredEvent[] = [];
        for (const streamIds of reads) {
          const events = await readRange({
            platformUrl: this.options.platformUrl,
            serviceKey: this.options.serviceKey,
            after,
            until,
            ...(streamIds ? { streamIds } : {}),
            signal,
          });
          for (const event of events) if (ofRun(event)) found.push(event);
        }
        return reads.length > 1 ? found.sort((a, b) => a.position - b.position) : found;
      } catch (error) {
        if (signal.aborted) throw error;
        this.options.log?.(
          `live: reading ${rows ? rows.length : until - after} rows of a ${batch.stream_type} batch failed; retrying`,
        );
        await abortableSleep(delay, signal);
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  /** Whether this process reads the platform's feed now (leading, or alone while Redis is down). */
  get reading(): boolean {
    return this.leading || this.alone;
  }

  /** Follows the feed from `after` (or from now), polling instead when there is none. */
  private async read(
    signal: AbortSignal,
    after: number | undefined,
    publish: (item: FeedMessage) => void,
  ): Promise<void> {
    let state = '';
    const onState = (next: 'connected' | 'down', retryInMs?: number) => {
      // Reconnect attempts repeat while the platform is down: log changes only.
      if (next !== state) this.options.log?.(`platform feed ${next}`);
      state = next;
      this.status.report(next === 'connected', retryInMs);
    };
    const onInvalid = (problem: string) => this.options.log?.(`live: skipped a malformed ${problem}`);
    const outcome = await followFeed({
      platformUrl: this.options.platformUrl,
      serviceKey: this.options.serviceKey,
      after,
      signal,
      batches: true,
      onItem: publish,
      onState,
      onInvalid,
    });
    if (outcome !== 'no-feed') return;
    this.mode = 'poll';
    this.options.log?.('the platform has no feed: polling tasks and transactions');
    await poll({
      platform: this.options.platform,
      intervalMs: this.options.pollIntervalMs ?? 2000,
      maxIntervalMs: this.options.pollMaxIntervalMs,
      signal,
      onItem: publish,
      onState: (next, retryInMs) => {
        if (next !== state) this.options.log?.(`polling the platform: ${next}`);
        state = next;
        this.status.report(next === 'ok', retryInMs);
      },
    });
  }

  /**
   * The items of `topics` a subscriber receives, once each: from now on, or with `after` every
   * stored event after that position first (resume after a reconnect), then live. A subscriber of
   * progress gets the latest progress of every running task it watches at once, so one that
   * resumes, or whose gateway took the lease over, is never left with a stale bar.
   */
  items(topics: readonly Topic[], after?: number | null): AsyncIterableIterator<FeedItem> {
    let channel: Channel<FeedItem>;
    if (after === undefined || after === null) channel = this.hub.subscribe(topics);
    else {
      // GraphQL's Int took care of the type; a position is also never negative (it meant "everything").
      if (!Number.isSafeInteger(after) || after < 0) {
        throw createGraphQLError(MESSAGES.badRequest, {
          extensions: {
            code: 'BAD_REQUEST',
            status: 400,
            field: 'after',
            reason: `after must be a feed position (0 or more), got ${after}`,
          },
        });
      }
      channel = resumeItems({
        hub: this.hub,
        topics,
        platformUrl: this.options.platformUrl,
        serviceKey: this.options.serviceKey,
        after,
        signal: this.abort.signal,
      });
    }
    const watched = watchedProgress(topics);
    const latest =
      watched === 'all' ? this.hub.latestProgress() : watched.flatMap((uuid) => this.hub.latestProgress(uuid));
    for (const notice of latest) channel.push({ kind: 'progress', notice });
    return channel;
  }

  /** The platform's reachability: the state now at once, then every change (`liveStatus`). */
  statusUpdates(): AsyncIterableIterator<LiveStatusValue> {
    let stop = () => {};
    const channel: Channel<LiveStatusValue> = new Channel<LiveStatusValue>(
      () => (stop(), this.statusChannels.delete(channel)),
    );
    stop = this.status.listen((value) => channel.push(value));
    this.statusChannels.add(channel);
    channel.push(this.status.current());
    return channel;
  }

  /** Stops reading, ends the subscriptions, hands the lease over and closes Redis. */
  async close(): Promise<void> {
    this.abort.abort();
    this.hub.close();
    this.lookups.close();
    for (const channel of [...this.statusChannels]) channel.end();
    await this.running.catch(() => undefined);
    // quit() waits for a connection that may never come (Redis down): only a ready client says goodbye.
    await Promise.all(
      this.redis.map((r) => (r.status === 'ready' ? r.quit().catch(() => r.disconnect()) : r.disconnect())),
    );
  }
}

/**
 * Gateways share a lease and a channel only when they front the same platform: two consoles on
 * one Redis (a staging and a production gateway, or test stacks) would otherwise hear each
 * other's platform. Gateways that reach one platform by different URLs form separate groups,
 * each with its own reader: more reading, never a wrong event.
 */
export function platformScope(platformUrl: string): string {
  const normal = new URL(platformUrl).href.replace(/\/+$/, '');
  return `p${createHash('sha256').update(normal).digest('hex').slice(0, 12)}`;
}
