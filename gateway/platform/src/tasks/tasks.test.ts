import { describe, expect, it } from 'vitest';
import { shouldPublishProgress } from './tasks.js';

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
