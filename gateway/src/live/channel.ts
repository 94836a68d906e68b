/**
 * An unbounded async queue: one producer pushes, one consumer iterates. Unlike a Repeater with a
 * sliding buffer it never drops an item (exactly-once delivery needs that); a consumer too far
 * behind is ended with an error instead, and resumes with `after` from its last position.
 */

/**
 * Largest backlog of one subscriber before it is ended (it can resume with `after`): what one
 * subscriber may hold is bounded (items are shared, a queued one costs a pointer). Progress is
 * coalesced upstream, so only a subscriber of many entities during a large apply can come near.
 */
export const MAX_BACKLOG = 10_000;

export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private failWaiting: ((error: unknown) => void) | undefined;
  private ended = false;
  private error: unknown;

  /** Called once when the consumer stops (return()) or the channel ends. */
  constructor(private readonly onClose?: () => void) {}

  push(item: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = undefined;
      resolve({ value: item, done: false });
      return;
    }
    this.queue.push(item);
    if (this.queue.length > MAX_BACKLOG) this.end(new Error('subscriber too slow: resume with `after`'));
  }

  /** Ends the stream (after the queued items when no error). */
  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error;
    if (error !== undefined) this.queue.length = 0;
    const resolve = this.waiting;
    const reject = this.failWaiting;
    this.waiting = this.failWaiting = undefined;
    if (error !== undefined) reject?.(error);
    else resolve?.({ value: undefined, done: true });
    this.onClose?.();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.ended) {
      if (this.error !== undefined) {
        const error = this.error;
        this.error = undefined;
        return Promise.reject(error);
      }
      return Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failWaiting = reject;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
