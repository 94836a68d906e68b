/**
 * The one rule for what a task looks like after a message about it (issue 14): the follower
 * machine applies it to the task it follows, the task monitor to every task of the all-tasks
 * stream and of its list reads, so a bar and its counts read the same everywhere.
 *
 * A `taskProgress` message carries the bar (`done`/`total`) and, on the first message of a
 * subscription and on every change of status, the whole task record (`task`). The rule:
 * - a record replaces what is known unless it is older (a lower `version`, or an unfinished one
 *   after an end); the bar is the message's;
 * - a plain tick moves the bar of a known, unfinished task, never backwards within one status;
 * - an end (succeeded, failed, cancelled) is final: nothing after it changes the task.
 */
import {
  type AppliedBefore,
  isTaskEnded,
  type MovedRow,
  type ProgressNotice,
  type Task,
  type TaskProgress,
  type TaskStatus,
} from '@console/schema';

/** Counts of a committed transaction. */
export interface ChangeCounts {
  insert: number;
  update: number;
  delete: number;
}

/** What every snapshot of a task holds, whatever else a screen reads of it. */
export interface TaskCore {
  uuid: string;
  status: TaskStatus;
  progress: TaskProgress;
  /** Raised by every stored change of the record; absent on a task known only from the apply's answer. */
  version?: number;
}

/** The task as the wizards, the rerun and the media upload show it. */
export interface FollowedTask extends TaskCore {
  transaction_uuid: string | null;
  error: string | null;
  result?: Task['result'];
  /** When it failed because rows moved since its preview: those rows, as the gateway read them from the result. */
  moved_rows?: MovedRow[] | null;
  /** The transaction it committed, with its counts in all and per resource (what "Applied" reports). */
  transaction?: {
    uuid: string;
    resource: string;
    counts: ChangeCounts;
    counts_by_resource?: ReadonlyArray<{ resource: string; counts: ChangeCounts }>;
  } | null;
  company?: { digit_code: string; name?: string | null } | null;
  /** Set when the apply answered that its preview had been applied before: who, when, its transaction. */
  applied_before?: AppliedBefore | null;
}

/** One message of the `taskProgress` subscription. */
export type TaskProgressMessage<T extends TaskCore = FollowedTask> = Pick<
  ProgressNotice,
  'task_uuid' | 'done' | 'total'
> &
  Partial<Pick<ProgressNotice, 'at'>> & {
    status: TaskStatus;
    /** The whole record: on the first message of a subscription and on every change of status; null on a tick. */
    task?: T | null;
  };

const sameStatusBehind = (known: TaskCore, status: TaskStatus, done: number) =>
  known.status === status && done < known.progress.done;

/**
 * Whether `record` says more than `known`: the higher version wins; at the same version (the same
 * stored state, read again) only a further bar does; after an end, only the end's own record
 * (an end first known from a tick, before its record arrived).
 */
function supersedes(known: TaskCore, record: TaskCore, done: number): boolean {
  if (known.version !== undefined && record.version !== undefined) {
    if (record.version !== known.version) return record.version > known.version;
    return !isTaskEnded(known.status) && done > known.progress.done;
  }
  if (isTaskEnded(known.status))
    return isTaskEnded(record.status) && known.version === undefined && record.version !== undefined;
  return true;
}

/**
 * The task after `message`, or null when the message changes nothing (older, a repeat, about a
 * task not known yet without its record, or after the end).
 */
export function followProgress<T extends TaskCore>(
  known: T | null | undefined,
  message: TaskProgressMessage<T>,
): T | null {
  const progress = { done: message.done, total: message.total };
  const record = message.task;
  if (record) {
    if (known && !supersedes(known, record, progress.done)) return null;
    // A running task's bar never goes back within its status (a record stored before the last tick).
    const behind = known && !isTaskEnded(record.status) && sameStatusBehind(known, record.status, progress.done);
    return { ...record, progress: behind ? known.progress : progress };
  }
  if (!known || isTaskEnded(known.status) || sameStatusBehind(known, message.status, progress.done)) return null;
  if (
    known.status === message.status &&
    known.progress.done === progress.done &&
    known.progress.total === progress.total
  )
    return null;
  return { ...known, status: message.status, progress };
}

/** A record read whole (a list, a query, a cancel's answer) as a message about itself. */
export const recordMessage = <T extends TaskCore>(task: T): TaskProgressMessage<T> => ({
  task_uuid: task.uuid,
  status: task.status,
  done: task.progress.done,
  total: task.progress.total,
  task,
});

/**
 * Whether a failed subscription may work when tried again: the browser or the gateway was
 * unreachable (status 0), the gateway or the platform failed or is unavailable (5xx), or asked to
 * slow down (429). A refusal (401, 403, 404, other 4xx) will not change by waiting.
 */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
