/**
 * In-process publication of what the store commits, for the gateway's live feed (DESIGN §5).
 * Stored events carry their position, so a reader that reconnects resumes after the last one it
 * saw; task progress during a running apply is published as a transient notice (no position).
 */
import { EventEmitter } from 'node:events';

export interface StoredEvent {
  position: number;
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
  recorded_at: string;
}

export interface ProgressNotice {
  type: 'tasks.progress';
  task_uuid: string;
  done: number;
  total: number;
  at: string;
}

export type FeedItem = { kind: 'event'; event: StoredEvent } | { kind: 'progress'; notice: ProgressNotice };

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
