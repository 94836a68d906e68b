/**
 * The task-watching part of the preview-then-apply wizards, written once: after the apply has
 * started a task, `progress` invokes the task follower (`followTask`, taskFollower/), keeps its
 * task in the wizard's context as each message arrives, lets a queued task be cancelled
 * (`cancelTask`) and leaves for the result, the failure or the cancelled step as the task ends;
 * `watchFailed` (following was refused) offers to follow it again; `result` only restarts.
 * Before it, `applyingState(input)` is the step that starts the task: the wizard's `apply` actor,
 * then `progress`, `conflict` (a 409: the rows moved since the preview) or `applyFailed`.
 *
 * A wizard spreads `taskWatchActors`, `taskWatchGuards` and `taskWatchActions` into its
 * `setup()` and `taskProgressStates({...})` into its states; the chart then refers to them by
 * name, so the wizard's own types check every use.
 */
import type { AppliedBefore, MovedRow } from '@console/schema';
import { assign, fromPromise, type EventObject } from 'xstate';
import {
  taskFollowerMachine,
  type TaskFollowerInput,
  type TaskFollowerOutput,
} from '../taskFollower/taskFollowerMachine.js';
import { failureOf, notProvided, type TaskRefInput, type TaskUpdate, type WizardFailure } from './taskWatch.js';

export { notProvided } from './taskWatch.js';

/** What a wizard's context holds for the task-watching states. */
export interface TaskWatchContext {
  task: TaskUpdate | null;
  failure: WizardFailure | null;
  /** The rows that moved since the preview, when the apply answered 409. */
  conflict: MovedRow[] | null;
}

/** How the `apply` actor rejects when the data moved since the preview (a 409). */
export interface ApplyConflictError {
  status: 409;
  message: string;
  rows: MovedRow[];
}

/** A 409 from apply: the data moved since the preview. */
export const isConflict = (error: unknown): error is ApplyConflictError =>
  !!error && typeof error === 'object' && (error as { status?: unknown }).status === 409;

type ErrorEvent = EventObject & { error?: unknown };

/** The events the task-watching states handle (besides `wizard.retry` and `wizard.restart`). */
export type TaskWatchEvent = { type: 'task.cancel' };

/** What the `apply` actor answers: the task that runs the change. */
export interface StartedTask {
  task_uuid: string;
  status: TaskUpdate['status'];
  /** Set when the preview had been applied before: that first apply's task answered again. */
  already_applied?: AppliedBefore | null;
}

/**
 * `followTask` is the task follower (the web app provides it with its subscription:
 * `taskFollowerMachine.provide({ actors: { taskStream } })`); `cancelTask` cancels a queued task.
 */
export const taskWatchActors = {
  followTask: taskFollowerMachine,
  cancelTask: fromPromise<unknown, TaskRefInput>(notProvided('cancelTask')),
};

/** The follower's snapshot (`onSnapshot`) and output (`onDone`) as the guards and actions read them. */
type FollowerSnapshotEvent = EventObject & { snapshot?: { context?: { task?: TaskUpdate | null } } };
type FollowerDoneEvent = EventObject & { output?: TaskFollowerOutput };
const endedAs = (event: EventObject, status: TaskUpdate['status']) =>
  (event as FollowerDoneEvent).output?.task?.status === status;

/** The guards of the task-watching states, typed for a wizard's context and events. */
export function taskWatchGuards<TContext extends TaskWatchContext, TEvent extends EventObject>() {
  type Args = { context: TContext; event: TEvent };
  return {
    /** Only a task that waits its turn can be cancelled: one that runs goes on to its end. */
    taskQueued: ({ context }: Args, _params: undefined) => context.task?.status === 'queued',
    taskSucceeded: ({ event }: Args, _params: undefined) => endedAs(event, 'succeeded'),
    taskFailed: ({ event }: Args, _params: undefined) => endedAs(event, 'failed'),
    taskCancelled: ({ event }: Args, _params: undefined) => endedAs(event, 'cancelled'),
    /** The apply was refused because the data moved since the preview. */
    applyConflict: ({ event }: Args, _params: undefined) => isConflict((event as ErrorEvent).error),
    /**
     * The preview had been applied before and that apply has committed: nothing to follow, the
     * wizard says who applied it when (a first apply still running is followed as one's own).
     */
    appliedBefore: ({ event }: Args, _params: undefined) => {
      const output = (event as EventObject & { output?: StartedTask }).output;
      return Boolean(output?.already_applied) && output?.status === 'succeeded';
    },
  };
}

/** The task as the apply answered it, before its first message. */
export const startedTask = (started: StartedTask): TaskUpdate => ({
  uuid: started.task_uuid,
  status: started.status,
  progress: { done: 0, total: 0 },
  transaction_uuid: started.already_applied?.transaction_uuid ?? null,
  error: null,
  applied_before: started.already_applied ?? null,
});

/**
 * The actions of the task-watching states, typed for a wizard's context and events. Each reads
 * and writes only the task fields, which every such context has.
 */
