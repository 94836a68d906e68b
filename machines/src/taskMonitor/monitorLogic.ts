/** Pure updates of the task monitor: merge task changes without doubling, count what finished. */
import type { Task, TaskStatus } from '@console/schema';
import { isFinished } from './taskWatch.js';

/** Status, user and company filters of the tasks list (kept in the URL by the web app). */
export interface TaskFilters {
  status: TaskStatus[] | null;
  user_uuid: string | null;
  company: string | null;
}
export const NO_FILTERS: TaskFilters = { status: null, user_uuid: null, company: null };

export interface TaskMonitorContext {
  user_uuid: string | null;
  /** Tasks by uuid. */
  tasks: Record<string, Task>;
  /** The highest feed position applied: pass it as `after` when the subscription reconnects. */
  lastPosition: number;
  filters: TaskFilters;
  /** Tasks that finished since the bell was last opened (uuids, each once). */
  unseenFinished: string[];
  /** finished_at of the newest finished task when the bell was last opened (persist it to carry across reloads). */
  lastLookedAt: string | null;
  maxTasks: number;
}

/** What a merge did, so the machine can tell the user about their own finished task. */
export interface MergeResult {
  context: Partial<TaskMonitorContext>;
  /** Tasks that became finished through this merge. */
  finished: Task[];
}

/**
 * What to keep of two snapshots of one task, or null to keep `known` as it is. The record's
 * version orders them, whatever way each arrived (feed, polling, a list read, a cancel's answer),
 * so an older snapshot arriving after a newer one is dropped. At the same version the stored
 * state is the same, but a list read while the task runs carries its live progress: the
 * further progress is kept.
 */
export function newerSnapshot(known: Task | undefined, incoming: Task): Task | null {
  if (!known || incoming.version > known.version) return incoming;
  if (incoming.version < known.version || incoming.status !== 'running' || known.status !== 'running') return null;
  return incoming.progress.done > known.progress.done ? { ...known, progress: incoming.progress } : null;
}

/** Keeps at most `max` tasks, dropping the oldest finished ones first. */
function capped(tasks: Record<string, Task>, max: number): Record<string, Task> {
  const all = Object.values(tasks);
  if (all.length <= max) return tasks;
  const drop = all
    .filter((t) => isFinished(t.status))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .slice(0, all.length - max);
  const kept = { ...tasks };
  for (const t of drop) delete kept[t.uuid];
  return kept;
}

/**
 * Applies task changes: a live one (`live`, from the feed) or a list read (`live` false). A live
 * change at a feed position already applied is ignored (a replay after a reconnect); every task
 * is then kept by version (`newerSnapshot`), so a list read after the subscription opened and
 * the changes the feed brought meanwhile merge in any order. `position`: the feed position the
 * change or the list reflects (0 when unknown).
 */
export function mergeTasks(context: TaskMonitorContext, incoming: readonly Task[], position: number, live: boolean): MergeResult {
  if (live && position > 0 && position <= context.lastPosition) return { context: {}, finished: [] };
  const tasks = { ...context.tasks };
  const finished: Task[] = [];
  for (const task of incoming) {
    const known = tasks[task.uuid];
    const next = newerSnapshot(known, task);
    if (!next) continue;
    tasks[task.uuid] = next;
    if (isFinished(next.status) && !(known && isFinished(known.status))) finished.push(next);
  }
  const unseen = new Set(context.unseenFinished);
  let lastLookedAt = context.lastLookedAt;
  if (!live && lastLookedAt === null) {
    // First load without a remembered look: what had already finished counts as seen.
    lastLookedAt = newestFinishedAt(Object.values(tasks));
  } else {
    for (const task of finished) if (live || (task.finished_at ?? '') > (lastLookedAt ?? '')) unseen.add(task.uuid);
  }
  return {
    context: {
      tasks: capped(tasks, context.maxTasks),
      lastPosition: Math.max(context.lastPosition, position),
      unseenFinished: [...unseen],
      lastLookedAt,
    },
    finished,
  };
}

/** Transient progress (no feed position): moves the bar of a known, unfinished task forward only. */
export function applyProgress(context: TaskMonitorContext, p: { task_uuid: string; status: TaskStatus; done: number; total: number }): Partial<TaskMonitorContext> {
  const known = context.tasks[p.task_uuid];
  if (!known || isFinished(known.status) || isFinished(p.status) || p.done < known.progress.done) return {};
  return { tasks: { ...context.tasks, [p.task_uuid]: { ...known, status: p.status, progress: { done: p.done, total: p.total } } } };
}

export function newestFinishedAt(tasks: readonly Task[]): string | null {
  let newest: string | null = null;
  for (const t of tasks) if (t.finished_at && (newest === null || t.finished_at > newest)) newest = t.finished_at;
  return newest;
}

/** The tasks the filters let through, newest first. */
export function visibleTasks(context: Pick<TaskMonitorContext, 'tasks' | 'filters'>): Task[] {
  const { status, user_uuid, company } = context.filters;
  return Object.values(context.tasks)
    .filter((t) => (!status || status.length === 0 || status.includes(t.status)) && (!user_uuid || t.user_uuid === user_uuid) && (!company || t.company?.digit_code === company))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
