import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreviewRow } from '@console/schema';
import {
  STEP_EVENTS,
  pendingActors,
  replayAll,
  restingLeaves,
  walk,
  type WalkOptions,
} from '../bulkWizard/graphTesting.js';
import type { TaskUpdate } from '../taskMonitor/taskWatch.js';
import { drivenFollower, followerEvents } from '../taskFollower/testStream.js';
import { deletable, heldBackCount, recordsDeleteMachine } from './recordsDeleteMachine.js';
import type {
  RecordsDeleteApplyInput,
  RecordsDeleteApplyOutput,
  RecordsDeleteContext,
  RecordsDeleteInput,
  RecordsDeletePreviewInput,
  RecordsDeletePreviewOutput,
  TaskRefInput,
} from './types.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const P = '33333333-3333-4333-8333-333333333333';
const T = '44444444-4444-4444-8444-444444444444';
const X = '55555555-5555-4555-8555-555555555555';

const row = (index: number, uuid: string, held?: string): PreviewRow => ({
  index,
  outcome: held ? 'error' : 'delete',
  resource: 'companies',
  uuid,
  changes: [],
  errors: held ? [{ field: `uuids.${index}`, message: held }] : [],
  row: { uuid, name: `Company ${index + 1}` },
});
const HELD = 'Company 1001 still owns 3 product SKUs; remove them first';
const previewOf = (rows: PreviewRow[]): RecordsDeletePreviewOutput => ({
  preview_id: P,
  bulk: 'records.delete',
  total: rows.length,
  counts: {
    insert: 0,
    update: 0,
    unchanged: 0,
    delete: rows.filter((r) => r.outcome === 'delete').length,
    error: rows.filter((r) => r.outcome === 'error').length,
  },
  rows,
});

function fakes(rows: PreviewRow[] = [row(0, A, HELD), row(1, B)]) {
  const calls = {
    preview: [] as RecordsDeletePreviewInput[],
    apply: [] as RecordsDeleteApplyInput[],
    cancel: [] as TaskRefInput[],
  };
  const stream = drivenFollower();
  let applyAnswer: () => Promise<RecordsDeleteApplyOutput> = async () => ({ task_uuid: T, status: 'queued' });
  const actors = {
    preview: fromPromise<RecordsDeletePreviewOutput, RecordsDeletePreviewInput>(async ({ input }) => {
      calls.preview.push(input);
      return previewOf(rows);
    }),
    apply: fromPromise<RecordsDeleteApplyOutput, RecordsDeleteApplyInput>(async ({ input }) => {
      calls.apply.push(input);
      return applyAnswer();
    }),
    followTask: stream.followTask,
    cancelTask: fromPromise<unknown, TaskRefInput>(async ({ input }) => {
      calls.cancel.push(input);
    }),
  };
  const task = (t: Partial<TaskUpdate>) =>
    stream.emit({
      uuid: T,
      status: 'running',
      progress: { done: 0, total: 1 },
      transaction_uuid: null,
      error: null,
      ...t,
    });
  return { actors, calls, task, answerApply: (fn: typeof applyAnswer) => (applyAnswer = fn) };
}

async function toReview(f: ReturnType<typeof fakes>, scope: string[] = ['admin']) {
  const actor = createActor(recordsDeleteMachine.provide({ actors: f.actors }), {
    input: { resource: 'companies', uuids: [A, B], scope },
  }).start();
  await waitFor(actor, (s) => s.matches('review'));
  return actor;
}

