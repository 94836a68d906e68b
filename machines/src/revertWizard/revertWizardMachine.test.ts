import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreviewRow, RevertPreviewResult } from '@console/schema';
import {
  STEP_EVENTS,
  pendingActors,
  replayAll,
  restingLeaves,
  walk,
  type WalkOptions,
} from '../bulkWizard/graphTesting.js';
import { hasUnsavedWork } from '../bulkWizard/index.js';
import type { TaskUpdate } from '../taskMonitor/taskWatch.js';
import { drivenFollower, followerEvents } from '../taskFollower/testStream.js';
import { taskFollowerMachine } from '../taskFollower/taskFollowerMachine.js';
import { conflictOf, revertSubject, targetKey } from './logic.js';
import { revertWizardMachine } from './revertWizardMachine.js';
import type {
  RevertApplyInput,
  RevertApplyOutput,
  RevertContext,
  RevertInput,
  RevertPreviewInput,
  RevertPreviewOutput,
  TaskRefInput,
} from './types.js';

const TX = '33333333-3333-4333-8333-333333333333';
const P = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
const R = '44444444-4444-4444-8444-444444444444';
const row = (index: number, outcome: PreviewRow['outcome'], message?: string): PreviewRow => ({
  index,
  outcome,
  resource: 'keywords',
  uuid: R,
  changes: [],
  errors: message ? [{ field: 'version', message }] : [],
  row: { keyword: `k${index}` },
});
const CONFLICT = `changed since by ops@example.com at 2026-11-28T10:00:00.000Z (transaction ${TX}), now version 3`;
const preview = (conflicts: number, write = 2): RevertPreviewResult => ({
  preview_id: P,
  bulk: 'revert',
  total: write + conflicts,
  counts: { insert: 0, update: write, unchanged: 0, error: conflicts, delete: 0 },
  rows: [
    ...Array.from({ length: write }, (_, i) => row(i, 'update')),
    ...Array.from({ length: conflicts }, (_, i) => row(write + i, 'error', CONFLICT)),
  ],
  conflicts,
  reverts: { transaction_uuid: TX, kind: 'bulk.apply' },
});

