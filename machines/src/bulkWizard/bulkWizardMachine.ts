/**
 * The bulk-upsert wizard (DESIGN §3, §6): pick resource -> upload or paste -> map columns ->
 * check rows -> server preview -> review -> confirm -> apply -> live progress -> result.
 * Network work is done by the named actors below, which the web app supplies with `.provide()`.
 * Resume after reload: persist `actor.getPersistedSnapshot()` and start a new actor with it.
 */
import { assign } from 'xstate';
import { autoMap } from '../csv/index.js';
import { applyingState, taskProgressStates } from '../taskMonitor/taskProgressStates.js';
import { bulkFields, checkRows, dropRows, DROP_PAGE_SIZE, initialContext, loadSource, resetFrom } from './logic.js';
import { bulkWizardSetup, NOTHING_LEFT } from './bulkWizardSetup.js';
import type { BulkApplyInput, BulkWizardContext } from './types.js';

export { NOTHING_LEFT };

/** Transition of `wizard.cancel`: back to the start, the input discarded. */
const cancel = { target: '#bulkWizard.pickResource', actions: 'reset' } as const;

export const bulkWizardMachine = bulkWizardSetup.createMachine({
  id: 'bulkWizard',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.resource !== null, target: 'source' }, { target: 'pickResource' }],
    },
    pickResource: {
      tags: ['editable'],
      on: {
        'resource.select': {
          guard: { type: 'knownResource', params: ({ event }) => ({ resource: event.resource }) },
          target: 'source',
          actions: assign(({ context, event }) => resetFrom(context, event.resource)),
        },
      },
    },
    source: {
      tags: ['editable'],
      on: {
        'source.load': {
          target: 'sourceLoaded',
          actions: assign(({ context, event }) => loadSource(context, event.text, event.name ?? null)),
        },
        'wizard.back': cancel,
        'wizard.cancel': cancel,
      },
    },
    sourceLoaded: { always: [{ guard: 'hasRecords', target: 'mapping' }, { target: 'source' }] },
    mapping: {
      tags: ['editable', 'unsaved'],
      on: {
        'mapping.set': {
          actions: assign({ mapping: ({ context, event }) => ({ ...context.mapping, [event.field]: event.header }) }),
        },
        'mapping.auto': {
          actions: assign({ mapping: ({ context }) => autoMap(context.headers, bulkFields(context.resource)) }),
        },
        'wizard.next': {
          guard: 'allRequiredMapped',
          target: 'checked',
          actions: assign(({ context }) => checkRows(context)),
        },
        'wizard.back': 'source',
        'wizard.cancel': cancel,
      },
    },
    checked: {
      tags: ['editable', 'unsaved'],
      on: {
        'rows.dropInvalid': [
          // Nothing would be left: back to the upload rather than an empty table.
          {
            guard: 'allInvalid',
            target: 'source',
            actions: assign(({ context }) => ({ ...dropRows(context, context.invalid), parseErrors: [NOTHING_LEFT] })),
          },
          { guard: 'hasInvalid', actions: assign(({ context }) => dropRows(context, context.invalid)) },
        ],
        'wizard.next': [
          { guard: 'canSendWithPreview', target: 'previewing' },
          { guard: 'canSendWithoutPreview', target: 'confirmNoPreview' },
        ],
        'wizard.back': 'mapping',
        'wizard.cancel': cancel,
      },
    },
    previewing: {
      tags: ['busy', 'unsaved'],
      entry: 'clearFailure',
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ resource: context.resource ?? '', rows: context.rows }),
        onDone: {
          target: 'review',
          actions: assign(({ context, event }) => ({
            preview: { preview_id: event.output.preview_id, total: event.output.total, counts: event.output.counts },
            review: { ...context.review, page: 1, outcome: null, rows: [], totalItems: 0, totalPages: 0 },
            conflict: null,
          })),
        },
        onError: { target: 'previewFailed', actions: 'recordFailure' },
      },
    },
    previewFailed: {
      tags: ['unsaved'],
      on: { 'wizard.retry': 'previewing', 'wizard.back': 'checked', 'wizard.cancel': cancel },
    },
    review: {
      tags: ['unsaved'],
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPreviewRows',
            src: 'loadPreviewRows',
            input: ({ context }) => ({
              preview_id: context.preview?.preview_id ?? '',
              page: context.review.page,
              page_size: context.review.pageSize,
              outcome: context.review.outcome,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                review: ({ context, event }) => ({
                  ...context.review,
                  rows: event.output.rows,
                  totalItems: event.output.navigation.total_items,
                  totalPages: event.output.navigation.total_pages,
                }),
                failure: null,
              }),
            },
            onError: { target: 'loadFailed', actions: 'recordFailure' },
          },
        },
        idle: {},
        loadFailed: { on: { 'wizard.retry': 'loading' } },
      },
      on: {
        'review.page': {
          guard: { type: 'validPage', params: ({ event }) => ({ page: event.page }) },
          target: '.loading',
          actions: assign({ review: ({ context, event }) => ({ ...context.review, page: event.page }) }),
        },
        'review.filter': {
          target: '.loading',
          actions: assign({ review: ({ context, event }) => ({ ...context.review, outcome: event.outcome, page: 1 }) }),
        },
        'review.dropErrors': {
          guard: 'hasPreviewErrors',
          target: 'droppingErrors',
          actions: assign({ dropping: { page: 1, indices: [] } }),
        },
        'wizard.next': { guard: 'readyToApply', target: 'confirm' },
        'wizard.back': 'checked',
        'wizard.cancel': cancel,
      },
    },
    droppingErrors: {
      tags: ['busy', 'unsaved'],
      invoke: {
        id: 'collectErrors',
        src: 'loadPreviewRows',
        input: ({ context }) => ({
          preview_id: context.preview?.preview_id ?? '',
          page: context.dropping.page,
          page_size: DROP_PAGE_SIZE,
          outcome: 'error' as const,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.navigation.page < event.output.navigation.total_pages,
            target: 'droppingErrors',
            reenter: true,
            actions: assign({
              dropping: ({ context, event }) => ({
                page: context.dropping.page + 1,
                indices: [...context.dropping.indices, ...event.output.rows.map((r) => r.index)],
              }),
            }),
          },
          {
            guard: ({ context, event }) =>
              new Set([...context.dropping.indices, ...event.output.rows.map((r) => r.index)]).size >=
              context.rows.length,
            target: 'source',
            actions: assign(({ context }) => ({
              ...dropRows(
                context,
                context.rows.map((_, i) => i),
              ),
              parseErrors: [NOTHING_LEFT],
            })),
          },
          {
            target: 'previewing',
            actions: assign(({ context, event }) =>
              dropRows(context, [...context.dropping.indices, ...event.output.rows.map((r) => r.index)]),
            ),
          },
        ],
        onError: { target: 'dropFailed', actions: 'recordFailure' },
      },
    },
    dropFailed: {
      tags: ['unsaved'],
      on: {
        'wizard.retry': { target: 'droppingErrors', actions: assign({ dropping: { page: 1, indices: [] } }) },
        'wizard.back': 'review',
        'wizard.cancel': cancel,
      },
    },
    confirm: {
      tags: ['unsaved'],
      on: { 'wizard.confirm': 'applying', 'wizard.back': 'review', 'wizard.cancel': cancel },
    },
    /** Brands have no preview (§7): the wizard says so and asks for this explicit confirmation. */
    confirmNoPreview: {
      tags: ['unsaved'],
      on: { 'wizard.confirm': 'applying', 'wizard.back': 'checked', 'wizard.cancel': cancel },
    },
    applying: {
      ...applyingState(({ context }: { context: BulkWizardContext }): BulkApplyInput =>
        context.preview
          ? { resource: context.resource ?? '', preview_id: context.preview.preview_id }
          : { resource: context.resource ?? '', rows: context.rows, confirm: true },
      ),
      entry: 'clearFailure',
    },
    applyFailed: {
      tags: ['unsaved'],
      // Retrying is safe: the same preview_id commits once (DESIGN §3).
      on: {
        'wizard.retry': 'applying',
        'wizard.back': [{ guard: 'hasPreview', target: 'review' }, { target: 'checked' }],
        'wizard.cancel': cancel,
      },
    },
    /** The data moved since the preview (409): show the rows that moved and offer a fresh preview. */
    conflict: {
      tags: ['unsaved'],
      on: { 'wizard.refresh': 'previewing', 'wizard.back': 'checked', 'wizard.cancel': cancel },
    },
    /** progress (live, Cancel while queued) -> result, or watchFailed when the task cannot be followed. */
    ...taskProgressStates({ failed: 'taskEndedFailed', cancelled: 'cancelled', restart: cancel }),
    /**
     * The task failed. When it failed because the data moved since the preview (the platform's
     * re-check under lock inside the task, the queued case), it is the same 409 as at apply time:
     * the moved rows and a fresh preview. Any other failure wrote nothing and says why.
     */
    taskEndedFailed: {
      always: [
        {
          guard: 'taskMovedRows',
          target: 'conflict',
          actions: assign({ conflict: ({ context }) => context.task?.moved_rows ?? [] }),
        },
        { target: 'taskFailed' },
      ],
    },
    /** The task failed and, being all or nothing, wrote nothing: a fresh preview (or confirmation) retries. */
    taskFailed: {
      tags: ['unsaved'],
      on: {
        'wizard.retry': [{ guard: 'hasPreview', target: 'previewing' }, { target: 'confirmNoPreview' }],
        'wizard.back': 'checked',
        'wizard.cancel': cancel,
      },
    },
    /** Cancelled while queued: nothing was written, the rows are still here to preview (or confirm) again. */
    cancelled: {
      tags: ['unsaved'],
      on: {
        'wizard.retry': [{ guard: 'hasPreview', target: 'previewing' }, { target: 'confirmNoPreview' }],
        'wizard.back': 'checked',
        'wizard.cancel': cancel,
        'wizard.restart': cancel,
      },
    },
  },
});
