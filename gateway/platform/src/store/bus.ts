/**
 * In-process publication of what the store commits, for the gateway's live feed (DESIGN §5).
 * Stored events carry their position, so a reader that reconnects resumes after the last one it
 * saw; task progress during a running apply is published as a transient notice (no position).
 * The item shapes are the feed's, shared with the gateway (schema/src/feed.ts).
 */
import { EventEmitter } from 'node:events';
import type { FeedItem } from '@console/schema';

export type { FeedItem, ProgressNotice, StoredEvent } from '@console/schema';

export class Bus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(item: FeedItem): void {
    this.emitter.emit('item', item);
  }
  subscribe(listener: (item: FeedItem) => void): () => void {
    this.emitter.on('item', listener);
    return () => this.emitter.off('item', listener);
  }
}
