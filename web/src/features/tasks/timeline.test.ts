import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, mergeSamples } from './timeline.js';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const stored = (...points: Array<[number, number]>) => points.map(([ms, done]) => ({ at: iso(ms), done, total: 100 }));
const live = (...points: Array<[number, number]>) => points.map(([ms, done]) => ({ at: T0 + ms, done, total: 100 }));
const shape = (samples: Array<{ at: number; done: number }>) => samples.map((s) => [s.at - T0, s.done]);

describe('a task timeline: stored samples merged with live ones', () => {
  it('draws the stored samples alone after a reload or for a finished task', () => {
    expect(shape(mergeSamples(stored([0, 0], [100, 40], [200, 100]), []))).toEqual([
      [0, 0],
      [100, 40],
      [200, 100],
    ]);
  });

  it('interleaves both by progress, once per value (its first time), stored or live', () => {
    const merged = mergeSamples(
      stored([0, 0], [100, 20], [300, 60]),
      live([150, 40], [300, 60], [310, 60], [400, 100]),
    );
    expect(shape(merged)).toEqual([
      [0, 0],
      [100, 20],
      [150, 40],
      [300, 60],
      [400, 100],
    ]);
  });

  it('drops what goes back in time, what came before the start, and bad times', () => {
    const merged = mergeSamples(
      [...stored([0, 0], [200, 50]), { at: 'not a time', done: 70, total: 100 }],
      live([-500, 0], [100, 60], [300, 80]),
      T0,
    );
    expect(shape(merged)).toEqual([
      [0, 0],
      [200, 50],
      [300, 80],
    ]);
  });

  it('keeps at most MAX_SHOWN, from the first to the last', () => {
    const many = live(...Array.from({ length: 2 * MAX_SHOWN }, (_, i): [number, number] => [i, i]));
    const merged = mergeSamples(stored([0, 0]), many);
    expect(merged).toHaveLength(MAX_SHOWN);
    expect([merged[0]!.done, merged.at(-1)!.done]).toEqual([0, 2 * MAX_SHOWN - 1]);
  });

  it('has nothing to draw for a task that never ran', () => {
    expect(mergeSamples([], [])).toEqual([]);
  });
});
