import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { bulkWizardMachine } from '../bulkWizard/bulkWizardMachine.js';
import { dissociationWizardMachine } from '../dissociationWizard/dissociationWizardMachine.js';
import {
  taskProgressStates,
  taskWatchActions,
  taskWatchActors,
  taskWatchGuards,
  type TaskWatchContext,
  type TaskWatchEvent,
} from './taskProgressStates.js';
import type { TaskRefInput, TaskUpdate } from './taskWatch.js';
import { drivenFollower } from '../taskFollower/testStream.js';

const T = '22222222-2222-4222-8222-222222222222';
type Ctx = TaskWatchContext;
type Ev = TaskWatchEvent | { type: 'start' } | { type: 'wizard.retry' } | { type: 'wizard.restart' };

/** The smallest wizard: idle -> progress (the shared states) -> its own failed and cancelled steps. */
const miniSetup = setup({
  types: { context: {} as Ctx, events: {} as Ev },
  actors: { ...taskWatchActors },
  guards: { ...taskWatchGuards<Ctx, Ev>() },
  actions: { ...taskWatchActions<Ctx, Ev>() },
});
const mini = miniSetup.createMachine({
  id: 'mini',
  context: { task: null, failure: null, conflict: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        start: {
          target: 'progress',
          actions: miniSetup.assign({
            task: { uuid: T, status: 'queued', progress: { done: 0, total: 0 }, transaction_uuid: null, error: null },
          }),
        },
      },
    },
    ...taskProgressStates({ failed: 'failed', cancelled: 'cancelled', restart: { target: '#mini.idle' } }),
    failed: {},
    cancelled: {},
  },
});

function run(cancel: () => Promise<unknown> = async () => undefined) {
  const stream = drivenFollower();
  const actor = createActor(
    mini.provide({ actors: { followTask: stream.followTask, cancelTask: fromPromise<unknown, TaskRefInput>(cancel) } }),
  ).start();
  actor.send({ type: 'start' });
  const base: TaskUpdate = {
    uuid: T,
    status: 'running',
    progress: { done: 0, total: 2 },
    transaction_uuid: null,
    error: null,
  };
  return {
    actor,
    watched: stream.opened,
    task: (t: Partial<TaskUpdate>) => stream.emit({ ...base, ...t }),
    fail: (e: unknown) => stream.fail(e),
  };
}

describe('taskProgressStates (the wizards’ shared task watch)', () => {
  it('follows the task: progress is kept, success leads to the result, restart leaves it', () => {
    const { actor, watched, task } = run();
    expect(actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(watched).toEqual([T]);
    task({ progress: { done: 1, total: 2 } });
    expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 1, total: 2 });
    task({ status: 'succeeded', progress: { done: 2, total: 2 }, transaction_uuid: T });
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.task?.transaction_uuid).toBe(T);
    actor.send({ type: 'wizard.restart' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancels only a queued task; the cancelled status comes from the watcher', async () => {
    const { actor, task } = run();
    actor.send({ type: 'task.cancel' });
    expect(actor.getSnapshot().matches({ progress: 'cancelling' })).toBe(true);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    task({ status: 'cancelled' });
    expect(actor.getSnapshot().value).toBe('cancelled');

    const running = run();
    running.task({ status: 'running' });
    running.actor.send({ type: 'task.cancel' });
    expect(running.actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    running.task({ status: 'failed', error: 'boom' });
    expect(running.actor.getSnapshot().value).toBe('failed');
  });

  it('shows a refused cancel; a refused watch says why and follows again on retry', async () => {
    const { actor, watched, fail } = run(async () => {
      throw { status: 409, message: 'already running' };
    });
    actor.send({ type: 'task.cancel' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 409, detail: 'already running' });
    // A transient loss is the follower's to retry: the wizard stays in progress.
    fail({ status: 0, message: 'offline' });
    expect(actor.getSnapshot().matches('progress')).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(watched).toEqual([T, T]);
    fail({ status: 403, message: 'no right to it' });
    expect(actor.getSnapshot().value).toBe('watchFailed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 403, detail: 'no right to it' });
    actor.send({ type: 'wizard.retry' });
    expect(actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    expect(watched).toEqual([T, T, T]);
  });

  it('is the one definition both wizards use', () => {
    const shape = (machine: typeof bulkWizardMachine | typeof dissociationWizardMachine) =>
      ['progress', 'watchFailed', 'result'].map((key) => {
        const node = machine.states[key as 'progress']!;
        return {
          key,
          states: Object.keys(node.states),
          events: node.ownEvents.sort(),
          invoke: node.invoke.map((i) => i.src),
        };
      });
    expect(shape(bulkWizardMachine)).toEqual(shape(dissociationWizardMachine));
  });
});
