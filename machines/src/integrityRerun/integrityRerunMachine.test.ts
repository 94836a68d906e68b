import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { drivenFollower, followerEvents } from '../taskFollower/testStream.js';
import { pendingActors, replayAll, restingLeaves, walk, type WalkOptions } from '../bulkWizard/graphTesting.js';
import type { FollowedTask } from '../taskFollower/followLogic.js';
import { integrityRerunMachine, type IntegrityRerunContext } from './integrityRerunMachine.js';

const T = 'task-1001';
const task = (status: FollowedTask['status'], done: number, total = 7, version = 2): FollowedTask => ({
  uuid: T,
  version,
  status,
  progress: { done, total },
  transaction_uuid: null,
  error: null,
});

function start(startRerun: () => Promise<{ task_uuid: string }> = async () => ({ task_uuid: T })) {
  const stream = drivenFollower();
  const codes: string[] = [];
  const actor = createActor(
    integrityRerunMachine.provide({
      actors: {
        startRerun: fromPromise<{ task_uuid: string }, { code: string }>(
          async ({ input }) => (codes.push(input.code), startRerun()),
        ),
        followTask: stream.followTask,
      },
    }),
    { input: { code: '1001' } },
  ).start();
  return { actor, stream, codes };
}

describe('integrity rerun machine', () => {
  it('starts the sync, follows it with the task follower and ends with the task as it ended', async () => {
    const { actor, stream, codes } = start();
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.matches('watching'));
    expect(codes).toEqual(['1001']);
    expect(stream.opened).toEqual([T]);
    expect(actor.getSnapshot().context).toMatchObject({ task: { status: 'queued' }, feed: 'connecting' });
    stream.emit(task('running', 3));
    expect(actor.getSnapshot().context).toMatchObject({ task: { progress: { done: 3, total: 7 } }, feed: 'live' });
    stream.emit(task('succeeded', 7, 7, 3));
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('ended');
    expect(snap.context.task).toMatchObject({ status: 'succeeded', progress: { done: 7, total: 7 } });
    expect(snap.hasTag('busy')).toBe(false);
  });

  it('keeps the refusal when the rerun cannot start, and can try again', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      throw new Error('Forbidden');
    });
    actor.send({ type: 'rerun.start' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('Forbidden');
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.matches('failed') && calls === 2);
  });

  it('fails when following is refused, with why', async () => {
    const { actor, stream } = start();
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.matches('watching'));
    stream.fail({ status: 403, message: 'Not yours' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Not yours');
  });

  describe('across a lost stream', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows each report once: the reopened stream starts from the task now, an older report is dropped', async () => {
      const { actor, stream } = start();
      const shown: string[] = [];
      actor.subscribe((s) => {
        const t = s.context.task;
        const line = t ? `${t.status} ${t.progress.done}/${t.progress.total}` : 'none';
        if (shown.at(-1) !== line) shown.push(line);
      });
      actor.send({ type: 'rerun.start' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('watching')).toBe(true));
      stream.emit(task('running', 0));
      stream.tick(T, 3, 7);
      stream.fail({ status: 0, message: 'offline' });
      expect(actor.getSnapshot().context.feed).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(300);
      expect(stream.opened).toEqual([T, T]);
      // Reopened: the task's state now (as shown), a report from before the loss, then new ones.
      stream.emit(task('running', 3));
      stream.tick(T, 2, 7);
      stream.tick(T, 5, 7);
      stream.emit(task('succeeded', 7, 7, 3));
      expect(actor.getSnapshot().value).toBe('ended');
      expect(shown).toEqual(['none', 'queued 0/0', 'running 0/7', 'running 3/7', 'running 5/7', 'succeeded 7/7']);
    });
  });
});

const options: WalkOptions<{ code: string }> = {
  input: { code: '1001' },
  events: [
    { type: 'rerun.start' },
    { type: 'rerun.reset' },
    { type: 'xstate.done.actor.startRerun', output: { task_uuid: T } },
    { type: 'xstate.error.actor.startRerun', error: new Error('Forbidden') },
    ...followerEvents(T),
  ],
  project: (c: IntegrityRerunContext) => [c.task?.status ?? null, c.error],
  actors: pendingActors(['startRerun'], ['followTask']),
};

describe('integrity rerun paths (xstate/graph)', () => {
  it('reaches every resting state and walks each path the same way on a live actor', () => {
    const { paths, reached } = walk(integrityRerunMachine, options);
    expect(reached).toEqual(restingLeaves(integrityRerunMachine));
    expect(replayAll(integrityRerunMachine, paths, options)).toEqual([]);
  });
});