function fakes(answer: RevertPreviewResult | (() => RevertPreviewResult)) {
  const calls = { preview: [] as RevertPreviewInput[], apply: [] as RevertApplyInput[], cancel: [] as TaskRefInput[] };
  const stream = drivenFollower();
  const actors = {
    preview: fromPromise<RevertPreviewOutput, RevertPreviewInput>(async ({ input }) => {
      calls.preview.push(input);
      return typeof answer === 'function' ? answer() : answer;
    }),
    apply: fromPromise<RevertApplyOutput, RevertApplyInput>(async ({ input }) => {
      calls.apply.push(input);
      return { task_uuid: T, status: 'queued' };
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
      progress: { done: 0, total: 2 },
      transaction_uuid: null,
      error: null,
      ...t,
    });
  return { actors, calls, task, stream };
}
const start = (f: ReturnType<typeof fakes>, input: RevertInput = { target: { transaction_uuid: TX } }) =>
  createActor(revertWizardMachine.provide({ actors: f.actors }), { input }).start();

describe('revert wizard', () => {
  it('previews the transaction, applies it whole as a task bound to the preview, follows it to the end', async () => {
    const f = fakes(preview(0));
    const actor = start(f);
    await waitFor(actor, (s) => s.matches('review'));
    expect(f.calls.preview).toEqual([{ transaction_uuid: TX }]);
    expect(hasUnsavedWork(actor.getSnapshot())).toBe(true);
    // No conflict: "Revert the rest" is not offered.
    actor.send({ type: 'revert.rest' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(f.calls.apply).toEqual([{ preview_id: P }]);
    expect(f.stream.opened).toEqual([T]);
    f.task({ progress: { done: 1, total: 2 } });
    expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 1, total: 2 });
    f.task({ status: 'succeeded', progress: { done: 2, total: 2 }, transaction_uuid: R });
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.task?.transaction_uuid).toBe(R);
    expect(hasUnsavedWork(actor.getSnapshot())).toBe(false);
  });

  it('with conflicts: applying whole is not offered; "Revert the rest" applies with skip_conflicts', async () => {
    const f = fakes(preview(1));
    const actor = start(f);
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'wizard.confirm' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'revert.rest' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(f.calls.apply).toEqual([{ preview_id: P, skip_conflicts: true }]);
    expect(actor.getSnapshot().context.skipConflicts).toBe(true);
  });

  it('stops without writing; nothing to revert offers no apply; a stopped wizard previews again', async () => {
    const f = fakes(preview(1, 0));
    const actor = start(f, { target: { resource: 'keywords', uuid: R, version: 2, mode: 'change' } });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'revert.rest' });
    actor.send({ type: 'wizard.confirm' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(f.calls.apply).toEqual([]);
    actor.send({ type: 'wizard.restart' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(f.calls.preview).toEqual([
      { resource: 'keywords', uuid: R, version: 2, mode: 'change' },
      { resource: 'keywords', uuid: R, version: 2, mode: 'change' },
    ]);
  });

  it('a refused preview (403) says why; a 409 at apply lists the moved rows and previews again', async () => {
    let refuse = true;
    const f = fakes(preview(0));
    const actor = createActor(
      revertWizardMachine.provide({
        actors: {
          ...f.actors,
          preview: fromPromise<RevertPreviewOutput, RevertPreviewInput>(async () => {
            if (refuse) throw { status: 403, message: 'needs the role admin' };
            return preview(0);
          }),
          apply: fromPromise<RevertApplyOutput, RevertApplyInput>(async () => {
            throw { status: 409, message: 'moved', rows: [{ index: 0, uuid: R, field: 'version', message: 'moved' }] };
          }),
        },
      }),
      { input: { target: { transaction_uuid: TX } } },
    ).start();
    await waitFor(actor, (s) => s.matches('previewFailed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 403, detail: 'needs the role admin' });
    refuse = false;
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict).toHaveLength(1);
    actor.send({ type: 'wizard.refresh' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.conflict).toBeNull();
  });

  it('uses the one task follower of the app', () => {
    expect(revertWizardMachine.implementations.actors.followTask).toBe(taskFollowerMachine);
  });

  it('reads who changed a conflicting record, when, in which transaction', () => {
    expect(conflictOf(CONFLICT)).toEqual({
      fields: null,
      by: 'ops@example.com',
      at: '2026-11-28T10:00:00.000Z',
      transaction_uuid: TX,
    });
    expect(conflictOf(`keyword, is_active ${CONFLICT}`)?.fields).toBe('keyword, is_active');
    expect(conflictOf('something else')).toBeNull();
    expect(revertSubject({ transaction_uuid: TX })).toBe(`transaction ${TX}`);
    expect(targetKey({ resource: 'keywords', uuid: R, version: 2, mode: 'restore' })).toBe(`keywords.${R}.2.restore`);
  });
});

const options: WalkOptions<RevertInput> = {
  input: { target: { transaction_uuid: TX } },
  events: [
    { type: 'revert.rest' },
    ...STEP_EVENTS,
    { type: 'xstate.done.actor.preview', output: preview(0) },
    { type: 'xstate.done.actor.preview', output: preview(1) },
    { type: 'xstate.done.actor.apply', output: { task_uuid: T, status: 'queued' } },
    {
      type: 'xstate.done.actor.apply',
      output: {
        task_uuid: T,
        status: 'succeeded',
        already_applied: { by: 'a@b.test', at: null, transaction_uuid: null },
      },
    },
    { type: 'xstate.done.actor.cancelTask', output: null },
    { type: 'xstate.error.actor.apply', error: { status: 409, message: 'moved', rows: [{ index: 0 }] } },
    ...['preview', 'apply', 'cancelTask'].map((id) => ({ type: `xstate.error.actor.${id}`, error: { status: 500 } })),
    ...followerEvents(T),
  ],
  project: (c: RevertContext) => [c.preview?.conflicts ?? null, c.skipConflicts, c.task?.status ?? null],
  actors: pendingActors(['preview', 'apply', 'cancelTask'], ['followTask']),
};

describe('revert wizard paths (xstate/graph)', () => {
  const { paths, reached } = walk(revertWizardMachine, options);

  it('reaches every resting state', () => {
    expect(reached).toEqual(restingLeaves(revertWizardMachine));
  });

  it('walks each path the same way on a live actor', () => {
    expect(replayAll(revertWizardMachine, paths, options)).toEqual([]);
  });

  it('never applies a preview with conflicts unless the user chose to revert the rest', () => {
    for (const path of paths) {
      const at = path.steps.findIndex((s) => s.state.matches('applying'));
      if (at < 0) continue;
      const c = path.steps[at]!.state.context as RevertContext;
      expect(c.preview).not.toBeNull();
      if (c.preview!.conflicts > 0) expect(c.skipConflicts).toBe(true);
    }
  });

  it('flags unsaved work from the preview until the task takes over', () => {
    for (const path of paths) {
      const s = path.state;
      const handedOver = ['progress', 'result', 'watchFailed', 'taskFailed', 'cancelled', 'stopped'].some((v) =>
        s.matches(v as never),
      );
      if (handedOver) expect(s.hasTag('unsaved')).toBe(false);
      if (s.matches('review') || s.matches('conflict')) expect(hasUnsavedWork(s)).toBe(true);
    }
  });
});
