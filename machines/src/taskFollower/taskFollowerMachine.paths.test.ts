import { describe, expect, it } from 'vitest';
import { pendingActors, replayAll, restingLeaves, walk, type WalkOptions } from '../bulkWizard/graphTesting.js';
import { taskFollowerMachine, type TaskFollowerContext } from './taskFollowerMachine.js';
import type { FollowedTask, TaskProgressMessage } from './followLogic.js';

const T = '22222222-2222-4222-8222-222222222222';
const record = (status: FollowedTask['status'], version: number, done: number): FollowedTask => ({
  uuid: T,
  version,
  status,
  progress: { done, total: 2 },
  transaction_uuid: null,
  error: null,
});
const message = (
  m: Partial<TaskProgressMessage> & { done: number },
): { type: 'follow.message'; message: TaskProgressMessage } => ({
  type: 'follow.message',
  message: { task_uuid: T, status: 'running', total: 2, task: null, ...m },
});
const withRecord = (task: FollowedTask) => message({ status: task.status, done: task.progress.done, task });

const options: WalkOptions<undefined> = {
  events: [
    { type: 'follow.start', task_uuid: T },
    withRecord(record('queued', 1, 0)),
    withRecord(record('running', 2, 0)),
    message({ done: 1 }),
    withRecord(record('succeeded', 3, 2)),
    withRecord(record('failed', 3, 1)),
    withRecord(record('cancelled', 3, 0)),
    {
      type: 'follow.message',
      message: { task_uuid: 'another task', status: 'running', done: 1, total: 2, task: null },
    },
    { type: 'follow.error', error: { status: 0, message: 'offline' } },
    { type: 'follow.error', error: { status: 403, message: 'no right' } },
    { type: 'follow.complete' },
    { type: 'follow.retry' },
  ],
  project: (c: TaskFollowerContext) => [
    c.task?.status ?? null,
    c.task?.progress.done ?? null,
    c.attempt > 0,
    c.failure?.status ?? null,
  ],
  actors: pendingActors([], ['taskStream', 'waitOut']),
};

describe('task follower paths (xstate/graph)', () => {
  const { paths, reached } = walk(taskFollowerMachine, options);

  it('reaches every resting state', () => {
    expect(reached).toEqual(restingLeaves(taskFollowerMachine));
  });

  it('walks each path the same way on a live actor (and through a reload at every step)', () => {
    expect(replayAll(taskFollowerMachine, paths, options)).toEqual([]);
  });

  it('ends only on a record or tick that says so, holding that status; a refusal ends in lost with its reason', () => {
    for (const path of paths) {
      const s = path.state;
      if (s.status !== 'done') continue;
      const ctx = s.context as TaskFollowerContext;
      if (s.matches('lost')) expect(ctx.failure?.status).toBe(403);
      else expect(ctx.task?.status).toBe(s.value);
    }
  });

  it('never shows a bar going back, nor a status going back', () => {
    const rank = { queued: 0, running: 1, succeeded: 2, failed: 2, cancelled: 2 } as const;
    for (const path of paths) {
      let before: FollowedTask | null = null;
      for (const step of path.steps) {
        const task = (step.state.context as TaskFollowerContext).task;
        if (before && task) {
          expect(rank[task.status]).toBeGreaterThanOrEqual(rank[before.status]);
          if (task.status === before.status) expect(task.progress.done).toBeGreaterThanOrEqual(before.progress.done);
        }
        before = task;
      }
    }
  });
});
