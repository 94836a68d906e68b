import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  followProgress,
  isTransientStatus,
  recordMessage,
  type FollowedTask,
  type TaskProgressMessage,
} from './followLogic.js';

const T = '22222222-2222-4222-8222-222222222222';
const TX = '44444444-4444-4444-8444-444444444444';
const record = (over: Partial<FollowedTask> = {}): FollowedTask => ({
  uuid: T,
  version: 1,
  status: 'queued',
  progress: { done: 0, total: 0 },
  transaction_uuid: null,
  error: null,
  ...over,
});
const tick = (done: number, total = 10, status: FollowedTask['status'] = 'running'): TaskProgressMessage => ({
  task_uuid: T,
  status,
  done,
  total,
});
const withRecord = (task: FollowedTask): TaskProgressMessage => recordMessage(task);
const ended = record({
  version: 3,
  status: 'succeeded',
  progress: { done: 10, total: 10 },
  transaction_uuid: TX,
  transaction: { uuid: TX, resource: 'keywords', counts: { insert: 10, update: 0, delete: 0 } },
});

describe('followProgress (the one rule for a task after a message)', () => {
  it('takes a record whole and its bar from the message', () => {
    const next = followProgress(null, {
      ...tick(4),
      task: record({ version: 2, status: 'running', progress: { done: 3, total: 10 } }),
    });
    expect(next).toMatchObject({ status: 'running', version: 2, progress: { done: 4, total: 10 } });
  });

  it('moves the bar of a known task with ticks, never backwards within a status', () => {
    let task = followProgress(
      null,
      withRecord(record({ version: 2, status: 'running', progress: { done: 0, total: 10 } })),
    )!;
    task = followProgress(task, tick(5))!;
    expect(task.progress.done).toBe(5);
    expect(followProgress(task, tick(4))).toBeNull();
    expect(followProgress(task, tick(5))).toBeNull();
    // A record stored before the last tick (same version) keeps the further bar.
    expect(
      followProgress(task, withRecord(record({ version: 2, status: 'running', progress: { done: 2, total: 10 } }))),
    ).toBeNull();
    // A newer record keeps its fields but not a bar behind the ticks.
    expect(
      followProgress(
        task,
        withRecord(record({ version: 3, status: 'running', progress: { done: 2, total: 10 }, error: 'slow' })),
      ),
    ).toMatchObject({ error: 'slow', progress: { done: 5 } });
  });

  it('ignores ticks of a task it does not know (they carry no record)', () => {
    expect(followProgress(null, tick(3))).toBeNull();
  });

  it('holds an end: nothing after it changes the task, a repeat of it neither', () => {
    const end = followProgress(record({ version: 2, status: 'running' }), withRecord(ended))!;
    expect(end).toMatchObject({
      status: 'succeeded',
      progress: { done: 10, total: 10 },
      transaction: { counts: { insert: 10 } },
    });
    expect(followProgress(end, tick(7))).toBeNull();
    expect(
      followProgress(end, withRecord(record({ version: 2, status: 'running', progress: { done: 9, total: 10 } }))),
    ).toBeNull();
    expect(followProgress(end, withRecord(ended))).toBeNull();
  });

  it('takes the record of an end first known from a tick (it brings the transaction)', () => {
    const fromTick = followProgress(record({ version: undefined, status: 'running' }), tick(10, 10, 'succeeded'))!;
    expect(fromTick.status).toBe('succeeded');
    expect(followProgress({ ...fromTick, version: undefined }, withRecord(ended))).toMatchObject({
      transaction_uuid: TX,
    });
  });

  it('prefers the higher version whatever the order', () => {
    const newer = record({ version: 4, status: 'cancelled' });
    expect(followProgress(newer, withRecord(record({ version: 1 })))).toBeNull();
    expect(followProgress(record({ version: 1 }), withRecord(newer))).toMatchObject({ status: 'cancelled' });
  });

  it('knows which failures are worth waiting out', () => {
    expect([0, 408, 429, 500, 502, 503].every(isTransientStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isTransientStatus)).toBe(false);
  });

  it(
    'keeps bar and status consistent whatever the interleaving ' + 'of records and ticks (two streams, repeats, drops)',
    () => {
      const RANK = { queued: 0, running: 1, succeeded: 2, failed: 2, cancelled: 2 } as const;
      // A true history: queued, running with ticks, then the end with done = total.
      const history = fc.record({
        total: fc.integer({ min: 1, max: 50 }),
        ticks: fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { maxLength: 12 }),
      });
      fc.assert(
        fc.property(
          history,
          fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 40, maxLength: 40 }),
          ({ total, ticks }, picks, repeats) => {
            const dones = [...new Set(ticks.map((t) => Math.min(t, total)))].sort((a, b) => a - b);
            const records = [
              record({ version: 1 }),
              record({ version: 2, status: 'running', progress: { done: 0, total } }),
              { ...ended, progress: { done: total, total } },
            ].map(withRecord);
            const tickMsgs = dones.map((d) => tick(d, total));
            // The records stream is never lossy (start and end are never dropped); ticks may be dropped or repeated.
            const streams = [records, tickMsgs.filter((_, i) => repeats[i] !== 3)];
            const at = [0, 0];
            let task: FollowedTask | null = null;
            let step = 0;
            while (at[0]! < streams[0]!.length || at[1]! < streams[1]!.length) {
              const which =
                at[0]! >= streams[0]!.length
                  ? 1
                  : at[1]! >= streams[1]!.length
                    ? 0
                    : picks[step % picks.length]
                      ? 1
                      : 0;
              const message = streams[which]![at[which]!]!;
              // Unless a repeat: the same message again next time.
              if (!(repeats[step % repeats.length] === 1)) at[which]! += 1;
              step++;
              const before: FollowedTask | null = task;
              const next: FollowedTask | null = followProgress(before, message);
              if (!next) continue;
              if (before) {
                expect(RANK[next.status]).toBeGreaterThanOrEqual(RANK[before.status]);
                if (next.status === before.status)
                  expect(next.progress.done).toBeGreaterThanOrEqual(before.progress.done);
              }
              task = next;
            }
            expect(task).toMatchObject({ status: 'succeeded', progress: { done: total, total }, transaction_uuid: TX });
          },
        ),
      );
    },
  );
});
