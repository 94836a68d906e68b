/**
 * In-process publication of what the store commits, for the gateway's live feed (DESIGN §5).
 * Stored events carry their position, so a reader that reconnects resumes after the last one it
 * saw; task progress during a running apply is published as a transient notice (no position).
 * The item shapes are the feed's, shared with the gateway (schema/src/feed.ts).
 */
import { EventEmitter } from 'node:events';
import { isTaskEnded, type FeedItem, type ProgressNotice, type StoredEvent } from '@console/schema';

export type { FeedItem, ProgressNotice, StoredEvent } from '@console/schema';

/** The columns of an event as the feed sends it (select list of the events table). */
export const EVENT_COLUMNS = 'position, stream_type, stream_id, version, type, data, meta, recorded_at';

/** An events row as read by a driver (position a bigint's text, time a Date or text) as the feed sends it. */
export const storedEvent = (row: StoredEvent): StoredEvent => ({
  ...row,
  position: Number(row.position),
  recorded_at: new Date(row.recorded_at).toISOString(),
});

export class Bus {
  private readonly emitter = new EventEmitter();
  /** The latest progress of every running task: a feed reader that connects is sent it first. */
  private readonly running = new Map<string, ProgressNotice>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(item: FeedItem): void {
    if (item.kind === 'progress') this.running.set(item.notice.task_uuid, item.notice);
    else if (item.event.stream_type === 'tasks') {
      const status = (item.event.data.after as { status?: unknown } | null | undefined)?.status;
      if (typeof status !== 'string' || isTaskEnded(status))
        this.running.delete(item.event.stream_id.slice(item.event.stream_id.indexOf(':') + 1));
    }
    this.emitter.emit('item', item);
  }

  /**
   * The latest progress notice of each running task. Notices are not stored, so a reader that was
   * away (a gateway restarted, took the lease over, or the platform restarted) gets these instead
   * of the ones it missed: a bar is never left behind.
   */
  progressNow(): ProgressNotice[] {
    return [...this.running.values()];
  }

  subscribe(listener: (item: FeedItem) => void): () => void {
    this.emitter.on('item', listener);
    return () => this.emitter.off('item', listener);
  }
}
