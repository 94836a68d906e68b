/**
 * The rerun machine with its network actors: the rerun mutation and the task's progress, followed
 * with the live module's followFeed (resubscribes with back-off after a loss). taskProgress has
 * no feed position to resume from: a resubscription opens with the task's state now, which covers
 * everything missed meanwhile (progress reports in between are transient), and the machine drops
 * what it already showed.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { apolloClient } from '../../../apollo/client.js';
import { toAppError } from '../../../apollo/appError.js';
import { RERUN_INTEGRITY_SYNC, TASK_PROGRESS } from '../graphql/integrity.js';
import { LIST_RECORDS } from '../graphql/operations.js';
import { messageOf, payloadMessage } from '../messageOf.js';
import { useInspect } from '../../inspector/index.js';
import { followFeed, type FeedHandle } from '../../live/index.js';
import { rerunMachine } from './rerunMachine.js';
import type { RerunEvent } from './rerunMachine.js';

/** The uuid of this company's integrity sync task created since `since` (ms), if any. */
async function syncStartedSince(code: string, since: number): Promise<string | null> {
  try {
    const { data } = await apolloClient.query({
      query: LIST_RECORDS,
      variables: { resource: 'tasks', filter: { kind: 'integrity.sync', 'company.digit_code': code }, navigation: { page: 1, page_size: 1, sort: [{ field: 'id', direction: 'desc' }] } },
      fetchPolicy: 'no-cache',
    });
    const task = data?.list.rows[0] as { uuid?: string; created_at?: string } | undefined;
    // Ten seconds of leeway for clock skew between the browser and the platform.
    return task?.uuid && task.created_at && Date.parse(task.created_at) >= since - 10_000 ? task.uuid : null;
  } catch {
    return null;
  }
}

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

const provided = rerunMachine.provide({
  actors: {
    startRerun: fromPromise(async ({ input }: { input: { code: string } }) => {
      const clickedAt = Date.now();
      let answer;
      try {
        answer = (await apolloClient.mutate({ mutation: RERUN_INTEGRITY_SYNC, variables: { value: input.code } })).data?.rerunIntegritySync;
      } catch (error) {
        const appError = toAppError(error);
        // A slow platform may answer after the gateway gave up while the sync runs on: follow that task.
        const started = appError.status === 0 ? await syncStartedSince(input.code, clickedAt) : null;
        if (started) return { task_uuid: started };
        throw new Error(messageOf(appError));
      }
      if (answer && !answer.ok && answer.status === 0) {
        const started = await syncStartedSince(input.code, clickedAt);
        if (started) return { task_uuid: started };
      }
      if (!answer?.ok || !answer.data?.task_uuid) throw new Error(answer ? payloadMessage(answer) : 'The sync did not start.');
      return { task_uuid: answer.data.task_uuid };
    }),
    watchProgress: fromCallback<RerunEvent, { taskUuid: string }>(({ sendBack, input }) => {
      // The feed stops itself on the task's end: the stream completes then, and any other end
      // is a loss, which resubscribes.
      const own: { feed?: FeedHandle; ended?: boolean } = {};
      own.feed = followFeed({
        client: apolloClient,
        query: TASK_PROGRESS,
        variables: () => ({ task_uuid: input.taskUuid }),
        onData: ({ taskProgress: { status, done, total } }) => {
          if (ENDED.has(status)) {
            own.ended = true;
            own.feed?.stop();
          }
          sendBack({ type: 'rerun.progress', progress: { status, done, total } });
        },
        onState: (state) => sendBack({ type: 'rerun.feed', state }),
      });
      if (own.ended) own.feed.stop();
      return () => own.feed?.stop();
    }),
  },
});

/** Rerun state for the integrity page. */
export function useIntegrityRerun(code: string) {
  const input = useMemo(() => ({ code }), [code]);
  const [snapshot, send] = useMachine(provided, { input, inspect: useInspect() });
  return {
    state: snapshot.value as 'idle' | 'starting' | 'watching' | 'ended' | 'failed',
    busy: snapshot.hasTag('busy'),
    progress: snapshot.context.progress,
    feed: snapshot.context.feed,
    error: snapshot.context.error,
    start: () => send({ type: 'rerun.start' }),
  };
}
