/** Wording of task durations and progress (dates and times: kit/format). */
import type { Task } from '@console/schema';

/** "1 h 02 min", "3 min 05 s", "12 s", "0.4 s". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** How long a task ran (or has been running at `now`); empty before it started. */
export function taskDuration(task: Pick<Task, 'started_at' | 'finished_at'>, now: number): string {
  if (!task.started_at) return '';
  const end = task.finished_at ? Date.parse(task.finished_at) : now;
  return formatDuration(end - Date.parse(task.started_at));
}

/** Share done, 0 to 1 (1 for a finished task without units). */
export function progressShare(task: Pick<Task, 'progress' | 'status'>): number {
  const { done, total } = task.progress;
  if (total > 0) return Math.min(1, done / total);
  return task.status === 'succeeded' ? 1 : 0;
}
