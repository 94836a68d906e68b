/**
 * Reads the platform's feed (GET /events/stream) and hands every item on; reconnects with
 * Last-Event-ID after a drop (nothing missed, nothing twice), with back-off while the platform
 * is down. Answers 'no-feed' when the platform has no feed (404), so the caller can poll instead.
 */
import {
  SERVICE_KEY_HEADER,
  eventBatchSchema,
  lastPositionOf,
  progressNoticeSchema,
  storedEventSchema,
  type FeedMessage,
  type StoredEvent,
} from '@console/schema';
import { readSse } from './sse.js';
import { abortableSleep } from './sleep.js';

export interface FeedOptions {
  platformUrl: string;
  serviceKey: string;
  /** Resume after this position; omitted: from now on. */
  after?: number | undefined;
  signal: AbortSignal;
  /** Ask for a commit's runs of events as batches (the hub's readers; schema `eventBatchSchema`). */
  batches?: boolean;
  /** Batches come only when `batches` was asked for. */
  onItem: (item: FeedMessage) => void;
  /** Told when the feed connects, and when it is down with how long until the next try. */
  onState?: (state: 'connected' | 'down', retryInMs?: number) => void;
  /** Told about a message that is not a feed item (it is skipped: resending it would not fix it). */
  onInvalid?: (problem: string) => void;
  /** Reconnect: the first delay, doubled up to the maximum. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** The feed message of an SSE message, null when the message is not one, or what is wrong with it. */
function toItem(name: string, data: string): FeedMessage | string | null {
  if (name !== 'event' && name !== 'progress' && name !== 'batch') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return 'not JSON';
  }
  const problem = (error: { issues: Array<{ message: string }> }) => error.issues[0]?.message ?? 'invalid';
  if (name === 'event') {
    const event = storedEventSchema.safeParse(json);
    return event.success ? { kind: 'event', event: event.data } : problem(event.error);
  }
  if (name === 'batch') {
    const batch = eventBatchSchema.safeParse(json);
    return batch.success ? { kind: 'batch', batch: batch.data } : problem(batch.error);
  }
  const notice = progressNoticeSchema.safeParse(json);
  return notice.success ? { kind: 'progress', notice: notice.data } : problem(notice.error);
}

const feedHeaders = (serviceKey: string, last: number | undefined): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'text/event-stream', [SERVICE_KEY_HEADER]: serviceKey };
  if (last !== undefined) headers['last-event-id'] = String(last);
  return headers;
};

/** Runs until aborted; resolves 'no-feed' if the platform answers 404. */
export async function followFeed(options: FeedOptions): Promise<'stopped' | 'no-feed'> {
  let last = options.after;
  const minDelay = options.minDelayMs ?? 250;
  let delay = minDelay;
  while (!options.signal.aborted) {
    try {
      const url = new URL('/events/stream', options.platformUrl);
      if (last !== undefined) url.searchParams.set('after', String(last));
      if (options.batches) url.searchParams.set('batches', '1');
      const response = await fetch(url, { headers: feedHeaders(options.serviceKey, last), signal: options.signal });
      if (response.status === 404) {
        await response.body?.cancel();
        return 'no-feed';
      }
      if (!response.ok || !response.body) throw new Error(`feed answered ${response.status}`);
      options.onState?.('connected');
      delay = minDelay;
      for await (const messages of readSse(response.body)) {
        for (const message of messages) {
          const item = toItem(message.event, message.data);
          if (item === null) continue;
          if (typeof item === 'string') {
            // Checked at the boundary: a malformed item is skipped (resending it would not fix it).
            options.onInvalid?.(`feed ${message.event} ${message.id ?? ''}: ${item}`);
            if (message.id && Number.isFinite(Number(message.id))) last = Number(message.id);
            continue;
          }
          last = lastPositionOf(item) ?? last;
          options.onItem(item);
        }
      }
    } catch {
      // Dropped or refused: retry below.
    }
    if (options.signal.aborted) break;
    options.onState?.('down', delay);
    await abortableSleep(delay, options.signal);
    delay = Math.min(delay * 2, options.maxDelayMs ?? 10_000);
  }
  return 'stopped';
}

export interface RangeOptions {
  platformUrl: string;
  serviceKey: string;
  /** The stored events after this position… */
  after: number;
  /** …up to this one. */
  until: number;
  /** Only these streams' (at most MAX_RANGE_STREAMS; none: every stream). */
  streamIds?: readonly string[];
  signal?: AbortSignal;
}

/** Stream ids of one range read, at most (the platform's limit). */
export const MAX_RANGE_STREAMS = 100;

/**
 * The stored events in (after, until], in position order, read in full from the feed: what a
 * reader of batches fetches of the rows a subscriber needs. Throws when the platform does not
 * answer them all (the caller retries).
 */
export async function readRange(options: RangeOptions): Promise<StoredEvent[]> {
  const url = new URL('/events/stream', options.platformUrl);
  url.searchParams.set('after', String(options.after));
  url.searchParams.set('until', String(options.until));
  for (const id of options.streamIds ?? []) url.searchParams.append('stream_id', id);
  const response = await fetch(url, {
    headers: feedHeaders(options.serviceKey, undefined),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`feed range answered ${response.status}`);
  }
  const events: StoredEvent[] = [];
  for await (const messages of readSse(response.body))
    for (const message of messages) {
      const item = toItem(message.event, message.data);
      if (item === null) continue;
      if (typeof item === 'string') throw new Error(`feed range ${message.id ?? ''}: ${item}`);
      if (item.kind === 'event') events.push(item.event);
    }
  return events;
}
