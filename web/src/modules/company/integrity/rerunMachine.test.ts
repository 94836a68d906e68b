import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { rerunMachine } from './rerunMachine.js';
import type { RerunEvent } from './rerunMachine.js';

describe('integrity rerun machine', () => {
  it('starts the sync, follows its progress and ends with the last report', async () => {
    const actor = createActor(
      rerunMachine.provide({
        actors: {
          startRerun: fromPromise(async ({ input }) => ({ task_uuid: `task-${input.code}` })),
          watchProgress: fromCallback<RerunEvent, { taskUuid: string }>(({ sendBack, input }) => {
            expect(input.taskUuid).toBe('task-1001');
            sendBack({ type: 'rerun.progress', progress: { status: 'running', done: 3, total: 7 } });
            sendBack({ type: 'rerun.progress', progress: { status: 'succeeded', done: 7, total: 7 } });
          }),
        },
      }),
      { input: { code: '1001' } },
    ).start();
    actor.send({ type: 'rerun.start' });
    const snap = await waitFor(actor, (s) => s.matches('ended'));
    expect(snap.context.progress).toEqual({ status: 'succeeded', done: 7, total: 7 });
    expect(snap.context.taskUuid).toBe('task-1001');
    expect(snap.hasTag('busy')).toBe(false);
  });

  it('keeps the refusal when the rerun cannot start, and can try again', async () => {
    let calls = 0;
    const actor = createActor(
      rerunMachine.provide({
        actors: {
          startRerun: fromPromise<{ task_uuid: string }, { code: string }>(async () => {
            calls += 1;
            throw new Error('Forbidden');
          }),
        },
      }),
      { input: { code: '1001' } },
    ).start();
    actor.send({ type: 'rerun.start' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Forbidden');
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.matches('failed') && calls === 2);
  });

  it('fails when the progress feed breaks', async () => {
    const actor = createActor(
      rerunMachine.provide({
        actors: {
          startRerun: fromPromise(async () => ({ task_uuid: 't' })),
          watchProgress: fromCallback<RerunEvent, { taskUuid: string }>(({ sendBack }) => {
            sendBack({ type: 'rerun.watchFailed', message: 'No internet connection found. Please check your connection and try again.' });
          }),
        },
      }),
      { input: { code: '1001' } },
    ).start();
    actor.send({ type: 'rerun.start' });
    const snap = await waitFor(actor, (s) => s.matches('failed'));
    expect(snap.context.error).toMatch(/No internet connection/);
  });
});
