/**
 * A task's statuses and the thinning of its progress samples, as plain data and functions (no zod):
 * the machines and the web's shell read them on the first view, where the models are not loaded
 * (issue 17). models/operations.ts builds the task's model from them.
 */

export const TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses a task ends in: nothing about it changes after one of them. */
export const TASK_ENDED_STATUSES: readonly TaskStatus[] = ['succeeded', 'failed', 'cancelled'];
/** Whether a task in `status` has ended. */
export const isTaskEnded = (status: string): boolean => (TASK_ENDED_STATUSES as readonly string[]).includes(status);

/** The most progress samples a task keeps: a longer run is thinned evenly to this many. */
export const TASK_PROGRESS_SAMPLES_MAX = 100;

/**
 * At most `max` of `items`, evenly spaced by position and always with the first and the last:
 * how a long series of progress samples is thinned, keeping the shape of its curve.
 */
export function thinEvenly<T>(items: readonly T[], max: number = TASK_PROGRESS_SAMPLES_MAX): T[] {
  if (items.length <= max) return [...items];
  if (max <= 1) return max === 1 ? [items.at(-1)!] : [];
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!);
}
