/**
 * The network actors of the media writes (machines/src/mediaWrite), supplied with `.provide()`:
 * adding images is the product_media bulk preview (version 1.1) then the apply bound to it;
 * deleting them is the media bulk delete's preview then the delete bound to it. Both follow
 * their task with the one task follower.
 */
import { fromPromise } from 'xstate';
import {
  mediaWriteMachine,
  type MediaApplyInput,
  type MediaPreview,
  type MediaPreviewInput,
  type StartedTask,
} from '@console/machines';
import type { PreviewResult } from '@console/schema';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { BULK_APPLY, BULK_PREVIEW, PREVIEW_ROWS, toPreviewRows } from '../bulk/index.js';
import { webTaskFollower } from '../monitor/index.js';
import { MEDIA_BULK_DELETE } from './graphql/operations.js';

/** Rows of an upload's preview shown for review (the first page). */
const REVIEW_ROWS = 100;

/** A refusal answered as data: its status, and the platform's reason as the message. */
const refused = (p: { status?: number | null; reason?: string | null; message?: string | null } | null | undefined) =>
  new AppError(p?.status ?? 500, p?.reason ?? p?.message ?? undefined);

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

/** Adding images: `request` is the media rows. */
export const uploadMachine = mediaWriteMachine.provide({
  actors: {
    preview: fromPromise<MediaPreview, MediaPreviewInput>(async ({ input }) => {
      const answer = (
        await call(() =>
          apolloClient.mutate({
            mutation: BULK_PREVIEW,
            variables: { bulk: 'product_media', rows: input.request as unknown[] },
          }),
        )
      ).data?.bulkPreview;
      if (!answer?.ok || !answer.preview) throw refused(answer);
      const page = await call(() =>
        apolloClient.query({
          query: PREVIEW_ROWS,
          variables: { preview_id: answer.preview!.preview_id, page: 1, page_size: REVIEW_ROWS },
          fetchPolicy: 'network-only',
        }),
      );
      return {
        preview_id: answer.preview.preview_id,
        counts: answer.preview.counts,
        rows: toPreviewRows(page.data?.previewRows.rows ?? []),
      };
    }),
    apply: fromPromise<StartedTask, MediaApplyInput>(async ({ input }) => {
      const answer = (
        await call(() =>
          apolloClient.mutate({
            mutation: BULK_APPLY,
            variables: { bulk: 'product_media', preview_id: input.preview_id },
          }),
        )
      ).data?.bulkApply;
      if (!answer?.ok || !answer.result) throw refused(answer);
      return { task_uuid: answer.result.task_uuid, status: answer.result.status };
    }),
    followTask: webTaskFollower,
  },
});

/** Deleting images: `request` is the uuids of the images. */
export const deleteMachine = mediaWriteMachine.provide({
  actors: {
    preview: fromPromise<MediaPreview, MediaPreviewInput>(async ({ input }) => {
      const answer = (
        await call(() =>
          apolloClient.mutate({
            mutation: MEDIA_BULK_DELETE,
            variables: { uuids: input.request as string[], preview: true },
          }),
        )
      ).data?.mediaBulkDelete;
      if (!answer?.ok || !answer.data) throw refused(answer);
      const preview = answer.data as PreviewResult;
      return { preview_id: preview.preview_id, counts: preview.counts, rows: preview.rows ?? [] };
    }),
    apply: fromPromise<StartedTask, MediaApplyInput>(async ({ input }) => {
      const answer = (
        await call(() =>
          apolloClient.mutate({ mutation: MEDIA_BULK_DELETE, variables: { preview_id: input.preview_id } }),
        )
      ).data?.mediaBulkDelete;
      const started = answer?.data as { task_uuid?: string; status?: StartedTask['status'] } | null | undefined;
      if (!answer?.ok || !started?.task_uuid) throw refused(answer);
      return { task_uuid: started.task_uuid, status: started.status ?? 'queued' };
    }),
    followTask: webTaskFollower,
  },
});
