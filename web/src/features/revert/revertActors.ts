/** The revert wizard's network actors, supplied with `.provide({ actors })`. */
import { fromPromise } from 'xstate';
import type { RevertApplyInput, RevertApplyOutput, RevertPreviewInput, RevertPreviewOutput } from '@console/machines';
import type { ResourceName } from '../../kit/graphql/generated/graphql.js';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { jsonRecord } from '../../kit/graphql/json.js';
import { cancelTaskActor } from '../bulk/index.js';
import { webTaskFollower } from '../monitor/index.js';
import { REVERT_APPLY, REVERT_PREVIEW } from './graphql/operations.js';

interface Refusal {
  status: number;
  message?: string | null;
  reason?: string | null;
}
const refused = (p: Refusal | undefined | null) => new AppError(p?.status ?? 500, p?.reason ?? p?.message ?? undefined);

async function mutate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

export const revertActors = {
  preview: fromPromise<RevertPreviewOutput, RevertPreviewInput>(async ({ input }) => {
    const variables =
      'transaction_uuid' in input
        ? { transaction_uuid: input.transaction_uuid }
        : { resource: input.resource as ResourceName, uuid: input.uuid, version: input.version, mode: input.mode };
    const { data } = await mutate(() => apolloClient.mutate({ mutation: REVERT_PREVIEW, variables }));
    const answer = data?.revertPreview;
    if (!answer?.ok || !answer.preview) throw refused(answer);
    const p = answer.preview;
    return { ...p, rows: p.rows.map((r) => ({ ...r, row: jsonRecord(r.row) })) } as RevertPreviewOutput;
  }),
  apply: fromPromise<RevertApplyOutput, RevertApplyInput>(async ({ input }) => {
    const { data } = await mutate(() =>
      apolloClient.mutate({
        mutation: REVERT_APPLY,
        variables: { preview_id: input.preview_id, skip_conflicts: input.skip_conflicts ?? null },
      }),
    );
    const answer = data?.revertApply;
    if (answer?.status === 409 && answer.changed_rows)
      throw {
        status: 409,
        message: answer.reason ?? answer.message ?? 'Something changed since the preview.',
        rows: answer.changed_rows,
      };
    if (!answer?.ok || !answer.result) throw refused(answer);
    return answer.result as RevertApplyOutput;
  }),
  followTask: webTaskFollower,
  cancelTask: cancelTaskActor,
};
