/**
 * The one way to follow a task (issue 14): idle -> following -> succeeded | failed | cancelled.
 * It keeps the latest bar (`done`/`total`) and the task record that the `taskProgress`
 * subscription brings (the whole record on its first message and on every change of status), so
 * nothing refetches a task to finish and the bar and the counts come from the same messages.
 *
 * The subscription is the `taskStream` actor the web app supplies with `.provide()`. A lost or
 * ended-too-soon stream is opened again after a growing wait (`reconnecting`): its first message
 * carries the record as it is now, which covers whatever was missed. A refusal that waiting will
 * not change (401, 403, 404) ends in `lost`. Wizards invoke it and read its snapshot and output;
 * screens start it on their own. Events are `follow.*`; tags `busy`, `live`, `reconnecting`.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { statusOf } from '@console/schema';
import { failureOf, notProvided, type WizardFailure } from '../taskMonitor/taskWatch.js';
import { followProgress, isTransientStatus, type FollowedTask, type TaskProgressMessage } from './followLogic.js';

/** Waits before opening the stream again after 1, 2, 3… losses in a row (ms); the last repeats. */
export const FOLLOW_BACKOFF_MS = [250, 1000, 2000, 4000, 8000] as const;
/** The wait after `attempt` losses in a row. */
export const backoffAfter = (attempt: number): number =>
  FOLLOW_BACKOFF_MS[Math.min(Math.max(attempt, 1), FOLLOW_BACKOFF_MS.length) - 1]!;

export interface TaskFollowerInput {
  /** The task to follow at once; without it the follower waits for `follow.start`. */
  task_uuid?: string | null;
  /** What is already known of it (e.g. the apply's answer: queued, 0 of 0). */
  task?: FollowedTask | null;
}

export interface TaskFollowerContext {
  task_uuid: string | null;
  /** The task as the latest message left it (null until the first). */
  task: FollowedTask | null;
  /** When the bar of the latest message that moved it was measured (ISO; null before). */
  at: string | null;
  /** Losses in a row since the last message: how long the next wait is. */
  attempt: number;
  /** The last loss (while reconnecting) or why following stopped (`lost`). */
  failure: WizardFailure | null;
}

/** What a finished follower answers (`onDone` of a parent that invoked it). */
export interface TaskFollowerOutput {
  task: FollowedTask | null;
  failure: WizardFailure | null;
}

export type TaskFollowerEvent =
  | { type: 'follow.start'; task_uuid: string; task?: FollowedTask | null }
  /** A message of the subscription (sent by `taskStream`). */
  | { type: 'follow.message'; message: TaskProgressMessage }
  /** The subscription failed (sent by `taskStream`): retried when transient, else `lost`. */
  | { type: 'follow.error'; error: unknown }
  /** The subscription completed (sent by `taskStream`): before the end it is a loss. */
  | { type: 'follow.complete' }
  /** Open the stream again now, without waiting out the back-off. */
  | { type: 'follow.retry' };

/** Input of the `taskStream` actor. */
export interface TaskStreamInput {
  task_uuid: string;
}

const messageOf = (event: TaskFollowerEvent) => (event.type === 'follow.message' ? event.message : null);
/** The task after a `follow.message` (null: nothing changes). */
const after = (context: TaskFollowerContext, event: TaskFollowerEvent) => {
  const message = messageOf(event);
  return message && message.task_uuid === context.task_uuid ? followProgress(context.task, message) : null;
};
const endsAs =
  (status: FollowedTask['status']) =>
  ({ context, event }: { context: TaskFollowerContext; event: TaskFollowerEvent }) =>
    after(context, event)?.status === status;

export const taskFollowerMachine = setup({
  types: {
    context: {} as TaskFollowerContext,
    events: {} as TaskFollowerEvent,
    input: {} as TaskFollowerInput | undefined,
    output: {} as TaskFollowerOutput,
  },
  actors: {
    taskStream: fromCallback<EventObject, TaskStreamInput>(notProvided('taskStream')),
    /**
     * The back-off, as an actor rather than a delayed transition: a follower restored from a
     * persisted snapshot (a wizard after a reload) starts its invoked actors again, while a
     * delayed event would be lost and leave it waiting for ever.
     */
    waitOut: fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
      const timer = setTimeout(() => sendBack({ type: 'follow.retry' }), input.ms);
      return () => clearTimeout(timer);
    }),
  },
  guards: {
    hasTask: ({ context }) => context.task_uuid !== null,
    succeeds: endsAs('succeeded'),
    fails: endsAs('failed'),
    isCancelled: endsAs('cancelled'),
    changes: ({ context, event }) => after(context, event) !== null,
    /** A message of this task, even one that changes nothing: the stream works. */
    ownMessage: ({ context, event }) => messageOf(event)?.task_uuid === context.task_uuid,
    transient: ({ event }) => event.type === 'follow.error' && isTransientStatus(statusOf(event.error)),
  },
  actions: {
    record: assign(({ context, event }) => ({
      task: after(context, event) ?? context.task,
      at: messageOf(event)?.at ?? context.at,
      attempt: 0,
      failure: null,
    })),
    heard: assign({ attempt: 0, failure: null }),
    recordError: assign({ failure: ({ event }) => (event.type === 'follow.error' ? failureOf(event.error) : null) }),
    countLoss: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
}).createMachine({
  id: 'taskFollower',
  context: ({ input }) => ({
    task_uuid: input?.task_uuid ?? null,
    task: input?.task ?? null,
    at: null,
    attempt: 0,
    failure: null,
  }),
  initial: 'start',
  output: ({ context }) => ({ task: context.task, failure: context.failure }),
  states: {
    start: { always: [{ guard: 'hasTask', target: 'following' }, { target: 'idle' }] },
    idle: {
      on: {
        'follow.start': {
          target: 'following',
          actions: assign(({ event }) => ({
            task_uuid: event.task_uuid,
            task: event.task ?? null,
            at: null,
            attempt: 0,
            failure: null,
          })),
        },
      },
    },
    following: {
      tags: ['busy'],
      invoke: { id: 'taskStream', src: 'taskStream', input: ({ context }) => ({ task_uuid: context.task_uuid ?? '' }) },
      initial: 'opening',
      states: {
        /** Subscribed, nothing heard yet. */
        opening: {},
        /** The stream answered: its messages arrive. */
        live: { tags: ['live'] },
      },
      on: {
        'follow.message': [
          { guard: 'succeeds', target: 'succeeded', actions: 'record' },
          { guard: 'fails', target: 'failed', actions: 'record' },
          { guard: 'isCancelled', target: 'cancelled', actions: 'record' },
          { guard: 'changes', target: '.live', actions: 'record' },
          { guard: 'ownMessage', target: '.live', actions: 'heard' },
        ],
        'follow.error': [
          { guard: 'transient', target: 'reconnecting', actions: 'recordError' },
          { target: 'lost', actions: 'recordError' },
        ],
        'follow.complete': 'reconnecting',
      },
    },
    /** The stream was lost before the end: open it again after the back-off. */
    reconnecting: {
      tags: ['busy', 'reconnecting'],
      entry: 'countLoss',
      invoke: { id: 'waitOut', src: 'waitOut', input: ({ context }) => ({ ms: backoffAfter(context.attempt) }) },
      on: { 'follow.retry': 'following' },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
    /** Following was refused (no right to the task, or it is gone): `failure` says why. */
    lost: { type: 'final' },
  },
});
