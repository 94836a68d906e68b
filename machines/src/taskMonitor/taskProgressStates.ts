/**
 * The task-watching part of the preview-then-apply wizards, written once: after the apply has
 * started a task, `progress` follows it (`watchTask`), lets a queued one be cancelled
 * (`cancelTask`) and leaves for the result, the failure or the cancelled step as the task ends;
 * `watchFailed` offers to follow it again; `result` only restarts.
 *
 * A wizard spreads `taskWatchActors`, `taskWatchGuards` and `taskWatchActions` into its
 * `setup()` and `taskProgressStates({...})` into its states; the chart then refers to them by
 * name, so the wizard's own types check every use.
 */
import { assign, fromCallback, fromPromise, type EventObject } from 'xstate';
import { failureOf, isFinished, type TaskRefInput, type TaskUpdate, type TaskUpdateEvent, type WizardFailure } from './taskWatch.js';

/** What a wizard's context holds for the task-watching states. */
export interface TaskWatchContext {
  task: TaskUpdate | null;
  failure: WizardFailure | null;
}

/** The events the task-watching states handle (besides `wizard.retry` and `wizard.restart`). */
export type TaskWatchEvent = TaskUpdateEvent | { type: 'task.cancel' };

/** What the `apply` actor answers: the task that runs the change. */
export interface StartedTask {
  task_uuid: string;
  status: TaskUpdate['status'];
}

/** The body of an actor the web app must supply with `machine.provide({ actors })`. */
export const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor must be provided by the app (machine.provide).`);
};

/** `watchTask` reports each change of the task as `task.update`; `cancelTask` cancels a queued one. */
export const taskWatchActors = {
  watchTask: fromCallback<EventObject, TaskRefInput>(notProvided('watchTask')),
  cancelTask: fromPromise<unknown, TaskRefInput>(notProvided('cancelTask')),
};

const isTaskUpdate = (event: EventObject): event is TaskUpdateEvent => event.type === 'task.update';
const endedAs = (event: EventObject, test: (status: TaskUpdate['status']) => boolean) => isTaskUpdate(event) && test(event.task.status);

/** The guards of the task-watching states, typed for a wizard's context and events. */
export function taskWatchGuards<TContext extends TaskWatchContext, TEvent extends EventObject>() {
  type Args = { context: TContext; event: TEvent };
  return {
    /** Only a task that waits its turn can be cancelled: one that runs goes on to its end. */
    taskQueued: ({ context }: Args, _params: undefined) => context.task?.status === 'queued',
    taskSucceeded: ({ event }: Args, _params: undefined) => endedAs(event, (s) => s === 'succeeded'),
    taskFailed: ({ event }: Args, _params: undefined) => endedAs(event, (s) => s === 'failed'),
    /** Any other end (cancelled). */
    taskEnded: ({ event }: Args, _params: undefined) => endedAs(event, isFinished),
  };
}

/** The task as the apply answered it, before its first update. */
export const startedTask = (started: StartedTask): TaskUpdate => ({
  uuid: started.task_uuid,
  status: started.status,
  progress: { done: 0, total: 0 },
  transaction_uuid: null,
  error: null,
});

/**
 * The actions of the task-watching states, typed for a wizard's context and events. Each reads
 * and writes only the task fields, which every such context has.
 */
export function taskWatchActions<TContext extends TaskWatchContext, TEvent extends EventObject>() {
  const assignTask = (update: (args: { context: TaskWatchContext; event: EventObject }) => Partial<TaskWatchContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>((args) => update(args) as Partial<TContext>);
  return {
    /** Keeps the task of a `task.update`. */
    recordTask: assignTask(({ context, event }) => ({ task: isTaskUpdate(event) ? event.task : context.task })),
    /** Keeps the task an `apply` actor started (its done event). */
    recordStartedTask: assignTask(({ event }) => ({ task: startedTask((event as EventObject & { output: StartedTask }).output), failure: null })),
    /** Keeps the §8 failure of a rejected actor (its error event). */
    recordFailure: assignTask(({ event }) => ({ failure: failureOf((event as EventObject & { error?: unknown }).error) })),
  };
}

/** Where the task-watching states lead: sibling state keys, and the wizard's own restart transition. */
export interface TaskWatchTargets<TRestart> {
  /** The task failed (all or nothing: it wrote nothing). */
  failed: string;
  /** The task was cancelled before it ran. */
  cancelled: string;
  /** `wizard.restart` from the result or a lost watch: back to the wizard's start. */
  restart: TRestart;
}

/** The `progress`, `watchFailed` and `result` states of a wizard; spread them into its `states`. */
export function taskProgressStates<const TRestart>(targets: TaskWatchTargets<TRestart>) {
  const ref = ({ context }: { context: TaskWatchContext }): TaskRefInput => ({ task_uuid: context.task?.uuid ?? '' });
  return {
    progress: {
      tags: ['busy'],
      invoke: { id: 'watchTask', src: 'watchTask', input: ref, onError: { target: 'watchFailed', actions: 'recordFailure' } },
      initial: 'watching',
      states: {
        watching: { on: { 'task.cancel': { guard: 'taskQueued', target: 'cancelling' } } },
        cancelling: {
          // The watcher reports the cancelled status; a refusal (it started meanwhile) is shown.
          invoke: { id: 'cancelTask', src: 'cancelTask', input: ref, onDone: 'watching', onError: { target: 'watching', actions: 'recordFailure' } },
        },
      },
      on: {
        'task.update': [
          { guard: 'taskSucceeded', target: 'result', actions: 'recordTask' },
          { guard: 'taskFailed', target: targets.failed, actions: 'recordTask' },
          { guard: 'taskEnded', target: targets.cancelled, actions: 'recordTask' },
          { actions: 'recordTask' },
        ],
      },
    },
    watchFailed: { on: { 'wizard.retry': 'progress', 'wizard.restart': targets.restart } },
    result: { on: { 'wizard.restart': targets.restart } },
  } as const;
}
