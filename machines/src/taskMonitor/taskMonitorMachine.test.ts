import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Task, TaskStatus } from '@console/schema';
import {
  taskMonitorMachine,
  unseenFinishedCount,
  visibleTasks,
  type OwnTaskFinished,
  type TaskMonitorInput,
} from './index.js';

const ME = '55555555-5555-4555-8555-555555555555';
const OTHER = '66666666-6666-4666-8666-666666666666';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
function task(n: number, over: Partial<Task> = {}): Task {
  return {
    id: n,
    uuid: uuid(n),
    version: 1,
    created_at: `2024-01-0${n}T00:00:00.000Z`,
    updated_at: `2024-01-0${n}T00:00:00.000Z`,
    task_name: `task ${n}`,
    kind: 'bulk_apply',
    status: 'queued',
    progress: { done: 0, total: 10 },
    user_uuid: ME,
    company: { digit_code: '123' },
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
    transaction_uuid: null,
    ...over,
  };
}
const done = (n: number, version: number, over: Partial<Task> = {}) =>
  task(n, {
    status: 'succeeded',
    version,
    progress: { done: 10, total: 10 },
    finished_at: `2024-02-0${n}T00:00:00.000Z`,
    ...over,
  });

function start(input: TaskMonitorInput = { user_uuid: ME }) {
  const actor = createActor(taskMonitorMachine, { input }).start();
  const toasts: OwnTaskFinished[] = [];
  actor.on('monitor.ownTaskFinished', (e) => toasts.push(e));
  return { actor, toasts };
}

