/**
 * What the wizards need from a running task: the task follower (taskFollower/) reports it until
 * it ends; `cancelTask` cancels a queued one. The web app supplies the follower's subscription
 * and the cancel mutation.
 */
import { statusOf, messageForStatus } from '@console/schema';
import type { FollowedTask } from '../taskFollower/followLogic.js';

/** The part of a task the wizards show: the follower's task. */
export type TaskUpdate = FollowedTask;

/** Input of the `cancelTask` actor. */
export interface TaskRefInput {
  task_uuid: string;
}

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

/** The body of an actor the web app must supply with `machine.provide({ actors })`. */
export const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor must be provided by the app (machine.provide).`);
};
