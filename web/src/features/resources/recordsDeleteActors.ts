/** The records-delete machine's network actors (issue 16), supplied with `.provide({ actors })`. */
import { fromPromise } from 'xstate';
import type {
  RecordsDeleteApplyInput,
  RecordsDeleteApplyOutput,
  RecordsDeletePreviewInput,
  RecordsDeletePreviewOutput,
} from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { asResourceName } from '../../kit/graphql/names.js';
import { cancelTaskActor, toPreviewRows } from '../bulk/index.js';
import { webTaskFollower } from '../monitor/index.js';
import { RECORDS_DELETE_APPLY, RECORDS_DELETE_PREVIEW } from './graphql/operations.js';

interface Refusal {
  status?: number | null;
  reason?: string | null;
  message?: string | null;
}
const refused = (p: Refusal | null | undefined) => new AppError(p?.status ?? 500, p?.reason ?? p?.message ?? undefined);

async function mutate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

export const recordsDeleteActors = {
  preview: fromPromise<RecordsDeletePreviewOutput, RecordsDeletePreviewInput>(async ({ input }) => {
    const { data } = await mutate(() =>
      apolloClient.mutate({
        mutation: RECORDS_DELETE_PREVIEW,
        variables: { resource: asResourceName(input.resource), uuids: input.uuids },
      }),
    );
    const answer = data?.recordsDeletePreview;
    if (!answer?.ok || !answer.preview) throw refused(answer);
    return { ...answer.preview, rows: toPreviewRows(answer.preview.rows) };
  }),
  apply: fromPromise<RecordsDeleteApplyOutput, RecordsDeleteApplyInput>(async ({ input }) => {
    const { data } = await mutate(() =>
      apolloClient.mutate({
        mutation: RECORDS_DELETE_APPLY,
        variables: { resource: asResourceName(input.resource), preview_id: input.preview_id },
      }),
    );
    const answer = data?.recordsDeleteApply;
    if (answer?.status === 409)
      throw {
        status: 409,
        message: answer.reason ?? answer.message ?? 'Something changed since the preview.',
        rows: answer.changed_rows ?? [],
      };
    if (!answer?.ok || !answer.result) throw refused(answer);
    return answer.result;
  }),
  followTask: webTaskFollower,
  cancelTask: cancelTaskActor,
};
