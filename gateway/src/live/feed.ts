/**
 * Reads the platform's feed (GET /events/stream) and hands every item on; reconnects with
 * Last-Event-ID after a drop (nothing missed, nothing twice), with back-off while the platform
 * is down. Answers 'no-feed' when the platform has no feed (404), so the caller can poll instead.
 */
import { SERVICE_KEY_HEADER, progressNoticeSchema, storedEventSchema, type FeedItem } from '@console/schema';
import { readSse } from './sse.js';
import { abortableSleep } from './sleep.js';

export interface FeedOptions {
  platformUrl: string;
  serviceKey: string;
  /** Resume after this position; omitted: from now on. */
  after?: number | undefined;
  signal: AbortSignal;
  onItem: (item: FeedItem) => void;
  /** Told when the feed connects, and when it is down with how long until the next try. */
  onState?: (state: 'connected' | 'down', retryInMs?: number) => void;
  /** Told about a message that is not a feed item (it is skipped: resending it would not fix it). */
  onInvalid?: (problem: string) => void;
  /** Reconnect: the first delay, doubled up to the maximum. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** The feed item of an SSE message, null when the message is not one, or what is wrong with it. */
function toItem(name: string, data: string): FeedItem | string | null {
  if (name !== 'event' && name !== 'progress') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return 'not JSON';
  }
  if (name === 'event') {
    const event = storedEventSchema.safeParse(json);
    return event.success ? { kind: 'event', event: event.data } : (event.error.issues[0]?.message ?? 'invalid');
  }
  const notice = progressNoticeSchema.safeParse(json);
  return notice.success ? { kind: 'progress', notice: notice.data } : (notice.error.issues[0]?.message ?? 'invalid');
}

/** Runs until aborted; resolves 'no-feed' if the platform answers 404. */
export async function followFeed(options: FeedOptions): Promise<'stopped' | 'no-feed'> {
  let last = options.after;
  const minDelay = options.minDelayMs ?? 250;
  let delay = minDelay;
  while (!options.signal.aborted) {
    try {
      const url = new URL('/events/stream', options.platformUrl);
      if (last !== undefined) url.searchParams.set('after', String(last));
      const headers: Record<string, string> = { accept: 'text/event-stream', [SERVICE_KEY_HEADER]: options.serviceKey };
      if (last !== undefined) headers['last-event-id'] = String(last);
      const response = await fetch(url, { headers, signal: options.signal });
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
          if (item.kind === 'event') last = item.event.position;
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
