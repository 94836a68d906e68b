/**
 * Rerun of a company's integrity sync: start it (a task), follow its progress live until it
 * ends, then report. The web supplies `startRerun` (the mutation) and `watchProgress` (the
 * taskProgress subscription, resubscribed after a loss) with `.provide()`, so the machine tests
 * without a network. A resubscribed feed starts again from the task's state now: a report that
 * is not newer than the one shown is dropped, so nothing shows twice or goes backwards.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** A progress report of the task. */
export interface RerunProgress {
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  done: number;
  total: number;
}

/** Whether the progress feed is connected ('reconnecting' after a loss, until it is open again). */
export type RerunFeedState = 'connecting' | 'live' | 'reconnecting';

export interface RerunContext {
  code: string;
  taskUuid: string | null;
  progress: RerunProgress | null;
  feed: RerunFeedState;
  error: string | null;
}

export type RerunEvent =
  | { type: 'rerun.start' }
  | { type: 'rerun.progress'; progress: RerunProgress }
  | { type: 'rerun.feed'; state: RerunFeedState }
  | { type: 'rerun.watchFailed'; message: string }
  | { type: 'rerun.reset' };

const ENDED = ['succeeded', 'failed', 'cancelled'];
const rank = (status: RerunProgress['status']) => (status === 'queued' ? 0 : status === 'running' ? 1 : 2);

/**
 * Whether `next` says more than `current`: a later status, or the same status with more done (or
 * a total now known). A repeat or an older report (a resumed feed's first message) is not.
 */
export function isNewerProgress(current: RerunProgress | null, next: RerunProgress): boolean {
  if (!current) return true;
  if (rank(next.status) !== rank(current.status)) return rank(next.status) > rank(current.status);
  return next.done > current.done || (next.done === current.done && next.total !== current.total && next.total > 0);
}

export const rerunMachine = setup({
  types: { context: {} as RerunContext, events: {} as RerunEvent, input: {} as { code: string } },
  actors: {
    startRerun: fromPromise<{ task_uuid: string }, { code: string }>(async () => {
      throw new Error('startRerun is provided by the web app');
    }),
    watchProgress: fromCallback<RerunEvent, { taskUuid: string }>(() => () => undefined),
  },
  guards: {
    ended: ({ event }) => event.type === 'rerun.progress' && ENDED.includes(event.progress.status),
    newer: ({ context, event }) => event.type === 'rerun.progress' && isNewerProgress(context.progress, event.progress),
  },
}).createMachine({
  id: 'integrityRerun',
  context: ({ input }) => ({ code: input.code, taskUuid: null, progress: null, feed: 'connecting', error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'rerun.start': 'starting' } },
    starting: {
      tags: ['busy'],
      entry: assign({ taskUuid: null, progress: null, feed: 'connecting', error: null }),
      invoke: {
        src: 'startRerun',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'watching', actions: assign({ taskUuid: ({ event }) => event.output.task_uuid, progress: { status: 'queued', done: 0, total: 0 } }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    watching: {
      tags: ['busy'],
      invoke: { src: 'watchProgress', input: ({ context }) => ({ taskUuid: context.taskUuid! }) },
      on: {
        'rerun.progress': [
          { guard: 'ended', target: 'ended', actions: assign({ progress: ({ event }) => event.progress }) },
          { guard: 'newer', actions: assign({ progress: ({ event }) => event.progress }) },
        ],
        'rerun.feed': { actions: assign({ feed: ({ event }) => event.state }) },
        'rerun.watchFailed': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    ended: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
    failed: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
  },
});
