/**
 * The task follower (machines/src/taskFollower) with its subscription: `taskProgress` of the task
 * over the browser's live connection. Every place that follows a task uses this one: the
 * wizards (invoked as `followTask`), the integrity rerun, the media upload and the task details.
 */
import { fromCallback, type EventObject } from 'xstate';
import { taskFollowerMachine, type TaskFollowerEvent, type TaskStreamInput } from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { toAppError } from '../../kit/graphql/appError.js';
import { TASK_PROGRESS } from './graphql/operations.js';
import { toProgressMessage } from './toTask.js';

/** Subscribes to one task's progress and tells the follower each message, failure and end. */
export const taskStreamActor = fromCallback<EventObject, TaskStreamInput>(({ input, sendBack }) => {
  const send = (event: TaskFollowerEvent) => sendBack(event);
  let over = false;
  const subscription = apolloClient
    .subscribe({ query: TASK_PROGRESS, variables: { task_uuid: input.task_uuid }, fetchPolicy: 'no-cache' })
    .subscribe({
      next: (result) => {
        if (over) return;
        if (result.error) {
          over = true;
          return send({ type: 'follow.error', error: toAppError(result.error) });
        }
        const progress = result.data?.taskProgress;
        if (progress) send({ type: 'follow.message', message: toProgressMessage(progress) });
      },
      error: (error: unknown) => !over && ((over = true), send({ type: 'follow.error', error: toAppError(error) })),
      complete: () => !over && ((over = true), send({ type: 'follow.complete' })),
    });
  return () => subscription.unsubscribe();
});

/** The follower every screen starts or invokes. */
export const webTaskFollower = taskFollowerMachine.provide({ actors: { taskStream: taskStreamActor } });
