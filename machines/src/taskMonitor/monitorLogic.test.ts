import { describe, expect, it } from 'vitest';
import type { Task } from '@console/schema';
import { mergeTasks as mergeMessages, newerSnapshot, NO_FILTERS, type TaskMonitorContext } from './monitorLogic.js';
import { recordMessage } from '../taskFollower/followLogic.js';

/** Merges whole records (as the feed and list reads bring them). */
const mergeTasks = (context: TaskMonitorContext, tasks: Task[], position: number, live: boolean) =>
  mergeMessages(context, tasks.map(recordMessage), position, live);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
function task(n: number, version: number, over: Partial<Task> = {}): Task {
  return {
    id: n,
    uuid: uuid(n),
    version,
    created_at: `2024-01-0${n}T00:00:00.000Z`,
    updated_at: `2024-01-0${n}T00:00:0${version}.000Z`,
    task_name: `task ${n}`,
    kind: 'bulk.apply',
    status: 'queued',
    progress: { done: 0, total: 100 },
    user_uuid: null,
    company: null,
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
    transaction_uuid: null,
    ...over,
  };
}
const running = (n: number, version: number, done: number) =>
  task(n, version, { status: 'running', progress: { done, total: 100 } });
const succeeded = (n: number, version: number) =>
  task(n, version, {
    status: 'succeeded',
    progress: { done: 100, total: 100 },
    finished_at: `2024-02-0${n}T00:00:00.000Z`,
  });

const empty = (over: Partial<TaskMonitorContext> = {}): TaskMonitorContext => ({
  user_uuid: null,
  tasks: {},
  lastPosition: 0,
  filters: NO_FILTERS,
  unseenFinished: [],
  lastLookedAt: null,
  maxTasks: 1000,
  ...over,
});
/** Applies a merge's changes, as the machine's assign does. */
const apply = (context: TaskMonitorContext, result: ReturnType<typeof mergeMessages>): TaskMonitorContext => ({
  ...context,
  ...result.context,
});

describe('newerSnapshot', () => {
  it('keeps the higher version, whatever arrives last', () => {
    expect(newerSnapshot(undefined, task(1, 1))).toEqual(task(1, 1));
    expect(newerSnapshot(task(1, 1), succeeded(1, 3))).toEqual(succeeded(1, 3));
    expect(newerSnapshot(succeeded(1, 3), running(1, 2, 50))).toBeNull();
  });

  it('at the same version keeps the further progress of a running task, and nothing else', () => {
    expect(newerSnapshot(running(1, 2, 10), running(1, 2, 60))).toEqual(running(1, 2, 60));
    expect(newerSnapshot(running(1, 2, 60), running(1, 2, 10))).toBeNull();
    expect(newerSnapshot(succeeded(1, 3), succeeded(1, 3))).toBeNull();
  });
});

describe('mergeTasks: subscribe first, then load the list, then merge', () => {
  it('merges a list read after the feed opened with the changes the feed brought meanwhile, by version', () => {
    // The feed opened at position 10; before the list answered it brought task 1 finishing
    // (position 12) and task 3 being created (position 13).
    let context = empty({ lastPosition: 10 });
    context = apply(context, mergeTasks(context, [succeeded(1, 3)], 12, true));
    context = apply(context, mergeTasks(context, [task(3, 1)], 13, true));
    // The list was read before task 1's last change reached it (older), and already holds task 3
    // (same version) and task 2, which the feed never mentioned.
    const list = [running(1, 2, 40), task(2, 1), task(3, 1)];
    const result = mergeTasks(context, list, 10, false);
    context = apply(context, result);
    expect(context.tasks[uuid(1)]).toEqual(succeeded(1, 3));
    expect(context.tasks[uuid(2)]).toEqual(task(2, 1));
    expect(context.tasks[uuid(3)]).toEqual(task(3, 1));
    expect(Object.keys(context.tasks)).toHaveLength(3);
    expect(result.finished).toEqual([]);
    expect(context.lastPosition).toBe(13);
  });

  it('takes the newer snapshot from the list when the feed has not brought it yet', () => {
    let context = empty({ lastPosition: 5 });
    context = apply(context, mergeTasks(context, [task(1, 1)], 6, true));
    context = apply(context, mergeTasks(context, [running(1, 2, 70)], 5, false));
    expect(context.tasks[uuid(1)]).toEqual(running(1, 2, 70));
    // The feed's own copy of that change, arriving late, changes nothing.
    const late = mergeTasks(context, [running(1, 2, 0)], 7, true);
    expect(apply(context, late).tasks[uuid(1)]).toEqual(running(1, 2, 70));
    expect(apply(context, late).lastPosition).toBe(7);
  });

  it('ignores a replayed feed position, and counts a finish once however it arrives', () => {
    let context = empty({ lastLookedAt: '2024-01-01T00:00:00.000Z' });
    context = apply(context, mergeTasks(context, [task(1, 1)], 3, true));
    const finish = mergeTasks(context, [succeeded(1, 2)], 4, true);
    expect(finish.finished.map((t) => t.uuid)).toEqual([uuid(1)]);
    context = apply(context, finish);
    expect(mergeTasks(context, [succeeded(1, 2)], 4, true)).toEqual({ context: {}, finished: [] });
    const listed = mergeTasks(context, [succeeded(1, 2)], 0, false);
    expect(listed.finished).toEqual([]);
    expect(apply(context, listed).unseenFinished).toEqual([uuid(1)]);
  });
});
