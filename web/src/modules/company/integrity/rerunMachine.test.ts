import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { isNewerProgress, rerunMachine } from './rerunMachine.js';
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

  it('after a reconnect shows each report once: the resumed feed\'s first message repeats what was shown, and an older one is dropped', async () => {
    let feed: ((event: RerunEvent) => void) | null = null;
    const actor = createActor(
      rerunMachine.provide({
        actors: {
          startRerun: fromPromise(async () => ({ task_uuid: 't' })),
          watchProgress: fromCallback<RerunEvent, { taskUuid: string }>(({ sendBack }) => {
            feed = sendBack;
          }),
        },
      }),
      { input: { code: '1005' } },
    ).start();
    const shown: string[] = [];
    actor.subscribe((s) => {
      const p = s.context.progress;
      const line = p ? `${p.status} ${p.done}/${p.total}` : 'none';
      if (shown.at(-1) !== line) shown.push(line);
    });
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.matches('watching') && feed !== null);
    const send = (event: RerunEvent) => feed!(event);
    send({ type: 'rerun.feed', state: 'live' });
    send({ type: 'rerun.progress', progress: { status: 'running', done: 0, total: 7 } });
    send({ type: 'rerun.progress', progress: { status: 'running', done: 3, total: 7 } });
    send({ type: 'rerun.feed', state: 'reconnecting' });
    expect(actor.getSnapshot().context.feed).toBe('reconnecting');
    // Resumed: the task's state now (as shown), then a report from before the loss, then new ones.
    send({ type: 'rerun.feed', state: 'live' });
    send({ type: 'rerun.progress', progress: { status: 'running', done: 3, total: 7 } });
    send({ type: 'rerun.progress', progress: { status: 'running', done: 2, total: 7 } });
    send({ type: 'rerun.progress', progress: { status: 'running', done: 5, total: 7 } });
    send({ type: 'rerun.progress', progress: { status: 'succeeded', done: 7, total: 7 } });
    const snap = await waitFor(actor, (s) => s.matches('ended'));
    expect(snap.context.feed).toBe('live');
    expect(shown).toEqual(['none', 'queued 0/0', 'running 0/7', 'running 3/7', 'running 5/7', 'succeeded 7/7']);
  });
});

describe('isNewerProgress', () => {
  it('takes a later status, more done or a total now known; never a repeat or an older report', () => {
    const running = { status: 'running', done: 3, total: 7 } as const;
    expect(isNewerProgress(null, running)).toBe(true);
    expect(isNewerProgress(running, { ...running })).toBe(false);
    expect(isNewerProgress(running, { ...running, done: 2 })).toBe(false);
    expect(isNewerProgress(running, { ...running, done: 4 })).toBe(true);
    expect(isNewerProgress(running, { status: 'queued', done: 0, total: 7 })).toBe(false);
    expect(isNewerProgress({ status: 'queued', done: 0, total: 0 }, { status: 'queued', done: 0, total: 7 })).toBe(true);
    expect(isNewerProgress(running, { status: 'failed', done: 3, total: 7 })).toBe(true);
  });
});
