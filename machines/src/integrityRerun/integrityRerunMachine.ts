/**
 * Rerun of a company's integrity sync: start it (a task), follow it with the task follower
 * (taskFollower/) until it ends, then report. The web supplies `startRerun` (the mutation) and
 * `followTask` (the follower with its subscription) with `.provide()`. The follower reopens a
 * lost stream by itself, starting again from the task's state now, so nothing shows twice or
 * goes back; `feed` says whether its stream is live.
 */
import { isTaskEnded } from '@console/schema';
import { assign, fromPromise, setup } from 'xstate';
import {
  taskFollowerMachine,
  type TaskFollowerInput,
  type TaskFollowerOutput,
} from '../taskFollower/taskFollowerMachine.js';
import type { FollowedTask } from '../taskFollower/followLogic.js';
import { notProvided } from '../taskMonitor/taskWatch.js';

/** Whether the follower's stream is open ('reconnecting' after a loss, until it answers again). */
export type RerunFeedState = 'connecting' | 'live' | 'reconnecting';

export interface IntegrityRerunContext {
  code: string;
  task: FollowedTask | null;
  feed: RerunFeedState;
  /** Why the sync did not start, or could not be followed. */
  error: string | null;
}

export type IntegrityRerunEvent = { type: 'rerun.start' } | { type: 'rerun.reset' };

type FollowerSnapshot = { value?: unknown; context?: { task?: FollowedTask | null } };
/** The follower's stream state, from its state value. */
export function feedOf(snapshot: FollowerSnapshot | undefined): RerunFeedState {
  const value = snapshot?.value;
  if (value === 'reconnecting') return 'reconnecting';
  return value && typeof value === 'object' && (value as { following?: unknown }).following === 'live'
    ? 'live'
    : 'connecting';
}

const queued = (uuid: string): FollowedTask => ({
  uuid,
  status: 'queued',
  progress: { done: 0, total: 0 },
  transaction_uuid: null,
  error: null,
});

export const integrityRerunMachine = setup({
  types: { context: {} as IntegrityRerunContext, events: {} as IntegrityRerunEvent, input: {} as { code: string } },
  actors: {
    startRerun: fromPromise<{ task_uuid: string }, { code: string }>(notProvided('startRerun')),
    followTask: taskFollowerMachine,
  },
  guards: {
    /** The follower ended with the task's end (not refused). */
    taskEnded: ({ event }) => {
      const status = (event as { output?: TaskFollowerOutput }).output?.task?.status;
      return !!status && isTaskEnded(status);
    },
  },
}).createMachine({
  id: 'integrityRerun',
  context: ({ input }) => ({ code: input.code, task: null, feed: 'connecting', error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'rerun.start': 'starting' } },
    starting: {
      tags: ['busy'],
      entry: assign({ task: null, feed: 'connecting', error: null }),
      invoke: {
        id: 'startRerun',
        src: 'startRerun',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'watching', actions: assign({ task: ({ event }) => queued(event.output.task_uuid) }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    watching: {
      tags: ['busy'],
      invoke: {
        id: 'followTask',
        src: 'followTask',
        input: ({ context }): TaskFollowerInput => ({ task_uuid: context.task?.uuid ?? '', task: context.task }),
        onSnapshot: {
          actions: assign(({ context, event }) => {
            const snapshot = (event as { snapshot?: FollowerSnapshot }).snapshot;
            return { task: snapshot?.context?.task ?? context.task, feed: feedOf(snapshot) };
          }),
        },
        onDone: [
          { guard: 'taskEnded', target: 'ended', actions: assign({ task: ({ event }) => event.output.task }) },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                event.output.failure?.detail ?? event.output.failure?.message ?? 'The sync could not be followed.',
            }),
          },
        ],
      },
    },
    ended: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
    failed: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
  },
});
