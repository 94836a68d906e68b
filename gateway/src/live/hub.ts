/**
 * The gateway's local fan-out: every item that reaches this process (from its own feed reader,
 * or from Redis) passes through `accept` once; duplicates are dropped here, once per process,
 * so each subscriber sees every item once whatever the transport did.
 *
 * Subscribers are registered under topics (topics.ts): an item costs only the subscribers of
 * its topics. Progress notices are coalesced per task (progress.ts): a 100,000-row apply sends
 * each subscriber a bounded number of them, and the latest of every running task is kept, so a
 * subscriber that arrives (or resumes) gets it at once. Status changes (start, end, failure) are
 * stored events and never coalesced; a task's pending progress is sent before its next event,
 * so a bar never moves after its end.
 */
import { Channel } from './channel.js';
import { itemKey, taskStatusOf, type FeedItem, type ProgressNotice, type StoredEvent } from './items.js';
import { ProgressCoalescer } from './progress.js';
import { topicsOf, type Topic } from './topics.js';

const KEY_MEMORY = 20_000;
/** Tasks whose latest event is kept (running or ended, most recently changed last). */
const TASK_MEMORY = 10_000;

type Listener = (item: FeedItem) => void;

export class Hub {
  /** The last feed position this process delivered (undefined until the first stored event). */
  lastPosition: number | undefined;
  private readonly byTopic = new Map<Topic, Set<Listener>>();
  private listenerCount = 0;
  /** Keys of position-less items (polled rows), oldest first. */
  private readonly keys = new Set<string>();
  private readonly channels = new Set<Channel<FeedItem>>();
  private readonly progress: ProgressCoalescer;
  /**
   * The latest event of each task this process has seen. The feed is ordered and resumed without
   * gaps, so a task seen once is known as it is now: a one-task subscription opens from here
   * rather than asking the platform, which may be busy for seconds under a large apply.
   */
  private readonly tasks = new Map<string, StoredEvent>();
  private readonly beforeDeliver: ((event: StoredEvent) => void) | undefined;

  constructor(
    options: {
      progressFrameMs?: number;
      /** Told of every new stored event before its subscribers are (live/lookups.ts). */
      beforeDeliver?: (event: StoredEvent) => void;
    } = {},
  ) {
    this.beforeDeliver = options.beforeDeliver;
    this.progress = new ProgressCoalescer(
      (notice) => this.deliver({ kind: 'progress', notice }),
      options.progressFrameMs,
    );
  }

  /** Hands an item to the subscribers of its topics unless it was seen already. Returns whether it was new. */
  accept(item: FeedItem): boolean {
    if (item.kind === 'progress') return this.progress.offer(item.notice);
    if (item.event.position > 0) {
      // One reader at a time publishes in position order: anything not past the last is a repeat.
      if (this.lastPosition !== undefined && item.event.position <= this.lastPosition) return false;
      this.lastPosition = item.event.position;
    } else {
      const key = itemKey(item);
      if (this.keys.has(key)) return false;
      this.keys.add(key);
      if (this.keys.size > KEY_MEMORY) this.keys.delete(this.keys.values().next().value!);
    }
    const task = taskStatusOf(item.event);
    if (task) {
      this.progress.statusChanged(task);
      this.tasks.delete(task.uuid);
      this.tasks.set(task.uuid, item.event);
      if (this.tasks.size > TASK_MEMORY) this.tasks.delete(this.tasks.keys().next().value!);
    }
    this.beforeDeliver?.(item.event);
    this.deliver(item);
    return true;
  }

  /** The latest event of task `uuid` as this process saw it, if it saw one. */
  taskNow(uuid: string): StoredEvent | undefined {
    return this.tasks.get(uuid);
  }

  /** The latest progress of the running tasks (all, or those of `taskUuid`): what a newcomer is sent first. */
  latestProgress(taskUuid?: string | null): ProgressNotice[] {
    return this.progress.latest(taskUuid);
  }

  private deliver(item: FeedItem): void {
    const topics = topicsOf(item);
    // A listener on two of the item's topics (none today) would still get it once.
    const seen = topics.length > 1 ? new Set<Listener>() : undefined;
    for (const topic of topics) {
      const listeners = this.byTopic.get(topic);
      if (!listeners) continue;
      for (const listener of listeners) {
        if (seen) {
          if (seen.has(listener)) continue;
          seen.add(listener);
        }
        listener(item);
      }
    }
  }

  /** Calls `listener` with every new item of `topics` until the returned function is called. */
  listen(topics: readonly Topic[], listener: Listener): () => void {
    for (const topic of topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(listener);
    }
    this.listenerCount++;
    let listening = true;
    return () => {
      if (!listening) return;
      listening = false;
      this.listenerCount--;
      for (const topic of topics) {
        const set = this.byTopic.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };
  }

  /** Every new item of `topics` from now on, as an async iterator. */
  subscribe(topics: readonly Topic[]): Channel<FeedItem> {
    let stop = () => {};
    const channel = new Channel<FeedItem>(() => (stop(), this.channels.delete(channel)));
    stop = this.listen(topics, (item) => channel.push(item));
    this.channels.add(channel);
    return channel;
  }

  /** How many listen (tests check none are left behind). */
  get subscriberCount(): number {
    return this.listenerCount;
  }

  /** How many topics have listeners (tests check none are left behind). */
  get topicCount(): number {
    return this.byTopic.size;
  }

  /** Ends every subscription (the gateway is closing; clients resume elsewhere with `after`). */
  close(): void {
    this.progress.close();
    for (const channel of [...this.channels]) channel.end();
    this.byTopic.clear();
    this.listenerCount = 0;
  }
}
