/**
 * The company-retailer dissociation wizard (§7, DESIGN §3): company -> retailer_url -> metrics
 * -> preview (everything that would go, per metric) -> confirm by typing the company's digit
 * code -> apply as a task -> progress -> result. Ops may preview; apply needs the
 * `dissociationApply` action (admin, superadmin, owner).
 */
import { can } from '@console/schema';
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { failureOf, isFinished, type TaskRefInput } from '../taskMonitor/taskWatch.js';
import type { ApplyConflictError } from '../bulkWizard/types.js';
import { confirmationMatches, dissociationRequest, isDigitCode, isUrl } from './logic.js';
import type {
  DissociationApplyInput,
  DissociationApplyOutput,
  DissociationContext,
  DissociationEvent,
  DissociationInput,
  DissociationPreviewInput,
  DissociationPreviewOutput,
} from './types.js';

const notProvided = (name: string) => () => {
  throw new Error(`The ${name} actor must be provided by the app (machine.provide).`);
};
const cancel = { target: '#dissociationWizard.company', actions: 'reset' } as const;

export const dissociationWizardMachine = setup({
  types: {
    context: {} as DissociationContext,
    events: {} as DissociationEvent,
    input: {} as DissociationInput,
  },
  actors: {
    preview: fromPromise<DissociationPreviewOutput, DissociationPreviewInput>(notProvided('preview')),
    apply: fromPromise<DissociationApplyOutput, DissociationApplyInput>(notProvided('apply')),
    watchTask: fromCallback<EventObject, TaskRefInput>(notProvided('watchTask')),
    cancelTask: fromPromise<unknown, TaskRefInput>(notProvided('cancelTask')),
  },
  guards: {
    hasMetrics: ({ context }) => context.metrics.length > 0,
    canApply: ({ context }) => context.canApply,
    confirmed: ({ context }) => context.canApply && confirmationMatches(context),
    taskQueued: ({ context }) => context.task?.status === 'queued',
  },
  actions: {
    reset: assign({ company: null, retailer_url: null, metrics: [], preview: null, typed: '', conflict: null, task: null, failure: null }),
  },
}).createMachine({
  id: 'dissociationWizard',
  context: ({ input }) => ({
    user_uuid: input.user_uuid,
    canApply: can(input.scope, 'dissociationApply'),
    company: input.company && isDigitCode(input.company.digit_code) ? input.company : null,
    retailer_url: null,
    metrics: [],
    preview: null,
    typed: '',
    conflict: null,
    task: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.company !== null, target: 'retailer' }, { target: 'company' }] },
    company: {
      tags: ['editable'],
      on: {
        'company.select': {
          guard: ({ event }) => isDigitCode(event.company.digit_code),
          target: 'retailer',
          actions: assign(({ context, event }) =>
            context.company?.digit_code === event.company.digit_code ? { company: event.company } : { company: event.company, retailer_url: null, metrics: [], preview: null, typed: '' },
          ),
        },
      },
    },
    retailer: {
      tags: ['editable'],
      on: {
        'retailer.select': {
          guard: ({ event }) => isUrl(event.retailer_url),
          target: 'metrics',
          actions: assign({ retailer_url: ({ event }) => event.retailer_url, preview: null }),
        },
        'wizard.back': 'company',
        'wizard.cancel': cancel,
      },
    },
    metrics: {
      tags: ['editable'],
      on: {
        'metrics.toggle': {
          actions: assign({
            metrics: ({ context, event }) =>
              context.metrics.includes(event.metric) ? context.metrics.filter((m) => m !== event.metric) : [...context.metrics, event.metric],
          }),
        },
        'metrics.set': { actions: assign({ metrics: ({ event }) => [...new Set(event.metrics)] }) },
        'wizard.next': { guard: 'hasMetrics', target: 'previewing' },
        'wizard.back': 'retailer',
        'wizard.cancel': cancel,
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => dissociationRequest(context),
        onDone: { target: 'review', actions: assign({ preview: ({ event }) => event.output, failure: null, conflict: null, typed: '' }) },
        onError: { target: 'previewFailed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    previewFailed: { on: { 'wizard.retry': 'previewing', 'wizard.back': 'metrics', 'wizard.cancel': cancel } },
    /** Everything that would go, per metric; ops stop here. */
    review: {
      on: { 'wizard.next': { guard: 'canApply', target: 'confirm' }, 'wizard.back': 'metrics', 'wizard.cancel': cancel },
    },
    confirm: {
      tags: ['editable'],
      on: {
        'confirm.type': { actions: assign({ typed: ({ event }) => event.text }) },
        'wizard.confirm': { guard: 'confirmed', target: 'applying' },
        'wizard.back': 'review',
        'wizard.cancel': cancel,
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ ...dissociationRequest(context), preview_id: context.preview?.preview_id ?? '' }),
        onDone: {
          target: 'progress',
          actions: assign({ task: ({ event }) => ({ uuid: event.output.task_uuid, status: event.output.status, progress: { done: 0, total: 0 }, transaction_uuid: null, error: null }), failure: null }),
        },
        onError: [
          {
            guard: ({ event }) => (event.error as { status?: unknown } | null)?.status === 409,
            target: 'conflict',
            actions: assign({ conflict: ({ event }) => (event.error as ApplyConflictError).rows ?? [] }),
          },
          { target: 'applyFailed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    // Retrying is safe: the same preview_id commits once (DESIGN §3).
    applyFailed: { on: { 'wizard.retry': 'applying', 'wizard.back': 'review', 'wizard.cancel': cancel } },
    /** Something new appeared since the preview: show it and offer a fresh preview. */
    conflict: { on: { 'wizard.refresh': 'previewing', 'wizard.cancel': cancel } },
    progress: {
      tags: ['busy'],
      invoke: {
        id: 'watchTask',
        src: 'watchTask',
        input: ({ context }) => ({ task_uuid: context.task?.uuid ?? '' }),
        onError: { target: 'watchFailed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
      initial: 'watching',
      states: {
        watching: { on: { 'task.cancel': { guard: 'taskQueued', target: 'cancelling' } } },
        cancelling: {
          invoke: {
            id: 'cancelTask',
            src: 'cancelTask',
            input: ({ context }) => ({ task_uuid: context.task?.uuid ?? '' }),
            onDone: 'watching',
            onError: { target: 'watching', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
      on: {
        'task.update': [
          { guard: ({ event }) => event.task.status === 'succeeded', target: 'result', actions: assign({ task: ({ event }) => event.task }) },
          { guard: ({ event }) => event.task.status === 'failed', target: 'taskFailed', actions: assign({ task: ({ event }) => event.task }) },
          { guard: ({ event }) => isFinished(event.task.status), target: 'cancelled', actions: assign({ task: ({ event }) => event.task }) },
          { actions: assign({ task: ({ event }) => event.task }) },
        ],
      },
    },
    watchFailed: { on: { 'wizard.retry': 'progress', 'wizard.restart': cancel } },
    /** All or nothing: a failed task removed nothing; a fresh preview starts again. */
    taskFailed: { on: { 'wizard.retry': 'previewing', 'wizard.cancel': cancel } },
    cancelled: { on: { 'wizard.retry': 'previewing', 'wizard.restart': cancel } },
    result: { on: { 'wizard.restart': cancel } },
  },
});
