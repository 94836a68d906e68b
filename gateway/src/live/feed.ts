/**
 * Reads the platform's feed (GET /events/stream) and hands every item on; reconnects with
 * Last-Event-ID after a drop (nothing missed, nothing twice), with back-off while the platform
 * is down. Answers 'no-feed' when the platform has no feed (404), so the caller can poll instead.
 */
import { SERVICE_KEY_HEADER } from '@console/schema';
import { readSse } from './sse.js';
import type { FeedItem, StoredEvent } from './items.js';

export interface FeedOptions {
  platformUrl: string;
  serviceKey: string;
  /** Resume after this position; omitted: from now on. */
  after?: number | undefined;
  signal: AbortSignal;
  onItem: (item: FeedItem) => void;
  onState?: (state: 'connected' | 'down') => void;
  /** Reconnect: the first delay, doubled up to the maximum. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

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
      for await (const message of readSse(response.body)) {
        if (message.event === 'event') {
          const event = JSON.parse(message.data) as StoredEvent;
          event.position = Number(event.position);
          last = event.position;
          options.onItem({ kind: 'event', event });
        } else if (message.event === 'progress') {
          options.onItem({ kind: 'progress', notice: JSON.parse(message.data) });
        }
      }
    } catch {
      // Dropped or refused: retry below.
    }
    if (options.signal.aborted) break;
    options.onState?.('down');
    await sleep(delay, options.signal);
    delay = Math.min(delay * 2, options.maxDelayMs ?? 10_000);
  }
  return 'stopped';
}
