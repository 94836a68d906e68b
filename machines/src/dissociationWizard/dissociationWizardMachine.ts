/**
 * The company-retailer dissociation wizard (§7, DESIGN §3): company -> retailer_url -> metrics
 * -> preview (everything that would go, per metric) -> confirm by typing the company's digit
 * code -> apply as a task -> progress -> result. Ops may preview; apply needs the
 * `dissociationApply` action (admin, superadmin, owner).
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

const cancel = { target: '#dissociationWizard.company', actions: 'reset' } as const;
/** Everything the wizard gathers past the company: empty at the start and after a cancel. */
const blank = (): Omit<DissociationContext, 'user_uuid' | 'canApply' | 'company'> => ({
  retailer_url: null,
  metrics: [],
  preview: null,
  typed: '',
  conflict: null,
  task: null,
  failure: null,
});

export const dissociationWizardMachine = setup({
  types: {
    context: {} as DissociationContext,
    events: {} as DissociationEvent,
    input: {} as DissociationInput,
  },
  actors: {
    preview: fromPromise<DissociationPreviewOutput, DissociationPreviewInput>(notProvided('preview')),
    apply: fromPromise<DissociationApplyOutput, DissociationApplyInput>(notProvided('apply')),
    ...taskWatchActors,
  },
  guards: {
    hasMetrics: ({ context }) => context.metrics.length > 0,
    canApply: ({ context }) => context.canApply,
    confirmed: ({ context }) => context.canApply && confirmationMatches(context),
    ...taskWatchGuards<DissociationContext, DissociationEvent>(),
  },
  actions: {
    ...taskWatchActions<DissociationContext, DissociationEvent>(),
    reset: assign(() => ({ company: null, ...blank() })),
  },
}).createMachine({
  id: 'dissociationWizard',
  context: ({ input }) => ({
    user_uuid: input.user_uuid,
    canApply: can(input.scope, 'dissociationApply'),
    company: input.company && isDigitCode(input.company.digit_code) ? input.company : null,
    ...blank(),
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.company !== null, target: 'retailer' }, { target: 'company' }],
    },
    company: {
      tags: ['editable'],
      on: {
        'company.select': {
          guard: ({ event }) => isDigitCode(event.company.digit_code),
          target: 'retailer',
          actions: assign(({ context, event }) =>
            context.company?.digit_code === event.company.digit_code
              ? { company: event.company }
              : { company: event.company, retailer_url: null, metrics: [], preview: null, typed: '' },
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
              context.metrics.includes(event.metric)
                ? context.metrics.filter((m) => m !== event.metric)
                : [...context.metrics, event.metric],
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
        onDone: {
          target: 'review',
          actions: assign({ preview: ({ event }) => event.output, failure: null, conflict: null, typed: '' }),
        },
        onError: { target: 'previewFailed', actions: 'recordFailure' },
      },
    },
    previewFailed: { on: { 'wizard.retry': 'previewing', 'wizard.back': 'metrics', 'wizard.cancel': cancel } },
    /**
     * Everything that would go, per metric; ops stop here. From here until the task takes over, leaving warns
     * ('unsaved').
     */
    review: {
      tags: ['unsaved'],
      on: {
        'wizard.next': { guard: 'canApply', target: 'confirm' },
        'wizard.back': 'metrics',
        'wizard.cancel': cancel,
      },
    },
    confirm: {
      tags: ['editable', 'unsaved'],
      on: {
        'confirm.type': { actions: assign({ typed: ({ event }) => event.text }) },
        'wizard.confirm': { guard: 'confirmed', target: 'applying' },
        'wizard.back': 'review',
        'wizard.cancel': cancel,
      },
    },
    applying: applyingState(({ context }: { context: DissociationContext }): DissociationApplyInput => ({
      ...dissociationRequest(context),
      preview_id: context.preview?.preview_id ?? '',
    })),
    // applyFailed, conflict (something new appeared since the preview: shown, with a fresh
    // preview) and taskFailed (all or nothing: it removed nothing), as every preview → apply wizard.
    ...applyOutcomeStates(cancel),
    /** progress (live, Cancel while queued) -> result, or watchFailed when the task cannot be followed. */
    ...taskProgressStates({ failed: 'taskFailed', cancelled: 'cancelled', restart: cancel }),
    cancelled: { on: { 'wizard.retry': 'previewing', 'wizard.restart': cancel } },
  },
});
