/** Progress samples of tasks, as received live, for the task's timeline. */
import type { TaskProgress } from '@console/schema';

/** A task's progress at a moment (`at` in ms, as received). */
export type ProgressSample = TaskProgress & { at: number };

/** Samples kept per task (older ones are thinned out beyond this). */
const MAX_SAMPLES = 500;
/** Tasks whose samples are kept (the oldest recorded go first). */
const MAX_TASKS = 200;

/** Adds a sample unless it repeats the last one or goes back in time. */
export function addSample(samples: readonly ProgressSample[], sample: ProgressSample): ProgressSample[] {
  const last = samples.at(-1);
  if (last && ((last.done === sample.done && last.total === sample.total) || sample.at < last.at))
    return samples as ProgressSample[];
  const next = [...samples, sample];
  // Too many: keep the first, every other older one and the recent half, so the curve keeps its shape.
  return next.length > MAX_SAMPLES
    ? next.filter((_, i) => i === 0 || i >= next.length - MAX_SAMPLES / 2 || i % 2 === 0)
    : next;
}

/** Samples by task uuid, bounded. */
export class SampleBook {
  private readonly byTask = new Map<string, ProgressSample[]>();

  record(taskUuid: string, sample: ProgressSample): void {
    const known = this.byTask.get(taskUuid) ?? [];
    this.byTask.delete(taskUuid);
    this.byTask.set(taskUuid, addSample(known, sample));
    if (this.byTask.size > MAX_TASKS) this.byTask.delete(this.byTask.keys().next().value!);
  }

  of(taskUuid: string): ProgressSample[] {
    return this.byTask.get(taskUuid) ?? [];
  }
}
