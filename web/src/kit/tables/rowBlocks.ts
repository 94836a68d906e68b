/**
 * The rows of a whole list held in blocks (issue 17, item 4): a table that scrolls every row of a
 * 100,000-row list asks for the rows in view, and only the blocks it does not hold are fetched,
 * one call each. At most `keep` blocks are held (the least recently seen go first, never one in
 * view), so scrolling the whole list holds a few thousand rows, not all of them.
 */
import type { ResourceRecord } from './listTypes.js';

export class RowBlocks {
  private readonly blocks = new Map<number, readonly ResourceRecord[]>();
  private readonly pending = new Set<number>();

  constructor(
    /** Rows per block (one list call each). */
    readonly blockRows: number,
    /** Blocks held at most. */
    readonly keep: number,
  ) {}

  /** The row at `index`, undefined while its block is not here. */
  rowAt(index: number): ResourceRecord | undefined {
    return this.blocks.get(Math.floor(index / this.blockRows))?.[index % this.blockRows];
  }

  /** Every row held, in list order (what a "select the loaded rows" works on). */
  loaded(): ResourceRecord[] {
    return [...this.blocks.keys()].sort((a, b) => a - b).flatMap((block) => this.blocks.get(block)!);
  }

  /**
   * The blocks to fetch for rows `first`…`last` in view (and `ahead` blocks either side, so a
   * steady scroll finds its next rows there), not held nor already asked for; they are marked
   * asked for. Blocks in view are marked seen.
   */
  wanted(first: number, last: number, total: number, ahead = 1): number[] {
    if (total <= 0 || last < first) return [];
    const lastBlock = Math.floor((total - 1) / this.blockRows);
    const from = Math.max(0, Math.floor(first / this.blockRows) - ahead);
    const to = Math.min(lastBlock, Math.floor(last / this.blockRows) + ahead);
    const wanted: number[] = [];
    for (let block = from; block <= to; block++) {
      const rows = this.blocks.get(block);
      if (rows) {
        // Seen: to the end of the eviction order.
        this.blocks.delete(block);
        this.blocks.set(block, rows);
      } else if (!this.pending.has(block)) {
        this.pending.add(block);
        wanted.push(block);
      }
    }
    return wanted;
  }

  /** A block arrived: held, and the least recently seen dropped beyond `keep` (none of `inView`). */
  arrived(block: number, rows: readonly ResourceRecord[], inView: readonly [number, number] = [block, block]): void {
    this.pending.delete(block);
    this.blocks.delete(block);
    this.blocks.set(block, rows);
    const [low, high] = [Math.floor(inView[0] / this.blockRows), Math.floor(inView[1] / this.blockRows)];
    for (const held of this.blocks.keys()) {
      if (this.blocks.size <= this.keep) break;
      if (held >= low && held <= high) continue;
      this.blocks.delete(held);
    }
  }

  /** A block's fetch failed: it may be asked for again. */
  failed(block: number): void {
    this.pending.delete(block);
  }

  /** Blocks held now. */
  get size(): number {
    return this.blocks.size;
  }
}
