/**
 * The revert wizard (issue 18, DESIGN §3): preview the compensating change of a transaction or of
 * one version of one record -> review each record's outcome (restore, re-create, delete what it
 * created, unchanged) and the conflicts (records changed since by a later transaction) -> apply
 * as a task bound to the preview ("Revert the rest" leaves the conflicts as they are) -> live
 * progress (the one task follower, through taskProgressStates) -> result, whose transaction
 * links to the one it reverts. Who may is the platform's answer (the original change's role):
 * a refusal is the preview's failure.
 */
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
import { appliesRest, appliesWhole } from './logic.js';
import type {
  RevertApplyInput,
  RevertApplyOutput,
  RevertContext,
  RevertEvent,
  RevertInput,
  RevertPreviewInput,
  RevertPreviewOutput,
} from './types.js';

const stop = { target: '#revertWizard.stopped' } as const;

export const revertWizardMachine = setup({
  types: {
    context: {} as RevertContext,
    events: {} as RevertEvent,
    input: {} as RevertInput,
  },
  actors: {
    preview: fromPromise<RevertPreviewOutput, RevertPreviewInput>(notProvided('preview')),
    apply: fromPromise<RevertApplyOutput, RevertApplyInput>(notProvided('apply')),
    ...taskWatchActors,
  },
  guards: {
    appliesWhole: ({ context }) => appliesWhole(context),
    appliesRest: ({ context }) => appliesRest(context),
    ...taskWatchGuards<RevertContext, RevertEvent>(),
  },
  actions: {
    ...taskWatchActions<RevertContext, RevertEvent>(),
  },
}).createMachine({
  id: 'revertWizard',
  context: ({ input }) => ({
    target: input.target,
    preview: null,
    skipConflicts: false,
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
        input: ({ context }) => context.target,
        onDone: {
          target: 'review',
          actions: assign({
            preview: ({ event }) => event.output,
            skipConflicts: false,
            failure: null,
            conflict: null,
            task: null,
          }),
        },
        onError: { target: 'previewFailed', actions: 'recordFailure' },
      },
    },
    /** Refused (403: the original change's role is needed; 400: it cannot be reverted) or failed. */
    previewFailed: { on: { 'wizard.retry': 'previewing', 'wizard.cancel': stop } },
    /**
     * Each record's outcome and the conflicts. Without conflicts it applies whole; with them the
     * user reverts the rest or stops. Leaving warns from here until the task takes over.
     */
    review: {
      tags: ['unsaved'],
      on: {
        'wizard.confirm': { guard: 'appliesWhole', target: 'applying', actions: assign({ skipConflicts: false }) },
        'revert.rest': { guard: 'appliesRest', target: 'applying', actions: assign({ skipConflicts: true }) },
        'wizard.refresh': 'previewing',
        'wizard.cancel': stop,
      },
    },
    applying: applyingState(({ context }: { context: RevertContext }): RevertApplyInput => ({
      preview_id: context.preview?.preview_id ?? '',
      ...(context.skipConflicts ? { skip_conflicts: true } : {}),
    })),
    // applyFailed, conflict (records moved since the preview: nothing was written; a fresh preview
    // shows them as conflicts) and taskFailed (all or nothing), as every preview → apply wizard.
    ...applyOutcomeStates(stop),
    /** progress (live, Cancel while queued) -> result; `wizard.restart` previews again (what is left to revert). */
    ...taskProgressStates({
      failed: 'taskFailed',
      cancelled: 'cancelled',
      restart: { target: '#revertWizard.previewing' },
    }),
    cancelled: { on: { 'wizard.retry': 'previewing', 'wizard.restart': stop } },
    /** The user stopped: nothing was reverted. They may preview again. */
    stopped: { on: { 'wizard.restart': 'previewing' } },
  },
});