describe('records delete', () => {
  it('previews the selection, applies it as a task, follows it to the result and its transaction', async () => {
    const f = fakes();
    const actor = await toReview(f);
    expect(f.calls.preview).toEqual([{ resource: 'companies', uuids: [A, B] }]);
    const c = actor.getSnapshot().context;
    expect([deletable(c), heldBackCount(c)]).toEqual([1, 1]);
    expect(c.preview?.rows[0]?.errors[0]?.message).toBe(HELD);
    expect(actor.getSnapshot().hasTag('unsaved')).toBe(true);

    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(f.calls.apply).toEqual([{ resource: 'companies', preview_id: P }]);
    f.task({ progress: { done: 0, total: 1 } });
    expect(actor.getSnapshot().context.task?.status).toBe('running');
    f.task({ status: 'succeeded', progress: { done: 1, total: 1 }, transaction_uuid: X });
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.task).toMatchObject({ status: 'succeeded', transaction_uuid: X });
    actor.send({ type: 'wizard.restart' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not apply for a user who may not delete records, nor when every record is held back', async () => {
    const ops = await toReview(fakes(), ['ops']);
    ops.send({ type: 'wizard.confirm' });
    expect(ops.getSnapshot().value).toBe('review');

    const f = fakes([row(0, A, HELD)]);
    const held = await toReview(f);
    held.send({ type: 'wizard.confirm' });
    expect(held.getSnapshot().value).toBe('review');
    expect(f.calls.apply).toEqual([]);
    held.send({ type: 'wizard.cancel' });
    expect(held.getSnapshot().status).toBe('done');
  });

  it('shows the rows that moved since the preview (409) and previews again', async () => {
    const f = fakes();
    f.answerApply(async () => {
      throw {
        status: 409,
        message: '1 row(s) changed since the preview; preview again',
        rows: [{ index: 1, uuid: B, field: 'uuid', message: HELD }],
      };
    });
    const actor = await toReview(f);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict).toEqual([{ index: 1, uuid: B, field: 'uuid', message: HELD }]);
    actor.send({ type: 'wizard.refresh' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(f.calls.preview).toHaveLength(2);
    expect(actor.getSnapshot().context.conflict).toBeNull();
  });

  it('lets a queued task be cancelled, and previews again after a failed one', async () => {
    const f = fakes();
    const actor = await toReview(f);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    actor.send({ type: 'task.cancel' });
    await waitFor(actor, (s) => s.matches({ progress: 'watching' }));
    expect(f.calls.cancel).toEqual([{ task_uuid: T }]);
    f.task({ status: 'failed', error: 'boom' });
    expect(actor.getSnapshot().value).toBe('taskFailed');
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(f.calls.preview).toHaveLength(2);
  });

  it('says why the preview failed and tries again', async () => {
    const f = fakes();
    let fail = true;
    const actors = {
      ...f.actors,
      preview: fromPromise<RecordsDeletePreviewOutput, RecordsDeletePreviewInput>(async () => {
        if (fail) throw { status: 403, message: 'Unauthorized access.' };
        return previewOf([row(0, A)]);
      }),
    };
    const actor = createActor(recordsDeleteMachine.provide({ actors }), {
      input: { resource: 'companies', uuids: [A], scope: ['admin'] },
    }).start();
    await waitFor(actor, (s) => s.matches('previewFailed'));
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
    fail = false;
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => s.matches('review'));
  });
});

const options: WalkOptions<RecordsDeleteInput> = {
  input: { resource: 'companies', uuids: [A, B], scope: ['admin'] },
  events: [
    ...STEP_EVENTS,
    { type: 'task.cancel' },
    { type: 'xstate.done.actor.preview', output: previewOf([row(0, A, HELD), row(1, B)]) },
    { type: 'xstate.done.actor.apply', output: { task_uuid: T, status: 'queued' } },
    {
      type: 'xstate.done.actor.apply',
      output: { task_uuid: T, status: 'succeeded', already_applied: { by: 'a@b.test', at: null, transaction_uuid: X } },
    },
    { type: 'xstate.done.actor.cancelTask', output: null },
    { type: 'xstate.error.actor.apply', error: { status: 409, message: 'moved', rows: [{ index: 0 }] } },
    ...['preview', 'apply', 'cancelTask'].map((id) => ({ type: `xstate.error.actor.${id}`, error: { status: 500 } })),
    ...followerEvents(T),
  ],
  project: (c: RecordsDeleteContext) => [c.preview?.preview_id ?? null, c.task?.status ?? null],
  actors: pendingActors(['preview', 'apply', 'cancelTask'], ['followTask']),
};

describe('records delete paths (xstate/graph)', () => {
  const { paths, reached } = walk(recordsDeleteMachine, options);

  it('reaches every resting state', () => {
    expect(reached).toEqual(restingLeaves(recordsDeleteMachine));
  });

  it('walks each path the same way on a live actor', () => {
    expect(replayAll(recordsDeleteMachine, paths, options)).toEqual([]);
  });

  it('never applies without a preview with something to delete, nor for a user who may not delete', () => {
    for (const path of paths) {
      const at = path.steps.findIndex((s) => s.state.matches('applying'));
      if (at >= 0) expect(deletable(path.steps[at]!.state.context as RecordsDeleteContext)).toBeGreaterThan(0);
    }
    const ops = walk(recordsDeleteMachine, { ...options, input: { ...options.input, scope: ['ops'] } });
    expect(ops.reached).toContain('review');
    expect(ops.reached).not.toContain('applying');
  });
});
