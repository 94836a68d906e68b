import { describe, expect, it } from 'vitest';
import { batches } from './batches.js';

const all = async <T>(source: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
};

describe('batches', () => {
  it('takes sets of any size in sets of the size asked, the last one shorter', async () => {
    const sets = [[1, 2, 3, 4, 5], [6], [], [7, 8, 9, 10, 11, 12, 13]];
    expect(await all(batches(sets, 4))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13]]);
    expect(await all(batches([], 4))).toEqual([]);
  });

  it('asks the size again before each set', async () => {
    let done = 0;
    const sizes = batches([Array.from({ length: 10 }, (_, i) => i)], () => (done < 3 ? 3 - done : 4));
    const out: number[][] = [];
    for await (const set of sizes) {
      out.push(set);
      done += set.length;
    }
    expect(out).toEqual([
      [0, 1, 2],
      [3, 4, 5, 6],
      [7, 8, 9],
    ]);
  });
});