export function taskWatchActions<TContext extends TaskWatchContext, TEvent extends EventObject>() {
  const assignTask = (update: (args: { context: TaskWatchContext; event: EventObject }) => Partial<TaskWatchContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>((args) => update(args) as Partial<TContext>);
  return {
    /** Keeps the follower's task as each message moves it (its snapshot). */
    recordFollowed: assignTask(({ context, event }) => ({
      task: (event as FollowerSnapshotEvent).snapshot?.context?.task ?? context.task,
    })),
    /** Keeps the task the follower ended with, and why following stopped when it was refused. */
    recordFollowOutput: assignTask(({ context, event }) => {
      const output = (event as FollowerDoneEvent).output;
      return { task: output?.task ?? context.task, failure: output?.failure ?? null };
    }),
    /** Keeps the task an `apply` actor started (its done event). */
    recordStartedTask: assignTask(({ event }) => ({
      task: startedTask((event as EventObject & { output: StartedTask }).output),
      failure: null,
    })),
    /** Keeps the §8 failure of a rejected actor (its error event). */
    recordFailure: assignTask(({ event }) => ({
      failure: failureOf((event as ErrorEvent).error),
    })),
    /** Keeps the rows that moved since the preview (a 409 from `apply`). */
    recordConflict: assignTask(({ event }) => ({
      conflict: (event as EventObject & { error: ApplyConflictError }).error.rows ?? [],
    })),
  };
}

/**
 * The `applying` state of a wizard: invokes its `apply` actor with `input`, then follows the
 * task it started (`progress`), says the preview was applied before (`alreadyApplied`), shows the
 * moved rows (`conflict`) or the failure (`applyFailed`).
 */
export function applyingState<TArgs, TInput>(input: (args: TArgs) => TInput) {
  return {
    tags: ['busy', 'unsaved'],
    invoke: {
      id: 'apply',
      src: 'apply',
      input,
      onDone: [
        { guard: 'appliedBefore', target: 'alreadyApplied', actions: 'recordStartedTask' },
        { target: 'progress', actions: 'recordStartedTask' },
      ],
      onError: [
        { guard: 'applyConflict', target: 'conflict', actions: 'recordConflict' },
        { target: 'applyFailed', actions: 'recordFailure' },
      ],
    },
  } as const;
}

/**
 * The states around the apply that the preview → apply wizards share (dissociation, revert,
 * records delete; the bulk wizard, with its no-preview path, has its own): `applyFailed` (the
 * call failed: retrying is safe, the same preview_id commits once, DESIGN §3; or back to the
 * review), `conflict` (rows moved since the preview, 409: nothing written, a fresh preview) and
 * `taskFailed` (all or nothing: the task wrote nothing, a fresh preview), each with a way out to
 * `exit`. Spread them into the wizard's `states` beside `applying` and taskProgressStates.
 */
export function applyOutcomeStates<const TExit>(exit: TExit) {
  return {
    applyFailed: {
      tags: ['unsaved'],
      on: { 'wizard.retry': 'applying', 'wizard.back': 'review', 'wizard.cancel': exit },
    },
    conflict: { tags: ['unsaved'], on: { 'wizard.refresh': 'previewing', 'wizard.cancel': exit } },
    taskFailed: { on: { 'wizard.retry': 'previewing', 'wizard.cancel': exit } },
  } as const;
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

/** The `progress`, `watchFailed`, `result` and `alreadyApplied` states of a wizard; spread them into its `states`. */
export function taskProgressStates<const TRestart>(targets: TaskWatchTargets<TRestart>) {
  const ref = ({ context }: { context: TaskWatchContext }): TaskRefInput => ({ task_uuid: context.task?.uuid ?? '' });
  const follow = ({ context }: { context: TaskWatchContext }): TaskFollowerInput => ({
    task_uuid: context.task?.uuid ?? '',
    task: context.task,
  });
  return {
    progress: {
      tags: ['busy'],
      invoke: {
        id: 'followTask',
        src: 'followTask',
        input: follow,
        onSnapshot: { actions: 'recordFollowed' },
        onDone: [
          { guard: 'taskSucceeded', target: 'result', actions: 'recordFollowOutput' },
          { guard: 'taskFailed', target: targets.failed, actions: 'recordFollowOutput' },
          { guard: 'taskCancelled', target: targets.cancelled, actions: 'recordFollowOutput' },
          // Refused (the task is gone, or no right to it): says why, offers to try again.
          { target: 'watchFailed', actions: 'recordFollowOutput' },
        ],
        onError: { target: 'watchFailed', actions: 'recordFailure' },
      },
      initial: 'watching',
      states: {
        watching: { on: { 'task.cancel': { guard: 'taskQueued', target: 'cancelling' } } },
        cancelling: {
          // The follower reports the cancelled status; a refusal (it started meanwhile) is shown.
          invoke: {
            id: 'cancelTask',
            src: 'cancelTask',
            input: ref,
            onDone: 'watching',
            onError: { target: 'watching', actions: 'recordFailure' },
          },
        },
      },
    },
    watchFailed: { on: { 'wizard.retry': 'progress', 'wizard.restart': targets.restart } },
    result: { on: { 'wizard.restart': targets.restart } },
    /** The preview had been applied before (another tab): nothing was written again; who, when, its transaction. */
    alreadyApplied: { on: { 'wizard.restart': targets.restart } },
  } as const;
}
