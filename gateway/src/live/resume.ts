/**
 * Resume after a reconnect: a subscriber that passes `after` first reads the platform's stored
 * events after it from a feed connection of its own, while the hub's live items wait in a
 * queue; once the two overlap (the catch-up reached the position the hub had when the
 * subscriber arrived, or the first queued live event), the catch-up connection is closed and
 * the queue, then the hub, take over. Positions only grow, so "not past the last one delivered"
 * is the whole duplicate test: nothing missed, nothing twice. A resume from a position the
 * hub still keeps (Hub.replay: the latest stored events) is caught up from the hub alone.
 */
import { Channel } from './channel.js';
import { followFeed } from './feed.js';
import type { Hub } from './hub.js';
import { itemKey, type FeedItem } from './items.js';
import { topicsOf, type Topic } from './topics.js';

export interface ResumeOptions {
  hub: Hub;
  /** The topics the subscriber asked for: the catch-up passes only their items too. */
  topics: readonly Topic[];
  platformUrl: string;
  serviceKey: string;
  after: number;
  /** Aborted when the gateway closes. */
  signal: AbortSignal;
}

/** Every item after `after`, once each, catch-up first and then live. */
export function resumeItems(options: ResumeOptions): Channel<FeedItem> {
  const { hub } = options;
  const catchUp = new AbortController();
  let last = options.after;
  const progressSeen = new Set<string>();
  const queued: FeedItem[] = [];
  let switched = false;
  let firstQueued: number | undefined;

  const onHubAbort = () => channel.end();
  const channel = new Channel<FeedItem>(() => {
    stopListening();
    catchUp.abort();
    options.signal.removeEventListener('abort', onHubAbort);
  });
  options.signal.addEventListener('abort', onHubAbort, { once: true });

  const wanted = new Set(options.topics);
  const deliver = (item: FeedItem) => {
    if (item.kind === 'event' && item.event.position > 0) {
      if (item.event.position <= last) return;
      last = item.event.position;
    } else {
      // Progress notices and polled rows have no position: both sources may carry one.
      const key = itemKey(item);
      if (progressSeen.has(key)) return;
      progressSeen.add(key);
      if (progressSeen.size > 5000) progressSeen.delete(progressSeen.values().next().value!);
    }
    channel.push(item);
  };
  const switchToHub = () => {
    if (switched) return;
    switched = true;
    catchUp.abort();
    for (const item of queued.splice(0)) deliver(item);
  };

  // Listen first, then read the hub's position: every event past it reaches the queue.
  const stopListening = hub.listen(options.topics, (item) => {
    if (switched) return deliver(item);
    queued.push(item);
    if (firstQueued === undefined && item.kind === 'event' && item.event.position > 0)
      firstQueued = item.event.position;
    if (firstQueued !== undefined && last >= firstQueued) switchToHub();
  });
  // What the hub keeps covers `after` (a reconnect seconds later): caught up from it, at once.
  const replayed = hub.replay(options.topics, options.after);
  if (replayed) {
    for (const item of replayed) deliver(item);
    switchToHub();
    return channel;
  }
  const hubAt = hub.lastPosition;
  const caughtUp = () => (hubAt !== undefined && last >= hubAt) || (firstQueued !== undefined && last >= firstQueued);

  if (caughtUp()) switchToHub();
  else {
    void followFeed({
      platformUrl: options.platformUrl,
      serviceKey: options.serviceKey,
      after: options.after,
      signal: catchUp.signal,
      onItem: (item) => {
        // Without `batches` the feed sends each event whole; this subscriber's catch-up needs them all.
        if (switched || item.kind === 'batch') return;
        // The catch-up reads the whole feed; its position still moves on items of other topics.
        if (topicsOf(item).some((t) => wanted.has(t))) deliver(item);
        else if (item.kind === 'event' && item.event.position > last) last = item.event.position;
        if (caughtUp()) switchToHub();
      },
    }).then((outcome) => {
      // No feed (the gateway polls): positions mean nothing, the hub is all there is.
      if (outcome === 'no-feed') switchToHub();
    });
  }
  return channel;
}
