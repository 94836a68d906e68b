/**
 * Rerun of a company's integrity sync: start it (a task), follow its progress live until it
 * ends, then report. The web supplies `startRerun` (the mutation) and `watchProgress` (the
 * taskProgress subscription) with `.provide()`, so the machine tests without a network.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** A progress report of the task. */
export interface RerunProgress {
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  done: number;
  total: number;
}

export interface RerunContext {
  code: string;
  taskUuid: string | null;
  progress: RerunProgress | null;
  error: string | null;
}

export type RerunEvent =
  | { type: 'rerun.start' }
  | { type: 'rerun.progress'; progress: RerunProgress }
  | { type: 'rerun.watchFailed'; message: string }
  | { type: 'rerun.reset' };

const ENDED = ['succeeded', 'failed', 'cancelled'];

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
  },
}).createMachine({
  id: 'integrityRerun',
  context: ({ input }) => ({ code: input.code, taskUuid: null, progress: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'rerun.start': 'starting' } },
    starting: {
      tags: ['busy'],
      entry: assign({ taskUuid: null, progress: null, error: null }),
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
          { actions: assign({ progress: ({ event }) => event.progress }) },
        ],
        'rerun.watchFailed': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    ended: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
    failed: { on: { 'rerun.start': 'starting', 'rerun.reset': 'idle' } },
  },
});
