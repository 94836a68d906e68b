/**
 * Test support only (not exported from the package): the task follower with a subscription the
 * test drives. `emit(task)` sends the follower a message carrying `task` whole, as the
 * subscription does on every change of status; `fail(error)` and `end()` lose the stream.
 */
import { fromCallback, type EventObject } from 'xstate';
import { recordMessage, type FollowedTask } from './followLogic.js';
import { taskFollowerMachine, type TaskFollowerEvent, type TaskStreamInput } from './taskFollowerMachine.js';

export function drivenFollower() {
  let sendBack: ((event: EventObject) => void) | null = null;
  const send = (event: TaskFollowerEvent) => sendBack?.(event);
  const opened: string[] = [];
  const followTask = taskFollowerMachine.provide({
    actors: {
      taskStream: fromCallback<EventObject, TaskStreamInput>(({ input, sendBack: back }) => {
        opened.push(input.task_uuid);
        sendBack = back;
        return () => (sendBack = null);
      }),
    },
  });
  return {
    followTask,
    /** The task uuid of each subscription opened, in order. */
    opened,
    emit: (task: FollowedTask) => send({ type: 'follow.message', message: recordMessage(task) }),
    /** A tick: the bar only. */
    tick: (uuid: string, done: number, total: number) =>
      send({ type: 'follow.message', message: { task_uuid: uuid, status: 'running', done, total, task: null } }),
    fail: (error: unknown) => send({ type: 'follow.error', error }),
    end: () => send({ type: 'follow.complete' }),
  };
}

/**
 * For path tests of a machine that invokes the follower as `followTask`: the events it sends its
 * parent — its snapshot as the task moves (queued, running), and its output at each end
 * (succeeded, failed, cancelled, and lost: following refused) — plus its error event.
 */
export function followerEvents(uuid: string, extra: { failed?: Partial<FollowedTask> } = {}) {
  const task = (status: FollowedTask['status'], over: Partial<FollowedTask> = {}): FollowedTask => ({
    uuid,
    status,
    progress: { done: 0, total: 1 },
    transaction_uuid: null,
    error: null,
    ...over,
  });
  const done = (output: { task: FollowedTask | null; failure: unknown }) => ({
    type: 'xstate.done.actor.followTask',
    output,
  });
  return [
    ...(['queued', 'running'] as const).map((status) => ({
      type: 'xstate.snapshot.followTask',
      snapshot: { context: { task: task(status) } },
    })),
    ...(['succeeded', 'failed', 'cancelled'] as const).map((status) => done({ task: task(status), failure: null })),
    ...(extra.failed ? [done({ task: task('failed', extra.failed), failure: null })] : []),
    done({ task: task('running'), failure: { status: 403, message: 'Unauthorized access.', detail: null } }),
    { type: 'xstate.error.actor.followTask', error: { status: 500 } },
  ];
}
