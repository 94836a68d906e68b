import { describe, expect, it } from 'vitest';
import { thinEvenly } from '@console/schema';
import { SampleLog, shouldPublishProgress } from './progress.js';

/** The `done` values published for reports of `step` rows each, `msPerReport` apart. */
function published(total: number, step: number, msPerReport: number): number[] {
  const last = { at: 0, done: 0 };
  const sent: number[] = [];
  for (let done = step, now = 1; done <= total; done += step, now += msPerReport) {
    if (!shouldPublishProgress(last, now, done, total)) continue;
    last.at = now;
    last.done = done;
    sent.push(done);
  }
  return sent;
}

describe('task progress throttle', () => {
  it('publishes a fast task at each tenth of the total, and its end', () => {
    expect(published(2000, 200, 0)).toEqual([200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
    expect(published(2000, 50, 1)).toEqual([200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
  });

  it('publishes a slow task at most every 100 ms', () => {
    const sent = published(100_000, 250, 20);
    // 400 reports over 8 s: one every 5 reports (100 ms), plus the end.
    expect(sent.length).toBeGreaterThanOrEqual(75);
    expect(sent.length).toBeLessThanOrEqual(100);
    expect(sent.at(-1)).toBe(100_000);
  });

  it('never repeats or goes back', () => {
    expect(shouldPublishProgress({ at: 0, done: 10 }, 1000, 10, 100)).toBe(false);
    expect(shouldPublishProgress({ at: 0, done: 10 }, 1000, 5, 100)).toBe(false);
    expect(shouldPublishProgress({ at: 0, done: 0 }, 0, 0, 0)).toBe(true);
  });
});

describe('task progress samples', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();

  it('thins evenly, keeping the first and the last', () => {
    expect(thinEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(
      thinEvenly(
        Array.from({ length: 11 }, (_, i) => i),
        6,
      ),
    ).toEqual([0, 2, 4, 6, 8, 10]);
    const thinned = thinEvenly(
      Array.from({ length: 1000 }, (_, i) => i),
      100,
    );
    expect(thinned).toHaveLength(100);
    expect([thinned[0], thinned.at(-1)]).toEqual([0, 999]);
    const gaps = thinned.slice(1).map((n, i) => n - thinned[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('keeps a short run whole, without repeats or steps back', () => {
    const log = new SampleLog(10);
    for (const done of [0, 2, 2, 1, 5, 10]) log.add({ at: at(done), done, total: 10 });
    expect(log.samples().map((s) => s.done)).toEqual([0, 2, 5, 10]);
  });

  it('bounds a long run, evenly over it, from its start to its latest sample', () => {
    const log = new SampleLog(100);
    for (let done = 0; done <= 10_007; done++) {
      log.add({ at: at(done), done, total: 20_000 });
      expect(log.samples().length).toBeLessThanOrEqual(100);
    }
    const kept = log.samples().map((s) => s.done);
    expect(kept).toHaveLength(100);
    expect([kept[0], kept.at(-1)]).toEqual([0, 10_007]);
    expect(kept.every((n, i) => i === 0 || n > kept[i - 1]!)).toBe(true);
    // Evenly spread: no gap more than twice the average one.
    const gaps = kept.slice(1).map((n, i) => n - kept[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual((2 * 10_007) / 99);
  });
});
