/**
 * What a gateway hears from Redis goes to its hub through here. Redis pub/sub keeps nothing for
 * a connection that was down, so after the subscriber connection comes back the hub catches up
 * from the platform's feed after its last position while Redis items wait in a queue; once the
 * catch-up reaches the first queued event the queue is handed over and the catch-up closed
 * (the same overlap rule as a resuming subscriber, resume.ts).
 */
import { followFeed } from './feed.js';
import type { Hub } from './hub.js';
import { lastPositionOf, type FeedMessage } from '@console/schema';

export interface IntakeOptions {
  hub: Hub;
  platformUrl: string;
  serviceKey: string;
  signal: AbortSignal;
  log?: ((line: string) => void) | undefined;
}

export class RedisIntake {
  private queue: FeedMessage[] | null = null;
  private firstQueued: number | undefined;
  private stopCatchUp = () => {};

  constructor(private readonly options: IntakeOptions) {}

  /** An item heard on the Redis channel. */
  fromRedis(item: FeedMessage): void {
    if (!this.queue) return void this.options.hub.accept(item);
    this.queue.push(item);
    if (this.firstQueued === undefined) this.firstQueued = lastPositionOf(item);
    this.check();
  }

  /** The Redis subscriber connection is back after a drop: fill what it missed. */
  reconnected(): void {
    const { hub } = this.options;
    if (this.queue || hub.lastPosition === undefined || this.options.signal.aborted) return;
    this.options.log?.(`live: Redis connection back, catching up after position ${hub.lastPosition}`);
    this.queue = [];
    this.firstQueued = undefined;
    const catchUp = new AbortController();
    const onAbort = () => catchUp.abort();
    this.options.signal.addEventListener('abort', onAbort, { once: true });
    this.stopCatchUp = () => (catchUp.abort(), this.options.signal.removeEventListener('abort', onAbort));
    void followFeed({
      platformUrl: this.options.platformUrl,
      serviceKey: this.options.serviceKey,
      after: hub.lastPosition,
      signal: catchUp.signal,
      batches: true,
      onItem: (item) => {
        if (catchUp.signal.aborted) return;
        hub.accept(item);
        this.check();
      },
    }).then((outcome) => outcome === 'no-feed' && this.handOver());
  }

  private check(): void {
    const last = this.options.hub.lastPosition;
    if (this.firstQueued !== undefined && last !== undefined && last >= this.firstQueued) this.handOver();
  }

  private handOver(): void {
    const queued = this.queue ?? [];
    this.queue = null;
    this.stopCatchUp();
    for (const item of queued) this.options.hub.accept(item);
  }
}
