import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { drivenFollower, followerEvents } from '../taskFollower/testStream.js';
import type { StartedTask } from '../taskMonitor/taskProgressStates.js';
import { pendingActors, replayAll, restingLeaves, walk, type WalkOptions } from '../bulkWizard/graphTesting.js';
import {
  mediaWriteMachine,
  type MediaApplyInput,
  type MediaPreview,
  type MediaPreviewInput,
  type MediaWriteApplied,
  type MediaWriteContext,
  type MediaWriteRefused,
} from './mediaWriteMachine.js';

const P = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
const preview = (error = 0, insert = 2): MediaPreview => ({
  preview_id: P,
  counts: { insert, update: 0, unchanged: 0, error, delete: 0 },
  rows: [],
});

function start(answers: { preview?: () => Promise<MediaPreview>; apply?: () => Promise<StartedTask> } = {}) {
  const stream = drivenFollower();
  const calls = { preview: [] as MediaPreviewInput[], apply: [] as MediaApplyInput[] };
  const actor = createActor(
    mediaWriteMachine.provide({
      actors: {
        preview: fromPromise<MediaPreview, MediaPreviewInput>(
          async ({ input }) => (calls.preview.push(input), (answers.preview ?? (async () => preview()))()),
        ),
        apply: fromPromise<StartedTask, MediaApplyInput>(
          async ({ input }) => (
            calls.apply.push(input),
            (answers.apply ?? (async (): Promise<StartedTask> => ({ task_uuid: T, status: 'queued' })))()
          ),
        ),
        followTask: stream.followTask,
      },
    }),
  ).start();
  const applied: MediaWriteApplied[] = [];
  const refused: MediaWriteRefused[] = [];
  actor.on('write.applied', (e) => applied.push(e));
  actor.on('write.refused', (e) => refused.push(e));
  return { actor, stream, calls, applied, refused };
}

describe('media write (preview, apply, follow)', () => {
  it(
    'previews what was chosen, applies bound to that ' + 'preview, follows the task and says when it is written',
    async () => {
      const { actor, stream, calls, applied } = start();
      actor.send({ type: 'write.preview', request: { rows: ['a.png', 'b.png'] }, of: 'a,b' });
      await waitFor(actor, (s) => s.matches('reviewing'));
      expect(calls.preview).toEqual([{ request: { rows: ['a.png', 'b.png'] } }]);
      actor.send({ type: 'write.apply' });
      await waitFor(actor, (s) => s.matches('following'));
      expect(calls.apply).toEqual([{ preview_id: P }]);
      expect(actor.getSnapshot().hasTag('running')).toBe(true);
      stream.emit({ uuid: T, status: 'running', progress: { done: 1, total: 2 }, transaction_uuid: null, error: null });
      expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 1, total: 2 });
      stream.emit({
        uuid: T,
        status: 'succeeded',
        progress: { done: 2, total: 2 },
        transaction_uuid: 'tx',
        error: null,
      });
      expect(actor.getSnapshot().value).toBe('applied');
      expect(applied).toEqual([
        {
          type: 'write.applied',
          preview: preview(),
          task: expect.objectContaining({ status: 'succeeded', progress: { done: 2, total: 2 } }),
        },
      ]);
      expect(actor.getSnapshot().context).toMatchObject({ preview: null, task: { status: 'succeeded' } });
    },
  );

  it('never applies a preview with a refused row, or with nothing to write', async () => {
    for (const p of [preview(1), preview(0, 0)]) {
      const { actor, calls } = start({ preview: async () => p });
      actor.send({ type: 'write.preview', request: {} });
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'write.apply' });
      expect(actor.getSnapshot().value).toBe('reviewing');
      expect(calls.apply).toEqual([]);
    }
  });

  it('keeps the choice and says why when the preview or the apply is refused', async () => {
    const refusedPreview = start({
      preview: async () => Promise.reject({ status: 400, message: 'url: not an image' }),
    });
    refusedPreview.actor.send({ type: 'write.preview', request: { rows: [] } });
    await waitFor(refusedPreview.actor, (s) => s.matches('idle') && !!s.context.failure);
    expect(refusedPreview.actor.getSnapshot().context.failure).toEqual({
      status: 400,
      message: 'The operation failed due to a bad request.',
      detail: 'url: not an image',
    });
    expect(refusedPreview.refused.map((e) => e.failure.detail)).toEqual(['url: not an image']);

    const refusedApply = start({
      apply: async () => Promise.reject({ status: 409, message: 'changed since the preview' }),
    });
    refusedApply.actor.send({ type: 'write.preview', request: {} });
    await waitFor(refusedApply.actor, (s) => s.matches('reviewing'));
    refusedApply.actor.send({ type: 'write.apply' });
    await waitFor(refusedApply.actor, (s) => s.matches('reviewing') && !!s.context.failure);
    expect(refusedApply.actor.getSnapshot().context.preview?.preview_id).toBe(P);
  });

  it('ends failed when the task fails (nothing written), and a new preview starts over', async () => {
    const { actor, stream, applied } = start();
    actor.send({ type: 'write.preview', request: {} });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'write.apply' });
    await waitFor(actor, (s) => s.matches('following'));
    stream.emit({ uuid: T, status: 'failed', progress: { done: 0, total: 2 }, transaction_uuid: null, error: 'boom' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.task?.error).toBe('boom');
    expect(applied).toEqual([]);
    actor.send({ type: 'write.preview', request: {} });
    expect(actor.getSnapshot().context.task).toBeNull();
    expect(actor.getSnapshot().value).toBe('previewing');
  });
});

const options: WalkOptions<undefined> = {
  events: [
    { type: 'write.preview', request: {}, of: 'x' },
    { type: 'write.apply' },
    { type: 'write.discard' },
    { type: 'xstate.done.actor.preview', output: preview() },
    { type: 'xstate.done.actor.preview', output: preview(1) },
    { type: 'xstate.error.actor.preview', error: { status: 400 } },
    { type: 'xstate.done.actor.apply', output: { task_uuid: T, status: 'queued' } },
    { type: 'xstate.error.actor.apply', error: { status: 409 } },
    ...followerEvents(T),
  ],
  project: (c: MediaWriteContext) => [
    c.preview ? c.preview.counts.error : null,
    c.task?.status ?? null,
    c.failure?.status ?? null,
  ],
  actors: pendingActors(['preview', 'apply'], ['followTask']),
};

describe('media write paths (xstate/graph)', () => {
  const { paths, reached } = walk(mediaWriteMachine, options);
  it('reaches every resting state and walks each path the same way on a live actor', () => {
    expect(reached).toEqual(restingLeaves(mediaWriteMachine));
    expect(replayAll(mediaWriteMachine, paths, options)).toEqual([]);
  });
  it('applies only a preview without refused rows, and only an apply is followed', () => {
    for (const path of paths) {
      const at = path.steps.findIndex((s) => s.state.matches('applying'));
      if (at >= 0) expect((path.steps[at]!.state.context as MediaWriteContext).preview?.counts.error).toBe(0);
      for (let i = 1; i < path.steps.length; i++)
        if (path.steps[i]!.state.matches('following'))
          expect(path.steps[i - 1]!.state.matches('applying') || path.steps[i - 1]!.state.matches('following')).toBe(
            true,
          );
    }
  });
});
