/** The live subscriptions of schema/graphql/live.graphql, typed by hand (no codegen until integration). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { TaskStatus } from '@console/schema';

/** The task as the monitor reads it (schema/graphql/operations.graphql `Task`). */
export interface TaskRow {
  id: number;
  uuid: string;
  /** Raised by every change: of two snapshots of a task, the higher version is the newer. */
  version: number;
  task_name: string;
  kind: string;
  status: TaskStatus;
  progress: { done: number; total: number };
  user_uuid: string | null;
  company: { digit_code: string; name: string | null } | null;
  company_name: string | null;
  started_at: string | null;
  finished_at: string | null;
  result: Record<string, unknown> | null;
  error: string | null;
  transaction_uuid: string | null;
  created_at: string;
  updated_at: string;
}

export const TASK_FIELDS = `id uuid version task_name kind status progress { done total } user_uuid company { digit_code name } company_name started_at finished_at result error transaction_uuid created_at updated_at`;

/** One committed transaction (schema/graphql/operations.graphql `Transaction`). */
export interface TransactionRow {
  id: number;
  uuid: string;
  kind: string;
  resource: string;
  user_uuid: string | null;
  company: { digit_code: string; name: string | null } | null;
  counts: { insert: number; update: number; delete: number };
  status: string;
  started_at: string;
  finished_at: string;
  task_uuid: string | null;
}

export const TRANSACTION_FIELDS = `id uuid kind resource user_uuid company { digit_code name } counts { insert update delete } status started_at finished_at task_uuid`;

/** A task record with its transaction's counts, as progress messages carry it on every change of status. */
export interface FollowedTaskRow extends TaskRow {
  transaction: { uuid: string; resource: string; counts: { insert: number; update: number; delete: number } } | null;
}

export const FOLLOWED_TASK_FIELDS = `${TASK_FIELDS} transaction { uuid resource counts { insert update delete } }`;

/** One message of `taskProgress`: the bar, and the whole record on the first message and on every change of status. */
export interface ProgressEvent {
  task_uuid: string;
  status: TaskStatus;
  done: number;
  total: number;
  at: string;
  task: FollowedTaskRow | null;
}

/** Task changes; with `opening: true` the first message has `task: null` and says the subscription is live. */
export const TASK_UPDATED: TypedDocumentNode<{ taskUpdated: { position: number; task: TaskRow | null } }, { after?: number | null; task_uuid?: string | null; opening?: boolean }> = gql`
  subscription TaskUpdated($after: Int, $task_uuid: ID, $opening: Boolean) { taskUpdated(after: $after, task_uuid: $task_uuid, opening: $opening) { position task { ${TASK_FIELDS} } } }
`;

/** Progress of one task to its end (the stream then completes), or of every task without `task_uuid` (the monitor). */
export const TASK_PROGRESS: TypedDocumentNode<{ taskProgress: ProgressEvent }, { task_uuid?: string | null }> = gql`
  subscription TaskProgress($task_uuid: ID) { taskProgress(task_uuid: $task_uuid) { task_uuid status done total at task { ${FOLLOWED_TASK_FIELDS} } } }
`;

/** Commits; with `opening: true` the first message has `transaction: null` and says the subscription is live. */
export const TRANSACTION_COMMITTED: TypedDocumentNode<
  { transactionCommitted: { position: number; transaction: TransactionRow | null } },
  { after?: number | null; company_digit_code?: string | null; opening?: boolean }
> = gql`
  subscription TransactionCommitted($after: Int, $company_digit_code: String, $opening: Boolean) {
    transactionCommitted(after: $after, company_digit_code: $company_digit_code, opening: $opening) { position transaction { ${TRANSACTION_FIELDS} } }
  }
`;

export const TASKS: TypedDocumentNode<{ tasks: { rows: TaskRow[]; navigation: { total_items: number } } }, { filter?: unknown; page_size?: number }> = gql`
  query MonitorTasks($filter: JSON, $page_size: Int) {
    tasks(filter: $filter, navigation: { page: 1, page_size: $page_size, sort: [{ field: "id", direction: desc }] }) { rows { ${TASK_FIELDS} } navigation { total_items } }
  }
`;

/** The gateway's view of the platform (issue 14): UP or DOWN, since when, and the next try while down. */
export interface LiveStatusRow {
  platform: 'UP' | 'DOWN';
  since: string;
  retry_in_ms: number | null;
}

/** The current state at once, then every change. */
export const LIVE_STATUS: TypedDocumentNode<{ liveStatus: LiveStatusRow }, Record<string, never>> = gql`
  subscription LiveStatus { liveStatus { platform since retry_in_ms } }
`;
