/**
 * What the wizards need from a running task: the `watchTask` callback actor reports each change
 * of the task as a `task.update` event until the task ends; `cancelTask` cancels a queued one.
 * The web app supplies both (from the task subscription and the cancel mutation).
 */
import { statusOf, messageForStatus, type Task, type TaskStatus } from '@console/schema';

/** The part of a task the wizards show. */
export type TaskUpdate = Pick<Task, 'uuid' | 'status' | 'progress' | 'transaction_uuid' | 'error'> & {
  result?: Task['result'];
};

/** Sent by the `watchTask` actor to its parent whenever the task changes (and once on start). */
export interface TaskUpdateEvent {
  type: 'task.update';
  task: TaskUpdate;
}
/** Input of the `watchTask` and `cancelTask` actors. */
export interface TaskRefInput {
  task_uuid: string;
}

/** Statuses after which a task changes no more. */
export const FINISHED_STATUSES: readonly TaskStatus[] = ['succeeded', 'failed', 'cancelled'];
export const isFinished = (status: TaskStatus): boolean => FINISHED_STATUSES.includes(status);

/** A failed call as the wizards show it: the §8 catalogue message, plus the platform's own words. */
export interface WizardFailure {
  status: number;
  message: string;
  detail: string | null;
}

/** Reads a rejected actor's error (an Error or a plain object with `status` and `message`). */
export function failureOf(error: unknown): WizardFailure {
  const status = statusOf(error);
  const raw = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  const message = messageForStatus(status);
  const detail = typeof raw === 'string' && raw !== '' && raw !== message ? raw : null;
  return { status, message, detail };
}
