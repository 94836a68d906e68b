/** Task screens' queries and the cancel (tasks.graphql beside this file, typed by codegen). */
import type {
  CancelTaskMutation,
  TaskDetailsQuery,
  TaskUserNamesQuery,
} from '../../../kit/graphql/generated/graphql.js';

export {
  TaskDetailsDocument as TASK,
  CancelTaskDocument as CANCEL_TASK,
  TaskUserNamesDocument as USER_NAMES,
  TaskStarterDocument as TASK_STARTER,
} from '../../../kit/graphql/generated/graphql.js';

/**
 * A task on its details page: with its progress over time as the platform stored it (the list and the feed
 * carry none).
 */
export type TaskDetailsRow = NonNullable<TaskDetailsQuery['task']>;
export type CancelTaskResult = CancelTaskMutation;
export type UserName = TaskUserNamesQuery['users']['rows'][number];
