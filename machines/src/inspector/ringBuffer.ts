/** A fixed-capacity FIFO: pushing onto a full buffer evicts (and returns) the oldest item. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private start = 0;
  private size = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`RingBuffer capacity must be a positive integer, got ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Appends `item`; returns the evicted oldest item when the buffer was full. */
  push(item: T): T | undefined {
    if (this.size < this.capacity) {
      this.items[(this.start + this.size) % this.capacity] = item;
      this.size += 1;
      return undefined;
    }
    const evicted = this.items[this.start];
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
    return evicted;
  }

  /** The i-th oldest item (0 = oldest). */
  at(i: number): T | undefined {
    if (i < 0 || i >= this.size) return undefined;
    return this.items[(this.start + i) % this.capacity];
  }

  last(): T | undefined {
    return this.at(this.size - 1);
  }

  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.size; i += 1) out.push(this.items[(this.start + i) % this.capacity] as T);
    return out;
  }
}
