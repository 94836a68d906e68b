import { describe, expect, it } from 'vitest';
import { bulkWizardMachine } from './bulkWizardMachine.js';
import { STEP_EVENTS, pendingActors, replayAll, restingLeaves, walk, type WalkOptions } from './graphTesting.js';
import type { BulkWizardContext } from './types.js';
import { followerEvents } from '../taskFollower/testStream.js';

const P = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
const counts = (error: number) => ({ insert: 1, update: 0, unchanged: 0, error, delete: 0 });
const nav = { page: 1, page_size: 100, total_items: 1, total_pages: 1 };
const APPLIED_BEFORE = { by: 'owner@demo.test', at: '2026-01-02T03:04:05.000Z', transaction_uuid: P };
const movedRow = { index: 0, uuid: null, field: 'keyword', message: 'keyword changed since the preview' };
const row = {
  index: 0,
  outcome: 'error' as const,
  resource: 'keywords',
  uuid: null,
  changes: [],
  errors: [{ field: 'keyword', message: 'taken' }],
  row: {},
};

// One CSV fits both sample resources: keywords (with a preview) and brands (without).
const csv = 'keyword,name,digit_code,company.digit_code\nshoes,Acme,1,123\nboots,Acme,2,12a';

const options: WalkOptions<undefined> = {
  events: [
    { type: 'resource.select', resource: 'keywords' },
    { type: 'resource.select', resource: 'brands' },
    { type: 'source.load', text: csv, name: 'rows.csv' },
    { type: 'source.load', text: '' },
    { type: 'mapping.set', field: 'company.digit_code', header: null },
    { type: 'mapping.auto' },
    { type: 'rows.dropInvalid' },
    { type: 'review.page', page: 1 },
    { type: 'review.filter', outcome: 'error' },
    { type: 'review.dropErrors' },
    ...STEP_EVENTS,
    {
      type: 'xstate.done.actor.preview',
      output: { preview_id: P, bulk: 'keywords', total: 1, counts: counts(1), rows: [] },
    },
    {
      type: 'xstate.done.actor.preview',
      output: { preview_id: P, bulk: 'keywords', total: 1, counts: counts(0), rows: [] },
    },
    { type: 'xstate.done.actor.loadPreviewRows', output: { rows: [row], navigation: nav } },
    { type: 'xstate.done.actor.collectErrors', output: { rows: [row], navigation: nav } },
    { type: 'xstate.done.actor.apply', output: { task_uuid: T, preview_id: P, status: 'queued' } },
    // The preview had been applied before (another tab): the first apply's task answers again.
    {
      type: 'xstate.done.actor.apply',
      output: { task_uuid: T, preview_id: P, status: 'succeeded', already_applied: APPLIED_BEFORE },
    },
    { type: 'xstate.done.actor.cancelTask', output: null },
    { type: 'xstate.error.actor.apply', error: { status: 409, message: 'moved', rows: [{ index: 0 }] } },
    ...['preview', 'loadPreviewRows', 'collectErrors', 'apply', 'cancelTask'].map((id) => ({
      type: `xstate.error.actor.${id}`,
      error: { status: 500 },
    })),
    // The follower's snapshots and ends; one failure inside the task because rows moved since the preview
    // (the queued 409).
    ...followerEvents(T, {
      failed: {
        error: '1 row(s) changed since the preview; preview again',
        moved_rows: [movedRow],
      },
    }),
  ],
  // What the guards read; the whole context would make the walk endless (mapping edits, pages).
  project: (c: BulkWizardContext) => [
    c.resource,
    c.records.length,
    c.invalid.length,
    c.mapping['company.digit_code'] ?? null,
    c.preview ? c.preview.counts.error > 0 : null,
    c.review.totalPages,
    c.task?.status === 'queued',
    // A conflict found inside the task (it failed on moved rows) apart from one answered at apply time.
    c.conflict !== null && c.task?.status === 'failed',
  ],
  actors: pendingActors(['preview', 'loadPreviewRows', 'apply', 'cancelTask'], ['followTask']),
};

describe('bulk wizard paths (xstate/graph)', () => {
  const { paths, reached } = walk(bulkWizardMachine, options);

  it('reaches every resting state of the wizard', () => {
    expect(reached).toEqual(restingLeaves(bulkWizardMachine));
  });

  it('walks each path the same way on a live actor', () => {
    const failures = replayAll(bulkWizardMachine, paths, options);
    expect(failures).toEqual([]);
    expect(paths.length).toBeGreaterThan(20);
  });

  it('never offers apply with rows in error, and brands never pass through a preview', () => {
    for (const path of paths) {
      const values = path.steps.map((s) => JSON.stringify(s.state.value));
      const applyingAt = values.indexOf('"applying"');
      if (applyingAt < 0) continue;
      const ctx = path.steps[applyingAt]!.state.context as BulkWizardContext;
      if (ctx.resource === 'brands') expect(values.slice(0, applyingAt)).not.toContain('"previewing"');
      else expect(ctx.preview?.counts.error).toBe(0);
    }
  });

  it(
    'a task that failed on moved rows leads to the conflict ' +
      '(with a preview to refresh), any other failure to taskFailed',
    () => {
      let toConflict = 0;
      for (const path of paths) {
        for (let i = 1; i < path.steps.length; i++) {
          const { event, state } = path.steps[i]!;
          if (!path.steps[i - 1]!.state.matches('progress') || event.type !== 'xstate.done.actor.followTask') continue;
          const ended = (event as unknown as { output: { task: { status: string; moved_rows?: unknown } } }).output
            .task;
          if (ended.status !== 'failed') continue;
          const ctx = state.context as BulkWizardContext;
          const expected = ended.moved_rows && ctx.resource !== 'brands' ? 'conflict' : 'taskFailed';
          expect(state.value).toBe(expected);
          if (expected === 'conflict') {
            expect(ctx.conflict).toEqual([movedRow]);
            toConflict++;
          }
        }
      }
      expect(toConflict).toBeGreaterThan(0);
    },
  );

  it('flags unsaved work exactly while the input is held and not yet handed to a task', () => {
    for (const path of paths) {
      const s = path.state;
      const holdsInput = (s.context as BulkWizardContext).records.length > 0;
      const handedOver = s.matches('progress') || s.matches('result') || s.matches('watchFailed');
      if (s.hasTag('unsaved')) expect(holdsInput && !handedOver).toBe(true);
      if (handedOver || s.matches('pickResource') || s.matches('source')) expect(s.hasTag('unsaved')).toBe(false);
    }
  });
});
