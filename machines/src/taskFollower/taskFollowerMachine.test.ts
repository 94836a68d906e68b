import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  FOLLOW_BACKOFF_MS,
  taskFollowerMachine,
  type TaskFollowerEvent,
  type TaskFollowerInput,
  type TaskStreamInput,
} from './taskFollowerMachine.js';
import type { FollowedTask, TaskProgressMessage } from './followLogic.js';

const T = '22222222-2222-4222-8222-222222222222';
const TX = '44444444-4444-4444-8444-444444444444';
const record = (over: Partial<FollowedTask> = {}): FollowedTask => ({
  uuid: T,
  version: 2,
  status: 'running',
  progress: { done: 0, total: 4 },
  transaction_uuid: null,
  error: null,
  ...over,
});
const msg = (done: number, task?: FollowedTask): TaskProgressMessage => ({
  task_uuid: T,
  status: task?.status ?? 'running',
  done,
  total: 4,
  task: task ?? null,
});

/** The follower with a stream the test drives: each subscription is one entry. */
function follow(input: TaskFollowerInput = { task_uuid: T }) {
  const streams: Array<{ input: TaskStreamInput; send: (event: TaskFollowerEvent) => void; closed: boolean }> = [];
  const actor = createActor(
    taskFollowerMachine.provide({
      actors: {
        taskStream: fromCallback<EventObject, TaskStreamInput>(({ input, sendBack }) => {
          const stream = { input, send: sendBack, closed: false };
          streams.push(stream);
          return () => (stream.closed = true);
        }),
      },
    }),
    { input },
  ).start();
  const last = () => streams.at(-1)!;
  return {
    actor,
    streams,
    message: (m: TaskProgressMessage) => last().send({ type: 'follow.message', message: m }),
    error: (error: unknown) => last().send({ type: 'follow.error', error }),
    complete: () => last().send({ type: 'follow.complete' }),
  };
}

