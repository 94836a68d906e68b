/**
 * A task's progress over time, as its timeline draws it: the samples the platform stored for it
 * (`progress_samples`, so a reload or a finished task still has them) merged with those this
 * browser received live. Progress only goes up, so the merged line is ordered by `done`: one
 * sample per value (the first time it was reached), none going back in time, none from before
 * the task started (a queued snapshot), and at most MAX_SHOWN of them.
 */
import { thinEvenly, type TaskProgressSample } from '@console/schema';
import type { ProgressSample } from '../monitor/index.js';

/** The most samples drawn (stored ones are at most 100; live ones at most 500). */
export const MAX_SHOWN = 500;

export function mergeSamples(
  stored: readonly TaskProgressSample[],
  live: readonly ProgressSample[],
  startedAt: number | null = null,
): ProgressSample[] {
  const all = [...stored.map((s) => ({ at: Date.parse(s.at), done: s.done, total: s.total })), ...live].filter(
    (s) => Number.isFinite(s.at) && (startedAt === null || s.at >= startedAt),
  );
  all.sort((a, b) => a.done - b.done || a.at - b.at);
  const merged: ProgressSample[] = [];
  for (const sample of all) {
    const last = merged.at(-1);
    if (!last || (sample.done > last.done && sample.at >= last.at)) merged.push(sample);
  }
  return thinEvenly(merged, MAX_SHOWN);
}
