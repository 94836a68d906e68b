/** Turns the gateway's task into the machines' shapes: the monitor's `Task`, a follower's task and message. */
import type { FollowedTask, TaskProgressMessage } from '@console/machines';
import type { Task } from '@console/schema';
import type { FollowedTaskRow, ProgressEvent, TaskRow } from './graphql/operations.js';
import { jsonRecord } from '../../kit/graphql/json.js';

export function toTask(row: TaskRow): Task {
  const name = row.company?.name ?? row.company_name ?? undefined;
  return {
    id: row.id,
    uuid: row.uuid,
    // The record's version orders snapshots: the monitor keeps the higher one.
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    task_name: row.task_name,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    user_uuid: row.user_uuid,
    company: row.company ? { digit_code: row.company.digit_code, ...(name ? { name } : {}) } : null,
    started_at: row.started_at,
    finished_at: row.finished_at,
    result: row.result == null ? null : jsonRecord(row.result),
    error: row.error,
    transaction_uuid: row.transaction_uuid,
  };
}

/** A task with the counts of its transaction: what a follower and the monitor hold. */
export type LiveTask = Task & Pick<FollowedTask, 'transaction' | 'moved_rows'>;

export const toLiveTask = (row: FollowedTaskRow): LiveTask => ({
  ...toTask(row),
  transaction: row.transaction ?? null,
  moved_rows: row.moved_rows ?? null,
});

/** A `taskProgress` message as the follower's rule reads it. */
export const toProgressMessage = (p: ProgressEvent): TaskProgressMessage<LiveTask> => ({
  task_uuid: p.task_uuid,
  status: p.status,
  done: p.done,
  total: p.total,
  at: p.at,
  task: p.task ? toLiveTask(p.task) : null,
});
