import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreviewRow } from '@console/schema';
import { bulkWizardMachine, NOTHING_LEFT } from './bulkWizardMachine.js';
import { hasUnsavedWork } from './index.js';
import { drivenFollower } from '../taskFollower/testStream.js';
import type {
  BulkApplyInput,
  BulkApplyOutput,
  BulkPreviewInput,
  BulkPreviewOutput,
  LoadPreviewRowsInput,
  LoadPreviewRowsOutput,
  TaskRefInput,
  TaskUpdate,
} from './types.js';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '33333333-3333-4333-8333-333333333333';
const T = '22222222-2222-4222-8222-222222222222';
const TX = '44444444-4444-4444-8444-444444444444';
const CSV = 'Keyword,Company Digit Code\nshoes,123\nboots,12a\nhats,123\nsocks,123';

/** A small in-memory platform: previews rows, pages them, applies, and runs the task. */
function fakePlatform(
  opts: { serverErrors?: number[]; conflictOnce?: boolean; queued?: boolean; appliedBefore?: boolean } = {},
) {
  const calls = {
    preview: [] as BulkPreviewInput[],
    load: [] as LoadPreviewRowsInput[],
    apply: [] as BulkApplyInput[],
    cancel: [] as TaskRefInput[],
  };
  let stored: PreviewRow[] = [];
  let conflict = opts.conflictOnce ?? false;
  const stream = drivenFollower();
  const emit = (task: TaskUpdate) => stream.emit(task);
  const actors = {
    preview: fromPromise<BulkPreviewOutput, BulkPreviewInput>(async ({ input }) => {
      calls.preview.push(input);
      stored = input.rows.map((row, index) => {
        const bad = calls.preview.length === 1 && opts.serverErrors?.includes(index);
        return {
          index,
          outcome: bad ? 'error' : 'insert',
          resource: 'keywords',
          uuid: null,
          changes: [],
          errors: bad ? [{ field: 'keyword', message: 'keyword exists' }] : [],
          row,
        } as PreviewRow;
      });
      const error = stored.filter((r) => r.outcome === 'error').length;
      return {
        preview_id: calls.preview.length === 1 ? P1 : P2,
        bulk: input.resource,
        total: stored.length,
        counts: { insert: stored.length - error, update: 0, unchanged: 0, error, delete: 0 },
        rows: [],
      };
    }),
    loadPreviewRows: fromPromise<LoadPreviewRowsOutput, LoadPreviewRowsInput>(async ({ input }) => {
      calls.load.push(input);
      const all = stored.filter((r) => !input.outcome || r.outcome === input.outcome);
      const rows = all.slice((input.page - 1) * input.page_size, input.page * input.page_size);
      return {
        rows,
        navigation: {
          page: input.page,
          page_size: input.page_size,
          total_items: all.length,
          total_pages: Math.ceil(all.length / input.page_size),
        },
      };
    }),
    apply: fromPromise<BulkApplyOutput, BulkApplyInput>(async ({ input }) => {
      calls.apply.push(input);
      if (conflict) {
        conflict = false;
        throw { status: 409, message: 'changed since the preview', rows: [{ index: 0, uuid: null }] };
      }
      if (opts.appliedBefore)
        return {
          task_uuid: T,
          preview_id: 'preview_id' in input ? input.preview_id : null,
          status: 'succeeded' as const,
          already_applied: { by: 'owner@demo.test', at: '2026-01-02T03:04:05.000Z', transaction_uuid: TX },
        };
      return {
        task_uuid: T,
        preview_id: 'preview_id' in input ? input.preview_id : null,
        status: opts.queued ? ('queued' as const) : ('running' as const),
      };
    }),
    followTask: stream.followTask,
    cancelTask: fromPromise<unknown, TaskRefInput>(async ({ input }) => {
      calls.cancel.push(input);
      emit({ uuid: T, status: 'cancelled', progress: { done: 0, total: 3 }, transaction_uuid: null, error: null });
    }),
  };
  return {
    actors,
    calls,
    stream,
    task: (task: Partial<TaskUpdate>) =>
      emit({
        uuid: T,
        status: 'running',
        progress: { done: 0, total: 3 },
        transaction_uuid: null,
        error: null,
        ...task,
      }),
  };
}

type Persisted = ReturnType<ReturnType<typeof createActor<typeof bulkWizardMachine>>['getPersistedSnapshot']>;

