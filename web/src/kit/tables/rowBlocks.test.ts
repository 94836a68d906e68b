import { describe, expect, it } from 'vitest';
import { RowBlocks } from './rowBlocks.js';

const block = (n: number, size: number) => Array.from({ length: size }, (_, i) => ({ id: n * size + i }));

describe('RowBlocks', () => {
  it('asks for the blocks in view and one either side, once each', () => {
    const blocks = new RowBlocks(100, 10);
    expect(blocks.wanted(250, 320, 100_000)).toEqual([1, 2, 3, 4]);
    // Asked for already: not again while they travel.
    expect(blocks.wanted(250, 320, 100_000)).toEqual([]);
    blocks.arrived(2, block(2, 100));
    expect(blocks.rowAt(250)).toEqual({ id: 250 });
    expect(blocks.rowAt(350)).toBeUndefined();
  });

  it('stops at the ends of the list', () => {
    const blocks = new RowBlocks(100, 10);
    expect(blocks.wanted(0, 30, 250)).toEqual([0, 1]);
    expect(blocks.wanted(200, 249, 250)).toEqual([2]);
    expect(blocks.wanted(0, 10, 0)).toEqual([]);
  });

  it('holds at most `keep` blocks, dropping the least recently seen and never one in view', () => {
    const blocks = new RowBlocks(100, 3);
    for (const n of [0, 1, 2]) {
      blocks.wanted(n * 100, n * 100, 100_000, 0);
      blocks.arrived(n, block(n, 100));
    }
    blocks.wanted(0, 0, 100_000, 0); // block 0 seen again: block 1 is now the oldest
    blocks.wanted(900, 900, 100_000, 0);
    blocks.arrived(9, block(9, 100), [900, 999]);
    expect(blocks.size).toBe(3);
    expect(blocks.rowAt(150)).toBeUndefined();
    expect(blocks.rowAt(0)).toEqual({ id: 0 });
    expect(blocks.rowAt(950)).toEqual({ id: 950 });
    expect(blocks.loaded().map((r) => r.id)).toEqual(
      [...block(0, 100), ...block(2, 100), ...block(9, 100)].map((r) => r.id),
    );
  });

  it('asks again for a block whose fetch failed', () => {
    const blocks = new RowBlocks(100, 10);
    expect(blocks.wanted(0, 10, 1000, 0)).toEqual([0]);
    blocks.failed(0);
    expect(blocks.wanted(0, 10, 1000, 0)).toEqual([0]);
  });
});
