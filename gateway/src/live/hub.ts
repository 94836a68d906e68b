/**
 * The gateway's local fan-out: every item that reaches this process (from its own feed reader,
 * or from Redis) passes through `accept` once; duplicates are dropped here, once per process,
 * so each subscriber sees every item once whatever the transport did.
 */
import { Channel } from './channel.js';
import { itemKey, type FeedItem } from './items.js';

const KEY_MEMORY = 20_000;

export class Hub {
  /** The last feed position this process delivered (undefined until the first stored event). */
  lastPosition: number | undefined;
  private readonly listeners = new Set<(item: FeedItem) => void>();
  /** Keys of position-less items (progress notices, polled rows), oldest first. */
  private readonly keys = new Set<string>();
  private readonly channels = new Set<Channel<FeedItem>>();

  /** Hands an item to every subscriber unless it was seen already. Returns whether it was new. */
  accept(item: FeedItem): boolean {
    if (item.kind === 'event' && item.event.position > 0) {
      // One reader at a time publishes in position order: anything not past the last is a repeat.
      if (this.lastPosition !== undefined && item.event.position <= this.lastPosition) return false;
      this.lastPosition = item.event.position;
    } else {
      const key = itemKey(item);
      if (this.keys.has(key)) return false;
      this.keys.add(key);
      if (this.keys.size > KEY_MEMORY) this.keys.delete(this.keys.values().next().value!);
    }
    for (const listener of this.listeners) listener(item);
    return true;
  }

  /** Calls `listener` with every new item until the returned function is called. */
  listen(listener: (item: FeedItem) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every new item from now on, as an async iterator. */
  subscribe(): Channel<FeedItem> {
    let stop = () => {};
    const channel = new Channel<FeedItem>(() => (stop(), this.channels.delete(channel)));
    stop = this.listen((item) => channel.push(item));
    this.channels.add(channel);
    return channel;
  }

  /** How many listen (tests check none are left behind). */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** Ends every subscription (the gateway is closing; clients resume elsewhere with `after`). */
  close(): void {
    for (const channel of [...this.channels]) channel.end();
    this.listeners.clear();
  }
}
