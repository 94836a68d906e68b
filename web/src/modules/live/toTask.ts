/** Turns the gateway's task into the monitor's `Task` (the machine's shape). */
import type { Task } from '@console/schema';
import type { TaskRow } from './graphql/operations.js';

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
    result: row.result,
    error: row.error,
    transaction_uuid: row.transaction_uuid,
  };
}
