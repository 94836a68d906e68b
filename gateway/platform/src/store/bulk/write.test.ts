import { describe, expect, it } from 'vitest';
import { chunkRows } from './write.js';

const statements = (total: number) => Math.ceil(total / chunkRows(total));

describe('chunkRows', () => {
  it('writes a small apply in about ten chunks, for progress as it goes', () => {
    expect(chunkRows(10)).toBe(100);
    expect(statements(1000)).toBe(10);
    expect(statements(2500)).toBe(10);
    expect(chunkRows(5000)).toBe(250);
  });
  it('writes a large apply in about a hundred chunks of at most 1,000 rows', () => {
    expect(statements(100_000)).toBe(100);
    expect(chunkRows(50_000)).toBe(500);
    expect(chunkRows(1_000_000)).toBe(1000);
  });
});
