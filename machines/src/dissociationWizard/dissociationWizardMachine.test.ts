import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreviewRow } from '@console/schema';
import {
  STEP_EVENTS,
  pendingActors,
  replayAll,
  restingLeaves,
  walk,
  type WalkOptions,
} from '../bulkWizard/graphTesting.js';
import { dissociationWizardMachine } from './dissociationWizardMachine.js';
import { impactByMetric } from './logic.js';
import { hasUnsavedWork } from '../bulkWizard/index.js';
import type {
  DissociationApplyInput,
  DissociationApplyOutput,
  DissociationContext,
  DissociationInput,
  DissociationPreviewInput,
  DissociationPreviewOutput,
  TaskRefInput,
} from './types.js';
import type { TaskUpdate } from '../taskMonitor/taskWatch.js';
import { drivenFollower, followerEvents } from '../taskFollower/testStream.js';

const U = '55555555-5555-4555-8555-555555555555';
const P = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
const URL = 'https://shop.example.com';
const gone = (index: number, resource: string, metric?: string): PreviewRow => ({
  index,
  outcome: 'delete',
  resource,
  uuid: null,
  changes: [],
  errors: [],
  row: metric ? { metric } : {},
});
const previewRows = [
  gone(0, 'schedules', 'rankings'),
  gone(1, 'rankings', 'rankings'),
  gone(2, 'rankings', 'rankings'),
  gone(3, 'listings', 'listings'),
  gone(4, 'product_skus'),
];

function fakes() {
  const calls = {
    preview: [] as DissociationPreviewInput[],
    apply: [] as DissociationApplyInput[],
    cancel: [] as TaskRefInput[],
  };
  const stream = drivenFollower();
  const emit = (t: Partial<TaskUpdate>) =>
    stream.emit({
      uuid: T,
      status: 'running',
      progress: { done: 0, total: 5 },
      transaction_uuid: null,
      error: null,
      ...t,
    });
  const actors = {
    preview: fromPromise<DissociationPreviewOutput, DissociationPreviewInput>(async ({ input }) => {
      calls.preview.push(input);
      return {
        preview_id: P,
        bulk: 'dissociation',
        total: 5,
        counts: { insert: 0, update: 0, unchanged: 0, error: 0, delete: 5 },
        rows: previewRows,
      };
    }),
    apply: fromPromise<DissociationApplyOutput, DissociationApplyInput>(async ({ input }) => {
      calls.apply.push(input);
      return { task_uuid: T, status: 'queued' };
    }),
    followTask: stream.followTask,
    cancelTask: fromPromise<unknown, TaskRefInput>(async ({ input }) => {
      calls.cancel.push(input);
    }),
  };
  return { actors, calls, task: (t: Partial<TaskUpdate>) => emit(t) };
}
const start = (f: ReturnType<typeof fakes>, input: DissociationInput) =>
  createActor(dissociationWizardMachine.provide({ actors: f.actors }), { input }).start();

async function toReview(f: ReturnType<typeof fakes>, scope: string[]) {
  const actor = start(f, { user_uuid: U, scope });
  actor.send({ type: 'company.select', company: { digit_code: '123', name: 'Acme' } });
  actor.send({ type: 'retailer.select', retailer_url: 'not a url' });
  expect(actor.getSnapshot().value).toBe('retailer');
  actor.send({ type: 'retailer.select', retailer_url: URL });
  actor.send({ type: 'wizard.next' });
  expect(actor.getSnapshot().value).toBe('metrics'); // at least one metric
  actor.send({ type: 'metrics.toggle', metric: 'rankings' });
  actor.send({ type: 'metrics.toggle', metric: 'listings' });
  actor.send({ type: 'wizard.next' });
  await waitFor(actor, (s) => s.matches('review'));
  return actor;
}

