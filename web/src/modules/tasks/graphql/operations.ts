/** Task screens' queries and the cancel (schema/graphql/operations.graphql, utilities.graphql). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { TaskProgressSample } from '@console/schema';
import { TASK_FIELDS, type TaskRow } from '../../live/index.js';

/** A task on its details page: with its progress over time as the platform stored it (the list and the feed carry none). */
export type TaskDetailsRow = TaskRow & { progress_samples: TaskProgressSample[] };
export const TASK: TypedDocumentNode<{ task: TaskDetailsRow | null }, { uuid: string }> = gql`
  query TaskDetails($uuid: ID!) { task(uuid: $uuid) { ${TASK_FIELDS} progress_samples { at done total } } }
`;

export interface CancelTaskResult {
  cancelTask: { ok: boolean; message: string | null; status: number; task: TaskRow | null };
}
export const CANCEL_TASK: TypedDocumentNode<CancelTaskResult, { uuid: string }> = gql`
  mutation CancelTask($uuid: ID!) { cancelTask(uuid: $uuid) { ok message status task { ${TASK_FIELDS} } } }
`;

export interface UserName {
  user_uuid: string;
  email: string;
  display_name: string;
}
/** Users (adminOrOwner only): to show who started a task. */
export const USER_NAMES: TypedDocumentNode<{ users: { rows: UserName[] } }, Record<string, never>> = gql`
  query TaskUserNames { users(navigation: { page: 1, page_size: 500 }) { rows { user_uuid email display_name } } }
`;

/** A task's first events (who created it, with their e-mail): for users who may not list users. */
export const TASK_STARTER: TypedDocumentNode<{ history: { rows: Array<{ user_uuid: string | null; user_email: string | null }> } }, { uuid: string }> = gql`
  query TaskStarter($uuid: ID!) { history(resource: tasks, filter: { uuid: $uuid }, navigation: { page: 1, page_size: 20 }) { rows { user_uuid user_email } } }
`;
