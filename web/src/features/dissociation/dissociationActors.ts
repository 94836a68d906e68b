/** The dissociation wizard's network actors, supplied with `.provide({ actors })`. */
import { fromPromise } from 'xstate';
import type {
  DissociationApplyInput,
  DissociationApplyOutput,
  DissociationPreviewInput,
  DissociationPreviewOutput,
  DissociationRequest,
} from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { cancelTaskActor } from '../bulk/index.js';
import { webTaskFollower } from '../monitor/index.js';
import { DISSOCIATION_APPLY, DISSOCIATION_PREVIEW, type OperationPayload } from './graphql/operations.js';

// The gateway takes the user from the session (§7 user_uuid): only the rest is sent.
const inputOf = (r: DissociationRequest) => ({
  task_name: r.task_name,
  company_digit_code: r.data.company_digit_code,
  retailer_url: r.data.retailer_url,
  metrics: r.data.metrics,
});
const refused = (p: OperationPayload | undefined) =>
  new AppError(p?.status ?? 500, p?.reason ?? p?.message ?? undefined);

async function mutate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

export const dissociationActors = {
  preview: fromPromise<DissociationPreviewOutput, DissociationPreviewInput>(async ({ input }) => {
    const { data } = await mutate(() =>
      apolloClient.mutate({ mutation: DISSOCIATION_PREVIEW, variables: { input: inputOf(input) } }),
    );
    const answer = data?.dissociationPreview;
    if (!answer?.ok || !answer.data) throw refused(answer);
    // Kept whole: `by_metric` counts everything that would go, beyond the first rows.
    return answer.data as DissociationPreviewOutput;
  }),
  apply: fromPromise<DissociationApplyOutput, DissociationApplyInput>(async ({ input }) => {
    const { data } = await mutate(() =>
      apolloClient.mutate({
        mutation: DISSOCIATION_APPLY,
        variables: { input: inputOf(input), preview_id: input.preview_id },
      }),
    );
    const answer = data?.dissociationApply;
    if (answer?.status === 409)
      throw {
        status: 409,
        message: answer.reason ?? answer.message ?? 'Something changed since the preview.',
        rows: answer.changed_rows ?? [],
      };
    if (!answer?.ok || !answer.data) throw refused(answer);
    return answer.data as DissociationApplyOutput;
  }),
  followTask: webTaskFollower,
  cancelTask: cancelTaskActor,
};
