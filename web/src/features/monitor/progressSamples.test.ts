import { describe, expect, it } from 'vitest';
import { addSample, SampleBook } from './progressSamples.js';

describe('progress samples', () => {
  it('drops repeats and samples from the past, thins out beyond the limit', () => {
    let s = addSample([], { at: 1, done: 0, total: 10 });
    s = addSample(s, { at: 2, done: 0, total: 10 });
    s = addSample(s, { at: 3, done: 4, total: 10 });
    s = addSample(s, { at: 2, done: 5, total: 10 });
    expect(s.map((x) => x.done)).toEqual([0, 4]);
    for (let i = 0; i < 600; i++) s = addSample(s, { at: 10 + i, done: 5 + i, total: 1000 });
    expect(s.length).toBeLessThanOrEqual(500);
    expect(s[0]!.done).toBe(0);
    expect(s.at(-1)!.done).toBe(604);
  });
  it('keeps samples by task', () => {
    const book = new SampleBook();
    book.record('a', { at: 1, done: 1, total: 2 });
    book.record('b', { at: 1, done: 2, total: 2 });
    expect(book.of('a')).toEqual([{ at: 1, done: 1, total: 2 }]);
    expect(book.of('c')).toEqual([]);
  });
});