describe('taskFollowerMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows a task from its first message to its end: the bar, then the record with its counts', () => {
    const { actor, streams, message } = follow({
      task_uuid: T,
      task: { uuid: T, status: 'queued', progress: { done: 0, total: 0 }, transaction_uuid: null, error: null },
    });
    expect(actor.getSnapshot().matches({ following: 'opening' })).toBe(true);
    expect(streams.map((s) => s.input)).toEqual([{ task_uuid: T }]);
    message(msg(0, record()));
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
    message(msg(2));
    message(msg(1)); // older: the bar does not go back
    expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 2, total: 4 });
    message(
      msg(
        4,
        record({
          version: 3,
          status: 'succeeded',
          progress: { done: 4, total: 4 },
          transaction_uuid: TX,
          transaction: { uuid: TX, resource: 'keywords', counts: { insert: 4, update: 0, delete: 0 } },
        }),
      ),
    );
    const end = actor.getSnapshot();
    expect(end.value).toBe('succeeded');
    expect(end.status).toBe('done');
    expect(end.output).toEqual({
      task: expect.objectContaining({
        status: 'succeeded',
        progress: { done: 4, total: 4 },
        transaction: { uuid: TX, resource: 'keywords', counts: { insert: 4, update: 0, delete: 0 } },
      }),
      failure: null,
    });
    expect(streams[0]!.closed).toBe(true);
  });

  it('ends failed or cancelled as the record says', () => {
    const failed = follow();
    failed.message(msg(1, record({ version: 3, status: 'failed', error: 'boom' })));
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.actor.getSnapshot().output?.task?.error).toBe('boom');
    const cancelled = follow();
    cancelled.message(msg(0, record({ version: 3, status: 'cancelled' })));
    expect(cancelled.actor.getSnapshot().value).toBe('cancelled');
  });

  it(
    'opens the stream again after a loss, waiting longer each ' +
      'time, and resumes from the record its first message carries',
    () => {
      const { actor, streams, message, error, complete } = follow();
      message(msg(1, record()));
      error({ status: 0, message: 'offline' });
      expect(actor.getSnapshot().value).toBe('reconnecting');
      expect(actor.getSnapshot().context.failure?.status).toBe(0);
      expect(streams[0]!.closed).toBe(true);
      vi.advanceTimersByTime(FOLLOW_BACKOFF_MS[0] - 1);
      expect(streams).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(streams).toHaveLength(2);
      // Lost again before a message: the next wait is longer.
      error({ status: 503, message: 'The platform is not answering right now.' });
      vi.advanceTimersByTime(FOLLOW_BACKOFF_MS[1] - 1);
      expect(streams).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(streams).toHaveLength(3);
      // The resumed stream's first message: the task as it is now (it moved on meanwhile).
      message(msg(3, record({ progress: { done: 3, total: 4 } })));
      expect(actor.getSnapshot().context).toMatchObject({
        attempt: 0,
        failure: null,
        task: { progress: { done: 3, total: 4 } },
      });
      // A stream that completes before the end is a loss too; after a message the wait starts over.
      complete();
      expect(actor.getSnapshot().value).toBe('reconnecting');
      vi.advanceTimersByTime(FOLLOW_BACKOFF_MS[0]);
      expect(streams).toHaveLength(4);
      actor.send({ type: 'follow.retry' });
      expect(streams).toHaveLength(4);
    },
  );

  it('retries at once on request while reconnecting', () => {
    const { actor, streams, error } = follow();
    error(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.failure?.status).toBe(500);
    // A TypeError has no status: statusOf says 500, which is worth retrying.
    expect(actor.getSnapshot().value).toBe('reconnecting');
    actor.send({ type: 'follow.retry' });
    expect(streams).toHaveLength(2);
  });

  it('stops on a refusal that waiting will not change', () => {
    const { actor, error } = follow();
    error({ status: 404, message: 'No task 2222…' });
    expect(actor.getSnapshot().value).toBe('lost');
    expect(actor.getSnapshot().output).toEqual({
      task: null,
      failure: { status: 404, message: 'This page could not be found', detail: 'No task 2222…' },
    });
  });

  it('ignores messages about other tasks, and waits in idle without a task', () => {
    const { actor, streams } = follow({});
    expect(actor.getSnapshot().value).toBe('idle');
    expect(streams).toHaveLength(0);
    actor.send({ type: 'follow.start', task_uuid: T });
    expect(streams).toHaveLength(1);
    streams[0]!.send({ type: 'follow.message', message: { ...msg(1, record()), task_uuid: 'other' } });
    expect(actor.getSnapshot().matches({ following: 'opening' })).toBe(true);
    expect(actor.getSnapshot().context.task).toBeNull();
  });

  it('is live on a first message that changes nothing (the state it already knew)', () => {
    const known = record({ progress: { done: 2, total: 4 } });
    const { actor, message } = follow({ task_uuid: T, task: known });
    message(msg(2, known));
    expect(actor.getSnapshot().matches({ following: 'live' })).toBe(true);
  });

  it('comes back from a reload where it left off (persisted snapshot), and follows on', () => {
    const first = follow();
    first.message(msg(2, record()));
    const persisted = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const streams: TaskStreamInput[] = [];
    const again = createActor(
      taskFollowerMachine.provide({
        actors: { taskStream: fromCallback<EventObject, TaskStreamInput>(({ input }) => void streams.push(input)) },
      }),
      { snapshot: persisted, input: { task_uuid: T } },
    ).start();
    expect(again.getSnapshot().context.task?.progress.done).toBe(2);
    expect(streams).toEqual([{ task_uuid: T }]);
  });

  it('restored while reconnecting, waits out its back-off again and opens the stream', () => {
    const first = follow();
    first.error({ status: 0 });
    const persisted = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const streams: TaskStreamInput[] = [];
    const again = createActor(
      taskFollowerMachine.provide({
        actors: { taskStream: fromCallback<EventObject, TaskStreamInput>(({ input }) => void streams.push(input)) },
      }),
      { snapshot: persisted, input: { task_uuid: T } },
    ).start();
    expect(again.getSnapshot().value).toBe('reconnecting');
    vi.advanceTimersByTime(FOLLOW_BACKOFF_MS[0]);
    expect(streams).toEqual([{ task_uuid: T }]);
  });
});
