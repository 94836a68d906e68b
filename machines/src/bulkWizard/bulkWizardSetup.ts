/** The named guards, actions and actors of the bulk wizard (its chart is in bulkWizardMachine.ts). */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided, taskWatchActions, taskWatchActors, taskWatchGuards } from '../taskMonitor/taskProgressStates.js';
import { bulkDef, missingFields, readyToApply, resetFrom } from './logic.js';
import type {
  BulkApplyInput,
  BulkApplyOutput,
  BulkPreviewInput,
  BulkPreviewOutput,
  BulkWizardContext,
  BulkWizardEvent,
  BulkWizardInput,
  LoadPreviewRowsInput,
  LoadPreviewRowsOutput,
} from './types.js';

/** Shown on the upload step when every row was dropped. */
export const NOTHING_LEFT = 'Every row was in error and has been dropped: upload or paste corrected rows.';

/** Setup of the bulk wizard: the web app replaces the actors with `.provide()`. */
export const bulkWizardSetup = setup({
  types: {
    context: {} as BulkWizardContext,
    events: {} as BulkWizardEvent,
    input: {} as BulkWizardInput | undefined,
  },
  actors: {
    preview: fromPromise<BulkPreviewOutput, BulkPreviewInput>(notProvided('preview')),
    loadPreviewRows: fromPromise<LoadPreviewRowsOutput, LoadPreviewRowsInput>(notProvided('loadPreviewRows')),
    apply: fromPromise<BulkApplyOutput, BulkApplyInput>(notProvided('apply')),
    ...taskWatchActors,
  },
  guards: {
    knownResource: (_, params: { resource: string }) => !!bulkDef(params.resource),
    hasRecords: ({ context }) => context.records.length > 0 && context.headers.length > 0,
    allRequiredMapped: ({ context }) => missingFields(context).length === 0,
    hasInvalid: ({ context }) => context.invalid.length > 0,
    allInvalid: ({ context }) => context.invalid.length > 0 && context.invalid.length >= context.records.length,
    canSendWithPreview: ({ context }) =>
      context.rows.length > 0 && context.invalid.length === 0 && !!bulkDef(context.resource)?.previewPath,
    canSendWithoutPreview: ({ context }) =>
      context.rows.length > 0 && context.invalid.length === 0 && bulkDef(context.resource)?.previewPath === null,
    hasPreview: ({ context }) => !!bulkDef(context.resource)?.previewPath,
    validPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= Math.max(1, context.review.totalPages),
    hasPreviewErrors: ({ context }) => (context.preview?.counts.error ?? 0) > 0,
    readyToApply: ({ context }) => readyToApply(context),
    /** The task failed on rows that moved since the preview (a preview to refresh exists). */
    taskMovedRows: ({ context }) => !!bulkDef(context.resource)?.previewPath && !!context.task?.moved_rows,
    ...taskWatchGuards<BulkWizardContext, BulkWizardEvent>(),
  },
  actions: {
    reset: assign(({ context }) => resetFrom(context, null)),
    clearFailure: assign({ failure: null }),
    ...taskWatchActions<BulkWizardContext, BulkWizardEvent>(),
  },
});
