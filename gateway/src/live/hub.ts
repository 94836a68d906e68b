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
 *
 * A batch (a commit's run of events without their data, schema `eventBatchSchema`) costs only its
 * routing: its rows nobody here subscribes to are passed over (the records it created are not even
 * listed); those an entity subscriber wants, or the whole run for a watcher of every record of
 * its type, are read in full (`expand`) and delivered in their place. While they are being read,
 * later items wait, so every subscriber still sees the feed's order.
 *
 * The last REPLAY_ITEMS stored events and batches are kept in order (`replay`): a subscriber that
 * resumes from a position they cover is caught up from here, at once, instead of reading the
 * platform's stored events — which waits for a large apply to let go of PGlite's one connection
 * and then reads the whole apply, once per resuming subscriber.
 */
import { lastPositionOf, type EventBatch, type FeedMessage } from '@console/schema';
import { Channel } from './channel.js';
import { itemKey, taskStatusOf, type FeedItem, type ProgressNotice, type StoredEvent } from './items.js';
import { ProgressCoalescer } from './progress.js';
import { ENTITY_ALL, recordTopics, recordUuidOf, topicsOf, type Topic } from './topics.js';

/**
 * Reads in full the events of a batch some subscriber needs: those of `rows`, or every event of
 * the run (`first` to `last`) when `rows` is null (a subscriber watches the whole type).
 */
export type Expand = (batch: EventBatch, rows: EventBatch['rows'] | null) => Promise<StoredEvent[]>;

const KEY_MEMORY = 20_000;
/** Stored events and batches kept for resuming subscribers (a few MB at most). */
export const REPLAY_ITEMS = 2_000;
/** Tasks whose latest event is kept (running or ended, most recently changed last). */
const TASK_MEMORY = 10_000;

type Listener = (item: FeedItem) => void;

export class Hub {
  /** The last feed position this process delivered (undefined until the first stored event). */
  lastPosition: number | undefined;
  private readonly byTopic = new Map<Topic, Set<Listener>>();
  /** The uuids of the records some topic here watches (`entity:<type|*>:<uuid>`), with how many topics. */
  private readonly watchedRecords = new Map<string, number>();
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
  /** Who waits for a task's first event (`taskSoon`). */
  private readonly taskWaiters = new Map<string, Set<(event: StoredEvent | undefined) => void>>();
  private readonly beforeDeliver: ((event: StoredEvent) => void) | undefined;
  private readonly beforeBatch: ((batch: EventBatch) => void) | undefined;
  private readonly expand: Expand | undefined;
  /** Items that came while a batch's rows are read, in order; null when none is being read. */
  private held: FeedMessage[] | null = null;
  private closed = false;
  /**
   * The latest stored events (as JSON: a fifth of their size as objects, and read only when a
   * subscriber resumes) and batches as accepted, oldest first from `recentHead`.
   */
  private recent: Array<{ last: number; event?: string; batch?: EventBatch }> = [];
  private recentHead = 0;
  /** Every stored event after this position is in `recent` (itself, or in a batch); undefined before the first. */
  private recentFrom: number | undefined;

  constructor(
    options: {
      progressFrameMs?: number;
      /** Told of every new stored event before its subscribers are (live/lookups.ts). */
      beforeDeliver?: (event: StoredEvent) => void;
      /** Told of every new batch before any of its rows is delivered (what is kept of its records goes). */
      beforeBatch?: (batch: EventBatch) => void;
      /** Reads the rows of a batch that subscribers need (without it, batches reach no one). */
      expand?: Expand;
    } = {},
  ) {
    this.beforeDeliver = options.beforeDeliver;
    this.beforeBatch = options.beforeBatch;
    this.expand = options.expand;
    this.progress = new ProgressCoalescer(
      (notice) => this.deliver({ kind: 'progress', notice }),
      options.progressFrameMs,
    );
  }

  /** Hands an item to the subscribers of its topics unless it was seen already. Returns whether it was new. */
  accept(item: FeedMessage): boolean {
    if (item.kind !== 'progress') {
      if (item.kind === 'batch') {
        const seen = this.lastPosition;
        if (seen !== undefined && item.batch.last <= seen) return false;
        // One that overlaps what was delivered (a leader hand-over) keeps its new part only.
        if (seen !== undefined && item.batch.first <= seen) {
          const rows = item.batch.rows.filter(([position]) => position > seen);
          item = { kind: 'batch', batch: { ...item.batch, first: seen + 1, rows } };
        }
        this.lastPosition = item.batch.last;
      } else if (item.event.position > 0) {
        // One reader at a time publishes in position order: anything not past the last is a repeat.
        if (this.lastPosition !== undefined && item.event.position <= this.lastPosition) return false;
        this.lastPosition = item.event.position;
      } else {
        const key = itemKey(item);
        if (this.keys.has(key)) return false;
        this.keys.add(key);
        if (this.keys.size > KEY_MEMORY) this.keys.delete(this.keys.values().next().value!);
      }
    }
    if (item.kind !== 'progress' && lastPositionOf(item) !== undefined) this.keep(item);
    if (this.held) this.held.push(item);
    else this.take(item);
    return true;
  }

  /** Keeps a stored event or batch for `replay`, dropping the oldest past REPLAY_ITEMS. */
  private keep(item: FeedMessage & { kind: 'event' | 'batch' }): void {
    if (this.recentFrom === undefined)
      this.recentFrom = (item.kind === 'batch' ? item.batch.first : item.event.position) - 1;
    this.recent.push(
      item.kind === 'batch'
        ? { last: item.batch.last, batch: item.batch }
        : { last: item.event.position, event: JSON.stringify(item.event) },
    );
    if (this.recent.length - this.recentHead <= REPLAY_ITEMS) return;
    this.recentFrom = this.recent[this.recentHead]!.last;
    this.recent[this.recentHead++] = undefined as never;
    if (this.recentHead >= REPLAY_ITEMS) {
      this.recent = this.recent.slice(this.recentHead);
      this.recentHead = 0;
    }
  }

  /**
   * The stored events of `topics` after position `after`, from what this process keeps, or
   * undefined when it cannot tell them all: `after` is older than what is kept, or a batch since
   * then may hold rows these topics want (its rows are read in full from the platform). Nothing
   * is replayed past `lastPosition`; an item accepted after this call reaches listeners.
   */
  replay(topics: readonly Topic[], after: number): FeedItem[] | undefined {
    if (this.recentFrom === undefined || after < this.recentFrom) return undefined;
    const wanted = new Set(topics);
    const items: FeedItem[] = [];
    // Positions only grow: the first kept item past `after`, by halves.
    let low = this.recentHead;
    let high = this.recent.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.recent[middle]!.last <= after) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.recent.length; i++) {
      const { batch, event } = this.recent[i]!;
      if (batch) {
        const { stream_type: type, rows } = batch;
        if (wanted.has(ENTITY_ALL) || wanted.has(`entity:${type}`)) return undefined;
        if (rows.some(([, streamId]) => recordTopics(type, streamId).some((t) => wanted.has(t)))) return undefined;
      } else {
        const item: FeedItem = { kind: 'event', event: JSON.parse(event!) as StoredEvent };
        if (topicsOf(item).some((t) => wanted.has(t))) items.push(item);
      }
    }
    return items;
  }

  /** Delivers a new item (a batch: the rows subscribers need, once read). */
  private take(item: FeedMessage): void {
    if (item.kind === 'progress') return void this.progress.offer(item.notice);
    if (item.kind === 'batch') return this.takeBatch(item.batch);
    const task = taskStatusOf(item.event);
    if (task) {
      this.progress.statusChanged(task);
      this.tasks.delete(task.uuid);
      this.tasks.set(task.uuid, item.event);
      if (this.tasks.size > TASK_MEMORY) this.tasks.delete(this.tasks.keys().next().value!);
      const waiting = this.taskWaiters.get(task.uuid);
      this.taskWaiters.delete(task.uuid);
      for (const wake of waiting ?? []) wake(item.event);
    }
    this.beforeDeliver?.(item.event);
    this.deliver(item);
  }

  private takeBatch(batch: EventBatch): void {
    this.beforeBatch?.(batch);
    const all = this.byTopic.has(ENTITY_ALL) || this.byTopic.has(`entity:${batch.stream_type}`);
    // A row's uuid first (one lookup), its exact topics only for a uuid someone watches.
    const watched = this.watchedRecords;
    const wanted = all
      ? null
      : watched.size === 0
        ? []
        : batch.rows.filter(
            ([, streamId]) =>
              watched.has(streamId.slice(streamId.indexOf(':') + 1)) &&
              recordTopics(batch.stream_type, streamId).some((t) => this.byTopic.has(t)),
          );
    if (wanted?.length === 0 || !this.expand) return;
    this.held = [];
    void this.expand(batch, wanted).then(
      (events) => this.release(events),
      // The reader gave up (the gateway is closing): nothing more is delivered.
      () => this.release([]),
    );
  }

  /** A batch's rows were read: delivers them, then what waited meanwhile (which may hold again). */
  private release(events: StoredEvent[]): void {
    const waiting = this.held ?? [];
    this.held = null;
    if (this.closed) return;
    for (const event of events) {
      this.beforeDeliver?.(event);
      this.deliver({ kind: 'event', event });
    }
    for (let i = 0; i < waiting.length; i++) {
      if (this.held) {
        (this.held as FeedMessage[]).push(...waiting.slice(i));
        return;
      }
      this.take(waiting[i]!);
    }
  }

  /** The latest event of task `uuid` as this process saw it, if it saw one. */
  taskNow(uuid: string): StoredEvent | undefined {
    return this.tasks.get(uuid);
  }

  /**
   * Task `uuid`'s latest event: now if this process saw one, else the first it sees within `ms`
   * (undefined after that). A task just started is on the feed within milliseconds, while the
   * platform may answer a read of it only after a long apply lets go of PGlite's one connection.
   */
  taskSoon(uuid: string, ms: number): Promise<StoredEvent | undefined> {
    const now = this.tasks.get(uuid);
    if (now || this.closed) return Promise.resolve(now);
    return new Promise((resolve) => {
      let waiters = this.taskWaiters.get(uuid);
      if (!waiters) this.taskWaiters.set(uuid, (waiters = new Set()));
      const wake = (event: StoredEvent | undefined) => {
        clearTimeout(timer);
        const left = this.taskWaiters.get(uuid);
        left?.delete(wake);
        if (left?.size === 0) this.taskWaiters.delete(uuid);
        resolve(event);
      };
      const timer = setTimeout(() => wake(undefined), ms);
      waiters.add(wake);
    });
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
      if (!set) {
        this.byTopic.set(topic, (set = new Set()));
        const uuid = recordUuidOf(topic);
        if (uuid) this.watchedRecords.set(uuid, (this.watchedRecords.get(uuid) ?? 0) + 1);
      }
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
        if (set?.size !== 0) continue;
        this.byTopic.delete(topic);
        const uuid = recordUuidOf(topic);
        const count = uuid ? (this.watchedRecords.get(uuid) ?? 0) - 1 : 0;
        if (uuid && count > 0) this.watchedRecords.set(uuid, count);
        else if (uuid) this.watchedRecords.delete(uuid);
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
    this.closed = true;
    this.held = null;
    this.recent = [];
    this.recentHead = 0;
    this.recentFrom = undefined;
    for (const waiters of [...this.taskWaiters.values()]) for (const wake of [...waiters]) wake(undefined);
    this.progress.close();
    for (const channel of [...this.channels]) channel.end();
    this.byTopic.clear();
    this.watchedRecords.clear();
    this.listenerCount = 0;
  }
}