describe('task monitor', () => {
  it('applies each feed change once, by position, and remembers the last position for resuming', () => {
    const { actor } = start();
    actor.send({ type: 'feed.connected' });
    actor.send({ type: 'task.updated', position: 10, task: task(1) });
    actor.send({ type: 'task.updated', position: 11, task: task(1, { status: 'running', version: 2 }) });
    // Replayed after a reconnect: positions already applied change nothing.
    actor.send({ type: 'feed.lost' });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    actor.send({ type: 'task.updated', position: 10, task: task(1) });
    actor.send({ type: 'feed.connected' });
    expect(actor.getSnapshot().context.tasks[uuid(1)]?.status).toBe('running');
    expect(actor.getSnapshot().context.lastPosition).toBe(11);
    expect(visibleTasks(actor.getSnapshot().context)).toHaveLength(1);
  });

  it('applies polled changes (position 0) only when newer by version', () => {
    const { actor } = start();
    actor.send({ type: 'task.updated', position: 0, task: task(1, { status: 'running', version: 2 }) });
    actor.send({ type: 'task.updated', position: 0, task: task(1, { version: 1 }) });
    expect(actor.getSnapshot().context.tasks[uuid(1)]?.status).toBe('running');
    expect(actor.getSnapshot().context.lastPosition).toBe(0);
  });

  it('counts finished tasks once until the bell is opened, and toasts only the user own tasks', () => {
    const { actor, toasts } = start();
    actor.send({ type: 'task.updated', position: 1, task: task(1) });
    actor.send({ type: 'task.updated', position: 2, task: task(2, { user_uuid: OTHER }) });
    actor.send({ type: 'task.updated', position: 3, task: done(1, 2) });
    actor.send({ type: 'task.updated', position: 0, task: done(1, 2) }); // the same change polled
    actor.send({ type: 'task.updated', position: 4, task: done(2, 2, { status: 'failed', user_uuid: OTHER }) });
    expect(unseenFinishedCount(actor.getSnapshot())).toBe(2);
    expect(toasts.map((t) => t.task.uuid)).toEqual([uuid(1)]);
    actor.send({ type: 'bell.opened' });
    expect(unseenFinishedCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().context.lastLookedAt).toBe('2024-02-02T00:00:00.000Z');
  });

  it(
    'on first load counts as seen what had already finished; ' +
      'with a remembered look, counts what finished after it',
    () => {
      const list = [done(1, 2), done(3, 2), task(2)];
      const fresh = start();
      fresh.actor.send({ type: 'tasks.loaded', tasks: list, position: 5 });
      expect(unseenFinishedCount(fresh.actor.getSnapshot())).toBe(0);
      expect(fresh.actor.getSnapshot().context.lastPosition).toBe(5);
      expect(fresh.toasts).toEqual([]);
      const back = start({ user_uuid: ME, lastLookedAt: '2024-02-02T00:00:00.000Z' });
      back.actor.send({ type: 'tasks.loaded', tasks: list });
      expect(back.actor.getSnapshot().context.unseenFinished).toEqual([uuid(3)]);
    },
  );

  const tick = (n: number, done: number, status: TaskStatus = 'running') => ({
    type: 'task.progress' as const,
    message: { task_uuid: uuid(n), status, done, total: 10, task: null },
  });

  it('moves progress forward from ticks, never backward and never past the end', () => {
    const { actor } = start();
    actor.send({ type: 'task.updated', position: 1, task: task(1, { status: 'running', version: 2 }) });
    actor.send(tick(1, 4));
    actor.send(tick(1, 3));
    actor.send(tick(9, 3));
    expect(actor.getSnapshot().context.tasks[uuid(1)]?.progress).toEqual({ done: 4, total: 10 });
    expect(Object.keys(actor.getSnapshot().context.tasks)).toEqual([uuid(1)]);
    actor.send({ type: 'task.updated', position: 2, task: done(1, 3) });
    actor.send(tick(1, 5));
    expect(actor.getSnapshot().context.tasks[uuid(1)]).toMatchObject({
      status: 'succeeded',
      progress: { done: 10, total: 10 },
    });
  });

  it(
    'ends a task from the end message of the progress stream, ' +
      'even before the feed brings its record: bar and status agree',
    () => {
      const { actor, toasts } = start();
      actor.send({
        type: 'task.updated',
        position: 1,
        task: task(1, { status: 'running', version: 2, progress: { done: 0, total: 10 } }),
      });
      actor.send(tick(1, 6));
      // The end, with the record (counts, transaction), on the progress stream: the monitor says succeeded 10 /
      // 10 at once.
      actor.send({
        type: 'task.progress',
        message: { task_uuid: uuid(1), status: 'succeeded', done: 10, total: 10, task: done(1, 3) },
      });
      expect(actor.getSnapshot().context.tasks[uuid(1)]).toMatchObject({
        status: 'succeeded',
        progress: { done: 10, total: 10 },
      });
      expect(unseenFinishedCount(actor.getSnapshot())).toBe(1);
      expect(toasts).toHaveLength(1);
      // The feed's copy of the same end, arriving later, counts and toasts nothing more; a late tick changes nothing.
      actor.send({ type: 'task.updated', position: 2, task: done(1, 3) });
      actor.send(tick(1, 7));
      expect(unseenFinishedCount(actor.getSnapshot())).toBe(1);
      expect(toasts).toHaveLength(1);
      expect(actor.getSnapshot().context.tasks[uuid(1)]?.progress).toEqual({ done: 10, total: 10 });
    },
  );

  it('learns of a task from a progress message that carries its record', () => {
    const { actor } = start();
    actor.send({
      type: 'task.progress',
      message: { task_uuid: uuid(2), status: 'queued', done: 0, total: 0, task: task(2) },
    });
    expect(actor.getSnapshot().context.tasks[uuid(2)]?.status).toBe('queued');
  });

  it('filters by status, user and company, newest first', () => {
    const { actor } = start({ user_uuid: ME, filters: { status: ['queued', 'running'] } });
    actor.send({
      type: 'tasks.loaded',
      tasks: [task(1), task(2, { user_uuid: OTHER }), task(3, { company: { digit_code: '9' } }), done(4, 2)],
    });
    const names = () => visibleTasks(actor.getSnapshot().context).map((t) => t.id);
    expect(names()).toEqual([3, 2, 1]);
    actor.send({ type: 'filter.set', filters: { user_uuid: ME } });
    expect(names()).toEqual([3, 1]);
    actor.send({ type: 'filter.set', filters: { company: '123' } });
    expect(names()).toEqual([1]);
    actor.send({ type: 'filter.clear' });
    expect(names()).toEqual([4, 3, 2, 1]);
  });

  it('keeps at most maxTasks, dropping the oldest finished first', () => {
    const { actor } = start({ maxTasks: 2 });
    actor.send({ type: 'tasks.loaded', tasks: [done(1, 2), task(2), done(3, 2)] });
    expect(Object.keys(actor.getSnapshot().context.tasks).sort()).toEqual([uuid(2), uuid(3)]);
  });
});
