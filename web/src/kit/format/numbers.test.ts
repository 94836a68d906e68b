import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.js';

describe('formatCount', () => {
  it('groups digits by threes with commas, as English does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 200_000_000, -4_321])
      expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });
  it('writes what is not a finite number as it is', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Infinity)).toBe('Infinity');
  });
});
