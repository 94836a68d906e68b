import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { print } from 'graphql';
import type { TaskRow } from './graphql/operations.js';
import { retainTaskMonitor, taskMonitorFor } from './taskMonitorStore.js';

vi.mock('../../kit/ui/toaster.js', () => ({ showSuccess: vi.fn(), showFailure: vi.fn() }));

const ME = '55555555-5555-4555-8555-555555555555';
const row = (n: number, over: Partial<TaskRow> = {}): TaskRow => ({
  id: n,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  version: 2,
  task_name: `task ${n}`,
  kind: 'bulk.apply',
  status: 'running',
  progress: { done: 1, total: 10 },
  user_uuid: ME,
  company: { digit_code: '1001', name: 'Northwind Foods' },
  company_name: 'Northwind Foods',
  started_at: '2024-01-01T00:00:00.000Z',
  finished_at: null,
  result: null,
  error: null,
  transaction_uuid: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: `2024-01-01T00:00:0${n}.000Z`,
  ...over,
});
const done = (n: number) =>
  row(n, {
    version: 3,
    status: 'succeeded',
    progress: { done: 10, total: 10 },
    finished_at: `2024-01-01T00:01:0${n}.000Z`,
    updated_at: `2024-01-01T00:01:0${n}.000Z`,
  });
const opening = (position: number) => ({ data: { taskUpdated: { position, task: null } } });

function fakeClient(list: TaskRow[], answer: () => Promise<void> = () => Promise.resolve()) {
  const subs: Array<{ name: string; variables: Record<string, unknown>; sub: Subscriber<unknown> }> = [];
  const queries: unknown[] = [];
  const client = {
    subscribe: ({ query, variables }: { query: never; variables: Record<string, unknown> }) =>
      new Observable((sub) => {
        subs.push({ name: /subscription (\w+)/.exec(print(query))![1]!, variables, sub });
      }),
    query: async (options: unknown) => {
      queries.push(options);
      const rows = [...list];
      await answer();
      return { data: { tasks: { rows, navigation: { total_items: rows.length } } } };
    },
  };
  const updates = () => subs.filter((s) => s.name === 'TaskUpdated');
  return { client: client as never, updates, queries };
}

describe('task monitor store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(
    'subscribes first, loads the list once the subscription ' + 'is open, and merges what arrived meanwhile by version',
    async () => {
      let answerList = () => undefined as void;
      const listed = new Promise<void>((resolve) => (answerList = resolve));
      // The list is read while task 2 is still running; it finishes before the list answers.
      const { client, updates, queries } = fakeClient([done(1), row(2)], () => listed);
      const actor = taskMonitorFor(ME);
      const release = retainTaskMonitor(client, ME);
      await vi.advanceTimersByTimeAsync(0);
      expect(updates()[0]!.variables).toEqual({ after: null, opening: true });
      expect(queries).toHaveLength(0);
      expect(actor.getSnapshot().value).toBe('connecting');
      updates()[0]!.sub.next(opening(5));
      expect(actor.getSnapshot().value).toBe('live');
      expect(queries).toHaveLength(1);
      updates()[0]!.sub.next({ data: { taskUpdated: { position: 6, task: done(2) } } });
      answerList();
      await vi.advanceTimersByTimeAsync(0);
      const { context } = actor.getSnapshot();
      // The older snapshot of task 2 in the list does not undo its finish.
      expect(context.tasks[row(2).uuid]?.status).toBe('succeeded');
      expect(context.tasks[row(1).uuid]?.status).toBe('succeeded');
      expect(context.lastPosition).toBe(6);
      release();
      await vi.advanceTimersByTimeAsync(2000);
    },
  );

  it('resumes after a loss from the last position, without reloading, so replayed finishes count once', async () => {
    const { client, updates, queries } = fakeClient([done(1)]);
    const actor = taskMonitorFor(ME);
    const release = retainTaskMonitor(client, ME);
    await vi.runAllTimersAsync();
    expect(updates()[0]!.variables).toEqual({ after: null, opening: true });
    updates()[0]!.sub.next(opening(0));
    await vi.runAllTimersAsync();
    expect(queries).toHaveLength(1);
    updates()[0]!.sub.next({ data: { taskUpdated: { position: 7, task: row(2) } } });
    updates()[0]!.sub.error(new Error('gateway gone'));
    expect(actor.getSnapshot().value).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(300);
    expect(updates()[1]!.variables).toEqual({ after: 7, opening: true });
    updates()[1]!.sub.next(opening(7));
    expect(actor.getSnapshot().value).toBe('live');
    expect(queries).toHaveLength(1);
    // The gateway replays from 7 on: a repeat of 7, then what was missed.
    updates()[1]!.sub.next({ data: { taskUpdated: { position: 7, task: row(2) } } });
    updates()[1]!.sub.next({ data: { taskUpdated: { position: 9, task: done(2) } } });
    updates()[1]!.sub.next({ data: { taskUpdated: { position: 9, task: done(2) } } });
    const { context } = actor.getSnapshot();
    expect(context.tasks[row(2).uuid]?.status).toBe('succeeded');
    expect(context.unseenFinished).toEqual([row(2).uuid]);
    expect(context.lastPosition).toBe(9);
    release();
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
