/**
 * Pure updates of the task monitor: merge task changes without doubling, count what finished.
 * Every change — a record of the `taskUpdated` feed, a task of a list read, a message of the
 * all-tasks `taskProgress` stream — goes through the task follower's rule (`followProgress`), so
 * the monitor, the wizards and the task page show a task the same way from the same messages.
 */
import { isTaskEnded, type Task, type TaskStatus } from '@console/schema';
import { followProgress, recordMessage, type TaskProgressMessage } from '../taskFollower/followLogic.js';

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
 * What to keep of two snapshots of one task, or null to keep `known` as it is: the follower's
 * rule for a record (the higher version wins; at the same version a running task's further bar).
 */
export function newerSnapshot(known: Task | undefined, incoming: Task): Task | null {
  return followProgress(known, recordMessage(incoming));
}

/** Keeps at most `max` tasks, dropping the oldest finished ones first. */
function capped(tasks: Record<string, Task>, max: number): Record<string, Task> {
  const all = Object.values(tasks);
  if (all.length <= max) return tasks;
  const drop = all
    .filter((t) => isTaskEnded(t.status))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .slice(0, all.length - max);
  const kept = { ...tasks };
  for (const t of drop) delete kept[t.uuid];
  return kept;
}

/**
 * Applies task changes: live ones (`live`: the feed's records, the progress stream's messages) or
 * a list read (`live` false). A live change at a feed position already applied is ignored (a
 * replay after a reconnect); every message then goes through the follower's rule, so a list read
 * after the subscription opened and the changes the streams brought meanwhile merge in any order,
 * and a bar never goes back. `position`: the feed position the change or the list reflects (0
 * when unknown, and for progress messages, which carry none).
 */
export function mergeTasks(
  context: TaskMonitorContext,
  incoming: ReadonlyArray<TaskProgressMessage<Task>>,
  position: number,
  live: boolean,
): MergeResult {
  if (live && position > 0 && position <= context.lastPosition) return { context: {}, finished: [] };
  const tasks = { ...context.tasks };
  const finished: Task[] = [];
  let changed = false;
  for (const message of incoming) {
    const known = tasks[message.task_uuid];
    const next = followProgress(known, message);
    if (!next) continue;
    tasks[message.task_uuid] = next;
    changed = true;
    if (isTaskEnded(next.status) && !(known && isTaskEnded(known.status))) finished.push(next);
  }
  if (!changed && position <= context.lastPosition && (live || context.lastLookedAt !== null))
    return { context: {}, finished: [] };
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

export function newestFinishedAt(tasks: readonly Task[]): string | null {
  let newest: string | null = null;
  for (const t of tasks) if (t.finished_at && (newest === null || t.finished_at > newest)) newest = t.finished_at;
  return newest;
}

/** The tasks the filters let through, newest first. */
export function visibleTasks(context: Pick<TaskMonitorContext, 'tasks' | 'filters'>): Task[] {
  const { status, user_uuid, company } = context.filters;
  return Object.values(context.tasks)
    .filter(
      (t) =>
        (!status || status.length === 0 || status.includes(t.status)) &&
        (!user_uuid || t.user_uuid === user_uuid) &&
        (!company || t.company?.digit_code === company),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
