/**
 * How a running task's progress goes out (DESIGN §3): a throttle on what is published, and the
 * bounded, evenly spread samples kept of it (stored on the task when it ends).
 */
import { TASK_PROGRESS_SAMPLES_MAX, thinEvenly, type TaskProgressSample } from '@console/schema';

/** Progress is published at most this often… */
export const PROGRESS_INTERVAL_MS = 100;
/** …except when it crosses one of these steps of the total, so even a fast task shows it advance. */
const PROGRESS_STEPS = 10;

/**
 * Whether a progress report is published: always the end, otherwise when the last one is at least
 * PROGRESS_INTERVAL_MS old or the work crossed a tenth of the total since (at most ~10 a second
 * plus 10 per task, whatever the task's pace).
 */
export function shouldPublishProgress(
  last: { at: number; done: number },
  now: number,
  done: number,
  total: number,
): boolean {
  if (done >= total) return true;
  if (done <= last.done) return false;
  const step = (n: number) => Math.floor((n * PROGRESS_STEPS) / Math.max(total, 1));
  return now - last.at >= PROGRESS_INTERVAL_MS || step(done) > step(last.done);
}

/**
 * A running task's progress samples, bounded: every `stride`-th sample is kept (the stride
 * doubles, dropping every other kept one, when they pass twice the maximum), so those kept stay
 * evenly spread over the run; the latest is always kept too. `done` only goes up.
 */
export class SampleLog {
  private kept: TaskProgressSample[] = [];
  private latest: TaskProgressSample | undefined;
  private stride = 1;
  private count = 0;

  constructor(private readonly max: number = TASK_PROGRESS_SAMPLES_MAX) {}

  add(sample: TaskProgressSample): void {
    if (this.latest && sample.done <= this.latest.done) return;
    this.latest = sample;
    if (this.count++ % this.stride !== 0) return;
    this.kept.push(sample);
    if (this.kept.length > 2 * this.max) {
      this.stride *= 2;
      this.kept = this.kept.filter((_, i) => i % 2 === 0);
    }
  }

  /** The samples so far, oldest first, at most `max`, ending with the latest. */
  samples(): TaskProgressSample[] {
    const all = this.latest && this.kept.at(-1) !== this.latest ? [...this.kept, this.latest] : this.kept;
    return thinEvenly(all, this.max);
  }
}