describe('dissociation wizard', () => {
  it(
    'previews with the §7 request, confirms by the exact ' + 'digit code, applies as a task bound to the preview',
    async () => {
      const f = fakes();
      const actor = await toReview(f, ['admin']);
      expect(f.calls.preview).toEqual([
        {
          task_name: `Dissociate company 123 from ${URL}`,
          user_uuid: U,
          data: { company_digit_code: '123', retailer_url: URL, metrics: ['rankings', 'listings'] },
        },
      ]);
      actor.send({ type: 'wizard.next' });
      for (const wrong of ['12', '1234', ' 123', 'Acme']) {
        actor.send({ type: 'confirm.type', text: wrong });
        actor.send({ type: 'wizard.confirm' });
        expect(actor.getSnapshot().value).toBe('confirm');
      }
      actor.send({ type: 'confirm.type', text: '123' });
      actor.send({ type: 'wizard.confirm' });
      await waitFor(actor, (s) => s.matches('progress'));
      expect(f.calls.apply).toEqual([{ ...f.calls.preview[0], preview_id: P }]);
      actor.send({ type: 'task.cancel' });
      await waitFor(actor, (s) => s.matches({ progress: 'watching' }));
      expect(f.calls.cancel).toEqual([{ task_uuid: T }]);
      f.task({ status: 'cancelled' });
      expect(actor.getSnapshot().value).toBe('cancelled');
    },
  );

  it('lets ops preview but not apply', async () => {
    const actor = await toReview(fakes(), ['ops']);
    expect(actor.getSnapshot().context.canApply).toBe(false);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('review');
  });

  it('lets an owner apply, and follows the task to its result', async () => {
    const f = fakes();
    const actor = await toReview(f, ['owner']);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'confirm.type', text: '123' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    f.task({ progress: { done: 3, total: 5 } });
    expect(actor.getSnapshot().context.task?.progress).toEqual({ done: 3, total: 5 });
    f.task({ status: 'succeeded', progress: { done: 5, total: 5 } });
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('groups what would go per metric and per kind of record', () => {
    expect(impactByMetric(previewRows).map(({ metric, total, byResource }) => ({ metric, total, byResource }))).toEqual(
      [
        { metric: 'listings', total: 1, byResource: { listings: 1 } },
        { metric: 'rankings', total: 3, byResource: { schedules: 1, rankings: 2 } },
        { metric: 'all', total: 1, byResource: { product_skus: 1 } },
      ],
    );
  });
});

const options: WalkOptions<DissociationInput> = {
  input: { user_uuid: U, scope: ['admin'] },
  events: [
    { type: 'company.select', company: { digit_code: '123' } },
    { type: 'retailer.select', retailer_url: URL },
    { type: 'metrics.toggle', metric: 'rankings' },
    { type: 'confirm.type', text: '123' },
    { type: 'confirm.type', text: '12' },
    ...STEP_EVENTS,
    {
      type: 'xstate.done.actor.preview',
      output: {
        preview_id: P,
        bulk: 'dissociation',
        total: 1,
        counts: { insert: 0, update: 0, unchanged: 0, error: 0, delete: 1 },
        rows: [previewRows[0]],
      },
    },
    { type: 'xstate.done.actor.apply', output: { task_uuid: T, status: 'queued' } },
    {
      type: 'xstate.done.actor.apply',
      output: {
        task_uuid: T,
        status: 'succeeded',
        already_applied: { by: 'a@b.test', at: null, transaction_uuid: null },
      },
    },
    { type: 'xstate.done.actor.cancelTask', output: null },
    { type: 'xstate.error.actor.apply', error: { status: 409, message: 'moved', rows: [{ index: 0 }] } },
    ...['preview', 'apply', 'cancelTask'].map((id) => ({ type: `xstate.error.actor.${id}`, error: { status: 500 } })),
    ...followerEvents(T),
  ],
  project: (c: DissociationContext) => [
    c.company?.digit_code ?? null,
    c.retailer_url,
    c.metrics,
    c.typed,
    c.preview?.preview_id ?? null,
    c.task?.status ?? null,
  ],
  actors: pendingActors(['preview', 'apply', 'cancelTask'], ['followTask']),
};

describe('dissociation wizard paths (xstate/graph)', () => {
  const { paths, reached } = walk(dissociationWizardMachine, options);

  it('reaches every resting state', () => {
    expect(reached).toEqual(restingLeaves(dissociationWizardMachine));
  });

  it('walks each path the same way on a live actor', () => {
    expect(replayAll(dissociationWizardMachine, paths, options)).toEqual([]);
  });

  it('never applies without the typed digit code, and ops never reach the confirmation', () => {
    for (const path of paths) {
      const applyingAt = path.steps.findIndex((s) => s.state.matches('applying'));
      if (applyingAt >= 0) expect((path.steps[applyingAt]!.state.context as DissociationContext).typed).toBe('123');
    }
    const opsPaths = walk(dissociationWizardMachine, { ...options, input: { user_uuid: U, scope: ['ops'] } });
    expect(opsPaths.reached).not.toContain('confirm');
    expect(opsPaths.reached).not.toContain('applying');
    expect(opsPaths.reached).toContain('review');
  });

  it('flags unsaved work (the leave warning) from the preview until a task takes over', () => {
    for (const path of paths) {
      const s = path.state;
      const c = s.context as DissociationContext;
      const handedOver = ['progress', 'result', 'watchFailed', 'taskFailed', 'cancelled'].some((v) =>
        s.matches(v as never),
      );
      if (s.hasTag('unsaved')) expect(c.preview !== null && !handedOver).toBe(true);
      if (s.matches('review') || s.matches('confirm') || s.matches('conflict')) expect(hasUnsavedWork(s)).toBe(true);
      if (handedOver || s.matches('company') || s.matches('retailer') || s.matches('metrics'))
        expect(s.hasTag('unsaved')).toBe(false);
    }
  });
});
