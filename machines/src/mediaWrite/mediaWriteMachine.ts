/**
 * A write of product images (issue 14: the media upload's preview -> apply out of `useState`):
 * idle -> previewing -> reviewing -> applying -> following (the task follower) -> applied | failed.
 * Used for adding images (the product_media bulk preview and apply) and for deleting them (the
 * media bulk delete): the web app supplies `preview`, `apply` and `followTask` with `.provide()`.
 * Nothing is written before the apply; a refusal keeps what was chosen and says why. When the
 * task succeeds the machine emits `write.applied` (the screen clears what it staged and says so);
 * a refused preview or apply emits `write.refused` (the screen toasts it).
 */
import type { PreviewResult, PreviewRow } from '@console/schema';
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  taskFollowerMachine,
  type TaskFollowerInput,
  type TaskFollowerOutput,
} from '../taskFollower/taskFollowerMachine.js';
import type { FollowedTask } from '../taskFollower/followLogic.js';
import { failureOf, notProvided, type WizardFailure } from '../taskMonitor/taskWatch.js';
import { startedTask, type StartedTask } from '../taskMonitor/taskProgressStates.js';

/** The platform's preview of the write, with the rows to show. */
export type MediaPreview = Pick<PreviewResult, 'preview_id' | 'counts'> & { rows: PreviewRow[] };

/** Input of `preview`: what the screen chose (the rows to upload, the images to delete). */
export interface MediaPreviewInput {
  request: unknown;
}
/** Input of `apply`: the preview it is bound to. */
export interface MediaApplyInput {
  preview_id: string;
}

export interface MediaWriteContext {
  request: unknown;
  /** A key of what was previewed (e.g. the selection): a preview of something else is stale. */
  of: string | null;
  preview: MediaPreview | null;
  task: FollowedTask | null;
  failure: WizardFailure | null;
}

export type MediaWriteEvent =
  { type: 'write.preview'; request: unknown; of?: string | null } | { type: 'write.apply' } | { type: 'write.discard' };

/** Emitted when the write's task succeeded. */
export interface MediaWriteApplied {
  type: 'write.applied';
  preview: MediaPreview;
  task: FollowedTask;
}
/** Emitted when the preview or the apply was refused (the screen toasts it). */
export interface MediaWriteRefused {
  type: 'write.refused';
  failure: WizardFailure;
}

const writes = (p: MediaPreview) => p.counts.insert + p.counts.update + p.counts.delete;
const clear = { preview: null, failure: null, task: null, request: null, of: null } as const;

export const mediaWriteMachine = setup({
  types: {
    context: {} as MediaWriteContext,
    events: {} as MediaWriteEvent,
    emitted: {} as MediaWriteApplied | MediaWriteRefused,
  },
  actors: {
    preview: fromPromise<MediaPreview, MediaPreviewInput>(notProvided('preview')),
    apply: fromPromise<StartedTask, MediaApplyInput>(notProvided('apply')),
    followTask: taskFollowerMachine,
  },
  guards: {
    /** Nothing refused, and something to write. */
    canApply: ({ context }) => !!context.preview && context.preview.counts.error === 0 && writes(context.preview) > 0,
    succeeded: ({ event }) => (event as { output?: TaskFollowerOutput }).output?.task?.status === 'succeeded',
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'write.preview' ? { ...clear, request: event.request, of: event.of ?? null } : {},
    ),
    recordFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    tellRefused: emit(({ context }) => ({ type: 'write.refused' as const, failure: context.failure! })),
    recordFollowed: assign({
      task: ({ context, event }) =>
        (event as { snapshot?: { context?: { task?: FollowedTask | null } } }).snapshot?.context?.task ?? context.task,
    }),
    recordFollowOutput: assign(({ context, event }) => {
      const output = (event as { output?: TaskFollowerOutput }).output;
      return { task: output?.task ?? context.task, failure: output?.failure ?? null };
    }),
  },
}).createMachine({
  id: 'mediaWrite',
  context: { ...clear },
  initial: 'idle',
  on: {
    'write.discard': { target: '.idle', actions: assign({ ...clear }) },
  },
  states: {
    idle: { tags: ['editable'], on: { 'write.preview': { target: 'previewing', actions: 'choose' } } },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: ['recordFailure', 'tellRefused'] },
      },
    },
    reviewing: {
      tags: ['editable'],
      on: {
        'write.apply': { guard: 'canApply', target: 'applying' },
        'write.preview': { target: 'previewing', actions: 'choose' },
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ preview_id: context.preview?.preview_id ?? '' }),
        onDone: {
          target: 'following',
          actions: assign({ task: ({ event }) => startedTask(event.output), failure: null }),
        },
        // Refused (the data moved since the preview, no right): the preview stays, with why.
        onError: { target: 'reviewing', actions: ['recordFailure', 'tellRefused'] },
      },
    },
    following: {
      tags: ['busy', 'running'],
      invoke: {
        id: 'followTask',
        src: 'followTask',
        input: ({ context }): TaskFollowerInput => ({ task_uuid: context.task?.uuid ?? '', task: context.task }),
        onSnapshot: { actions: 'recordFollowed' },
        onDone: [
          {
            guard: 'succeeded',
            target: 'applied',
            actions: [
              'recordFollowOutput',
              emit(({ context, event }) => ({
                type: 'write.applied' as const,
                preview: context.preview!,
                task: (event.output as TaskFollowerOutput).task!,
              })),
              assign({ preview: null, request: null, of: null }),
            ],
          },
          { target: 'failed', actions: 'recordFollowOutput' },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    /** The task wrote it; the screen was told (`write.applied`). */
    applied: { tags: ['editable'], on: { 'write.preview': { target: 'previewing', actions: 'choose' } } },
    /** The task failed or was cancelled (nothing written: all or nothing), or could not be followed. */
    failed: { tags: ['editable'], on: { 'write.preview': { target: 'previewing', actions: 'choose' } } },
  },
});
