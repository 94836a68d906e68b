/** Turns the gateway's task into the monitor's `Task` (the machine's shape). */
import type { Task, TaskStatus } from '@console/schema';
import type { TaskRow } from './graphql/operations.js';

const STATUS_RANK: Record<TaskStatus, number> = { queued: 0, running: 1, succeeded: 2, failed: 2, cancelled: 2 };

/**
 * An ordering of a task's states. The GraphQL `Task` has no `version`, and the monitor applies a
 * change without a feed position (a reloaded list) only when its version is higher; the time of
 * the change, then the status, then the progress give the same order.
 */
export function syntheticVersion(row: Pick<TaskRow, 'updated_at' | 'status' | 'progress'>): number {
  const at = Date.parse(row.updated_at) || 0;
  const share = row.progress.total > 0 ? Math.min(99, Math.floor((row.progress.done / row.progress.total) * 99)) : 0;
  return at * 1000 + STATUS_RANK[row.status] * 100 + share;
}

export function toTask(row: TaskRow): Task {
  const name = row.company?.name ?? row.company_name ?? undefined;
  return {
    id: row.id,
    uuid: row.uuid,
    version: syntheticVersion(row),
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
    result: row.result,
    error: row.error,
    transaction_uuid: row.transaction_uuid,
  };
}
