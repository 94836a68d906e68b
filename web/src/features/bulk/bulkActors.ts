/** The bulk wizard's network actors, supplied with `bulkWizardMachine.provide({ actors })`. */
import { fromPromise } from 'xstate';
import type {
  BulkApplyInput,
  BulkApplyOutput,
  BulkPreviewInput,
  BulkPreviewOutput,
  LoadPreviewRowsInput,
  LoadPreviewRowsOutput,
  TaskRefInput,
} from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import {
  BULK_APPLY,
  BULK_PREVIEW,
  CANCEL_TASK,
  PREVIEW_ROWS,
  toPreviewRows,
  type PayloadFailure,
} from './graphql/operations.js';
import { toBulkName } from '../../kit/graphql/names.js';
import { webTaskFollower } from '../monitor/index.js';

/** A failure answered as data, as the machines read it (`status`, and the platform's reason as message). */
const refused = (p: PayloadFailure) =>
  Object.assign(new AppError(p.status, p.reason ?? p.message ?? undefined), { field: p.field });

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

/** `cancelTask`: cancels a queued task; a refusal (already running) rejects with its message. */
export const cancelTaskActor = fromPromise<unknown, TaskRefInput>(async ({ input }) => {
  const { data } = await call(() =>
    apolloClient.mutate({ mutation: CANCEL_TASK, variables: { uuid: input.task_uuid } }),
  );
  const answer = data?.cancelTask;
  if (!answer?.ok) throw new AppError(answer?.status ?? 500, answer?.message ?? undefined);
  return answer;
});

export const bulkActors = {
  preview: fromPromise<BulkPreviewOutput, BulkPreviewInput>(async ({ input }) => {
    const { data } = await call(() =>
      apolloClient.mutate({
        mutation: BULK_PREVIEW,
        variables: { bulk: toBulkName(input.resource), rows: input.rows },
      }),
    );
    const answer = data?.bulkPreview;
    if (!answer?.ok || !answer.preview)
      throw refused(answer ?? { ok: false, message: null, reason: null, field: null, status: 500 });
    return { ...answer.preview, rows: [] };
  }),
  loadPreviewRows: fromPromise<LoadPreviewRowsOutput, LoadPreviewRowsInput>(async ({ input }) => {
    const { data } = await call(() =>
      apolloClient.query({
        query: PREVIEW_ROWS,
        variables: {
          preview_id: input.preview_id,
          outcome: input.outcome,
          page: input.page,
          page_size: input.page_size,
        },
        fetchPolicy: 'network-only',
      }),
    );
    if (!data) throw new AppError(500);
    return { ...data.previewRows, rows: toPreviewRows(data.previewRows.rows) };
  }),
  apply: fromPromise<BulkApplyOutput, BulkApplyInput>(async ({ input }) => {
    const variables =
      'preview_id' in input
        ? { bulk: toBulkName(input.resource), preview_id: input.preview_id }
        : { bulk: toBulkName(input.resource), rows: input.rows, confirm: true };
    const { data } = await call(() => apolloClient.mutate({ mutation: BULK_APPLY, variables }));
    const answer = data?.bulkApply;
    if (answer?.status === 409)
      throw {
        status: 409,
        message: answer.message ?? 'The data changed since the preview.',
        rows: answer.changed_rows ?? [],
      };
    if (!answer?.ok || !answer.result)
      throw refused(answer ?? { ok: false, message: null, reason: null, field: null, status: 500 });
    return answer.result;
  }),
  followTask: webTaskFollower,
  cancelTask: cancelTaskActor,
};
