/** The live subscriptions and the monitor's first page (live.graphql beside this file, typed by codegen). */
import type {
  FollowedTaskFieldsFragment,
  LiveStatusSubscription,
  TaskFieldsFragment,
  TaskProgressSubscription,
  TransactionFieldsFragment,
} from '../../../kit/graphql/generated/graphql.js';

export {
  TaskUpdatedDocument as TASK_UPDATED,
  TaskProgressDocument as TASK_PROGRESS,
  TransactionCommittedDocument as TRANSACTION_COMMITTED,
  MonitorTasksDocument as TASKS,
  LiveStatusDocument as LIVE_STATUS,
} from '../../../kit/graphql/generated/graphql.js';

/** The task as the monitor reads it; of two snapshots of a task, the higher `version` is the newer. */
export type TaskRow = TaskFieldsFragment;
/** One committed transaction. */
export type TransactionRow = TransactionFieldsFragment;
/** A task record with its transaction's counts, as progress messages carry it on every change of status. */
export type FollowedTaskRow = FollowedTaskFieldsFragment;
/** One message of `taskProgress`: the bar, and the whole record on the first message and on every change of status. */
export type ProgressEvent = TaskProgressSubscription['taskProgress'];
/** The gateway's view of the platform (issue 14): UP or DOWN, since when, and the next try while down. */
export type LiveStatusRow = LiveStatusSubscription['liveStatus'];