const start = (platform: ReturnType<typeof fakePlatform>, input?: { resource?: string; pageSize?: number }) =>
  createActor(bulkWizardMachine.provide({ actors: platform.actors }), { input }).start();

/** Loads the rows, maps and checks them, and waits for the server preview's review. */
async function reviewed(actor: ReturnType<typeof start>, text: string): Promise<void> {
  actor.send({ type: 'source.load', text });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.next' });
  await waitFor(actor, (s) => s.matches({ review: 'idle' }));
}

describe('bulk wizard', () => {
  it(
    'goes from upload to result: maps by header, checks rows, drops ' +
      'both kinds of errors, previews, applies, follows the task',
    async () => {
      const platform = fakePlatform({ serverErrors: [1] });
      const actor = start(platform);
      expect(actor.getSnapshot().hasTag('editable')).toBe(true);
      actor.send({ type: 'resource.select', resource: 'keywords' });
      actor.send({ type: 'source.load', text: CSV, name: 'k.csv' });
      const mapped = actor.getSnapshot();
      expect(mapped.value).toBe('mapping');
      expect(mapped.context.mapping).toMatchObject({ keyword: 'Keyword', 'company.digit_code': 'Company Digit Code' });
      expect(hasUnsavedWork(mapped)).toBe(true);

      actor.send({ type: 'wizard.next' });
      const checked = actor.getSnapshot();
      expect(checked.value).toBe('checked');
      expect(checked.context.issues).toEqual([
        { index: 1, field: 'company.digit_code', message: 'Company › Digit code must be 1 to 12 digits' },
      ]);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('checked'); // rows in error are never sent
      actor.send({ type: 'rows.dropInvalid' });
      expect(actor.getSnapshot().context.records.map((r) => r.Keyword)).toEqual(['shoes', 'hats', 'socks']);

      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ review: 'idle' }));
      expect(actor.getSnapshot().context.preview?.counts).toMatchObject({ insert: 2, error: 1 });
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().matches('review')).toBe(true); // not with a row in error

      actor.send({ type: 'review.filter', outcome: 'error' });
      await waitFor(actor, (s) => s.matches({ review: 'idle' }));
      expect(actor.getSnapshot().context.review.rows.map((r) => r.row.keyword)).toEqual(['hats']);
      expect(platform.calls.load.at(-1)).toEqual({ preview_id: P1, page: 1, page_size: 100, outcome: 'error' });

      actor.send({ type: 'review.dropErrors' });
      await waitFor(actor, (s) => s.matches({ review: 'idle' }));
      expect(platform.calls.preview[1]?.rows.map((r) => r.keyword)).toEqual(['shoes', 'socks']);
      expect(actor.getSnapshot().context.preview).toMatchObject({ preview_id: P2, counts: { insert: 2, error: 0 } });

      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('confirm');
      actor.send({ type: 'wizard.confirm' });
      await waitFor(actor, (s) => s.matches('progress'));
      expect(platform.calls.apply).toEqual([{ resource: 'keywords', preview_id: P2 }]);
      expect(hasUnsavedWork(actor.getSnapshot())).toBe(false);
      platform.task({ progress: { done: 2, total: 3 } });
      expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 2, total: 3 });
      platform.task({ status: 'succeeded', progress: { done: 3, total: 3 }, transaction_uuid: TX });
      expect(actor.getSnapshot().value).toBe('result');
      expect(actor.getSnapshot().context.task?.transaction_uuid).toBe(TX);

      actor.send({ type: 'wizard.restart' });
      expect(actor.getSnapshot().value).toBe('pickResource');
      expect(actor.getSnapshot().context.records).toEqual([]);
    },
  );

  it('pages the review within bounds', async () => {
    const platform = fakePlatform();
    const actor = start(platform, { resource: 'keywords', pageSize: 2 });
    await reviewed(actor, CSV.replace('12a', '124'));
    expect(actor.getSnapshot().context.review).toMatchObject({ totalPages: 2, totalItems: 4 });
    actor.send({ type: 'review.page', page: 3 });
    expect(actor.getSnapshot().matches({ review: 'idle' })).toBe(true);
    actor.send({ type: 'review.page', page: 2 });
    await waitFor(actor, (s) => s.matches({ review: 'idle' }));
    expect(actor.getSnapshot().context.review.rows.map((r) => r.index)).toEqual([2, 3]);
  });

  it('brands: no preview, an explicit confirmation, then apply with the rows and confirm: true', async () => {
    const platform = fakePlatform();
    const actor = start(platform, { resource: 'brands' });
    actor.send({ type: 'source.load', text: 'name,digit_code,company.digit_code\nAcme,1,123' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('confirmNoPreview');
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(platform.calls.preview).toEqual([]);
    expect(platform.calls.apply).toEqual([
      { resource: 'brands', rows: [{ name: 'Acme', digit_code: '1', company: { digit_code: '123' } }], confirm: true },
    ]);
  });

  it('a preview applied before (another tab) says who applied it when, following no task as its own', async () => {
    const platform = fakePlatform({ appliedBefore: true });
    const actor = start(platform, { resource: 'keywords' });
    await reviewed(actor, 'keyword,company.digit_code\nshoes,1');
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('alreadyApplied'));
    expect(actor.getSnapshot().context.task).toMatchObject({
      uuid: T,
      transaction_uuid: TX,
      applied_before: { by: 'owner@demo.test', at: '2026-01-02T03:04:05.000Z', transaction_uuid: TX },
    });
    actor.send({ type: 'wizard.restart' });
    expect(actor.getSnapshot().matches('alreadyApplied')).toBe(false);
  });

  it('a 409 lists the rows that moved and offers a fresh preview, bound to the new preview_id', async () => {
    const platform = fakePlatform({ conflictOnce: true });
    const actor = start(platform, { resource: 'keywords' });
    await reviewed(actor, 'keyword,company.digit_code\nshoes,1');
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict).toEqual([{ index: 0, uuid: null }]);
    actor.send({ type: 'wizard.refresh' });
    await waitFor(actor, (s) => s.matches({ review: 'idle' }));
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(platform.calls.apply.map((a) => ('preview_id' in a ? a.preview_id : null))).toEqual([P1, P2]);
  });

  it(
    'a queued apply whose task fails on rows that moved is ' +
      'the same conflict: the moved rows, then a fresh preview',
    async () => {
      const platform = fakePlatform({ queued: true });
      const actor = start(platform, { resource: 'keywords' });
      await reviewed(actor, 'keyword,company.digit_code\nshoes,1\nboots,1');
      actor.send({ type: 'wizard.next' });
      actor.send({ type: 'wizard.confirm' });
      await waitFor(actor, (s) => s.matches('progress'));
      platform.task({ status: 'queued' });
      // The platform re-checks under lock inside the task and fails it with the 409's details as its
      // result; the gateway reads the moved rows from it.
      const moved = {
        index: 1,
        uuid: T,
        field: 'keyword',
        message: `keywords ${T} changed since the preview (version 1, now 2): keyword changed`,
      };
      platform.task({
        status: 'failed',
        error: '1 row(s) changed since the preview; preview again',
        result: { rows: [moved], moved: 1 },
        moved_rows: [moved],
      });
      expect(actor.getSnapshot().value).toBe('conflict');
      expect(actor.getSnapshot().context.conflict).toEqual([moved]);
      expect(hasUnsavedWork(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'wizard.refresh' });
      await waitFor(actor, (s) => s.matches({ review: 'idle' }));
      expect(platform.calls.preview).toHaveLength(2);
      expect(actor.getSnapshot().context.conflict).toBeNull();
      actor.send({ type: 'wizard.next' });
      actor.send({ type: 'wizard.confirm' });
      await waitFor(actor, (s) => s.matches('progress'));
      expect(platform.calls.apply.map((a) => ('preview_id' in a ? a.preview_id : null))).toEqual([P1, P2]);

      // A failure that names no moved row (all or nothing, nothing written) stays a task failure.
      platform.task({ status: 'failed', error: 'Injected failure after 1 rows', result: null });
      expect(actor.getSnapshot().value).toBe('taskFailed');
    },
  );

  it('retries a failed preview with the §8 message, and cancels a queued task', async () => {
    const platform = fakePlatform({ queued: true });
    let failNext = true;
    const actor = createActor(
      bulkWizardMachine.provide({
        actors: {
          ...platform.actors,
          preview: fromPromise<BulkPreviewOutput, BulkPreviewInput>(async ({ input }) => {
            if (failNext) {
              failNext = false;
              throw Object.assign(new Error('platform down'), { status: 0 });
            }
            return {
              preview_id: P1,
              bulk: input.resource,
              total: 1,
              counts: { insert: 1, update: 0, unchanged: 0, error: 0, delete: 0 },
              rows: [],
            };
          }),
        },
      }),
      { input: { resource: 'keywords' } },
    ).start();
    actor.send({ type: 'source.load', text: 'keyword,company.digit_code\nshoes,1' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches('previewFailed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      status: 0,
      message: 'No internet connection found. Please check your connection and try again.',
      detail: 'platform down',
    });
    expect(actor.getSnapshot().context.records).toHaveLength(1); // nothing typed is lost
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => s.matches({ review: 'idle' }));
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    platform.task({ status: 'queued' });
    actor.send({ type: 'task.cancel' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(platform.calls.cancel).toEqual([{ task_uuid: T }]);
    expect(hasUnsavedWork(actor.getSnapshot())).toBe(true);
  });

  it('refuses to cancel a task that already runs', async () => {
    const platform = fakePlatform();
    const actor = start(platform, { resource: 'keywords' });
    await reviewed(actor, 'keyword,company.digit_code\nshoes,1');
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    actor.send({ type: 'task.cancel' });
    expect(actor.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    platform.task({ status: 'failed', error: 'boom' });
    expect(actor.getSnapshot().value).toBe('taskFailed');
    actor.send({ type: 'wizard.retry' });
    expect(actor.getSnapshot().value).toBe('previewing');
  });

  it('drops every row when all are in error and returns to the upload', () => {
    const actor = start(fakePlatform(), { resource: 'keywords' });
    actor.send({ type: 'source.load', text: 'keyword,company.digit_code\n,1' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'rows.dropInvalid' });
    expect(actor.getSnapshot().value).toBe('source');
    expect(actor.getSnapshot().context.parseErrors).toEqual([NOTHING_LEFT]);
  });

  it('requires every required field to be mapped, and says when a paste holds no rows', () => {
    const actor = start(fakePlatform(), { resource: 'keywords' });
    actor.send({ type: 'source.load', text: 'keyword' });
    expect(actor.getSnapshot().value).toBe('source');
    expect(actor.getSnapshot().context.parseErrors[0]).toMatch(/^No rows found/);
    actor.send({ type: 'source.load', text: 'word\tcode\nshoes\t1' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('mapping');
    actor.send({ type: 'mapping.set', field: 'keyword', header: 'word' });
    actor.send({ type: 'mapping.set', field: 'company.digit_code', header: 'code' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.rows).toEqual([{ keyword: 'shoes', company: { digit_code: '1' } }]);
  });

  it('resumes after a reload from its persisted snapshot at the same step, in flight work restarted', async () => {
    const platform = fakePlatform();
    const first = start(platform, { resource: 'keywords' });
    first.send({ type: 'source.load', text: 'keyword,company.digit_code\nshoes,1\nboots,2' });
    first.send({ type: 'wizard.next' });
    const saved = JSON.stringify(first.getPersistedSnapshot());
    first.stop();
    const second = createActor(bulkWizardMachine.provide({ actors: platform.actors }), {
      snapshot: JSON.parse(saved) as Persisted,
      input: undefined,
    }).start();
    expect(second.getSnapshot().value).toBe('checked');
    expect(second.getSnapshot().context.rows).toHaveLength(2);
    expect(hasUnsavedWork(second.getSnapshot())).toBe(true);

    // Reloaded while the apply's task runs: the follower opens the same task's stream again.
    second.send({ type: 'wizard.next' });
    await waitFor(second, (s) => s.matches({ review: 'idle' }));
    second.send({ type: 'wizard.next' });
    second.send({ type: 'wizard.confirm' });
    await waitFor(second, (s) => s.matches('progress'));
    const savedMidTask = JSON.stringify(second.getPersistedSnapshot());
    second.stop();
    const third = createActor(bulkWizardMachine.provide({ actors: platform.actors }), {
      snapshot: JSON.parse(savedMidTask) as Persisted,
      input: undefined,
    }).start();
    expect(third.getSnapshot().matches({ progress: 'watching' })).toBe(true);
    expect(platform.stream.opened).toEqual([T, T]);
    platform.task({ status: 'succeeded', transaction_uuid: TX });
    expect(third.getSnapshot().value).toBe('result');
    expect(platform.calls.apply).toHaveLength(1);
  });
});
