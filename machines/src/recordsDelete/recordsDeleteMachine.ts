/**
 * Deleting a list's selected records (issue 16), preview → apply like the wizards (DESIGN §3):
 * `previewing` asks the platform what deleting them would do — each record `delete`, or a row in
 * error: gone, repeated, or held back because other records still point at it — and `review`
 * shows it. Confirming (`wizard.confirm`, when something may go and the user may delete records)
 * starts the apply as a task bound to the preview; the task is followed by the task follower
 * (taskProgressStates: `progress` → `result`, `taskFailed`, `cancelled`), a 409 lists the rows
 * that moved and offers a fresh preview. `closed` (final) is where Cancel and Close lead.
 */
import { can } from '@console/schema';
import { assign, fromPromise, setup } from 'xstate';
import {
  applyingState,
  applyOutcomeStates,
  notProvided,
  taskProgressStates,
  taskWatchActions,
  taskWatchActors,
  taskWatchGuards,
} from '../taskMonitor/taskProgressStates.js';
import type {
  RecordsDeleteApplyInput,
  RecordsDeleteApplyOutput,
  RecordsDeleteContext,
  RecordsDeleteEvent,
  RecordsDeleteInput,
  RecordsDeletePreviewInput,
  RecordsDeletePreviewOutput,
} from './types.js';

const close = { target: '#recordsDelete.closed' } as const;

/** How many records the preview plans to delete (0 before it). */
export const deletable = (context: RecordsDeleteContext): number => context.preview?.counts.delete ?? 0;
/** How many selected records are held back, gone or repeated (rows in error). */
export const heldBackCount = (context: RecordsDeleteContext): number => context.preview?.counts.error ?? 0;

export const recordsDeleteMachine = setup({
  types: {
    context: {} as RecordsDeleteContext,
    events: {} as RecordsDeleteEvent,
    input: {} as RecordsDeleteInput,
  },
  actors: {
    preview: fromPromise<RecordsDeletePreviewOutput, RecordsDeletePreviewInput>(notProvided('preview')),
    apply: fromPromise<RecordsDeleteApplyOutput, RecordsDeleteApplyInput>(notProvided('apply')),
    ...taskWatchActors,
  },
  guards: {
    mayApply: ({ context }) => context.canDelete && deletable(context) > 0,
    ...taskWatchGuards<RecordsDeleteContext, RecordsDeleteEvent>(),
  },
  actions: {
    ...taskWatchActions<RecordsDeleteContext, RecordsDeleteEvent>(),
  },
}).createMachine({
  id: 'recordsDelete',
  context: ({ input }) => ({
    resource: input.resource,
    uuids: [...input.uuids],
    canDelete: can(input.scope, 'write'),
    preview: null,
    conflict: null,
    task: null,
    failure: null,
  }),
  initial: 'previewing',
  states: {
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ resource: context.resource, uuids: context.uuids }),
        onDone: {
          target: 'review',
          actions: assign({ preview: ({ event }) => event.output, failure: null, conflict: null, task: null }),
        },
        onError: { target: 'previewFailed', actions: 'recordFailure' },
      },
    },
    previewFailed: { on: { 'wizard.retry': 'previewing', 'wizard.cancel': close } },
    /** Each record's outcome; the held-back rows say what still points at them. */
    review: {
      tags: ['unsaved'],
      on: {
        'wizard.confirm': { guard: 'mayApply', target: 'applying' },
        'wizard.refresh': 'previewing',
        'wizard.cancel': close,
      },
    },
    applying: applyingState(({ context }: { context: RecordsDeleteContext }): RecordsDeleteApplyInput => ({
      resource: context.resource,
      preview_id: context.preview?.preview_id ?? '',
    })),
    // applyFailed, conflict (a record moved, or is pointed at, since the preview: nothing was
    // deleted) and taskFailed (all or nothing: it deleted nothing), as every preview → apply wizard.
    ...applyOutcomeStates(close),
    ...taskProgressStates({ failed: 'taskFailed', cancelled: 'cancelled', restart: close }),
    cancelled: { on: { 'wizard.retry': 'previewing', 'wizard.restart': close, 'wizard.cancel': close } },
    closed: { type: 'final' },
  },
});
