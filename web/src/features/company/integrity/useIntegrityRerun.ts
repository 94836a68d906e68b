/**
 * The integrity rerun machine (machines/src/integrityRerun) with its network actors: the rerun
 * mutation, and the task follower that every screen uses (its stream reopens by itself after a
 * loss, from the task's state now).
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { integrityRerunMachine } from '@console/machines';
import { apolloClient } from '../../../kit/graphql/client.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { RERUN_INTEGRITY_SYNC } from '../graphql/integrity.js';
import { LIST } from '../../../kit/tables/index.js';
import { jsonRecord } from '../../../kit/graphql/json.js';
import { messageOf, payloadMessage } from '../../../kit/graphql/messageOf.js';
import { useInspect } from '../../inspector/index.js';
import { webTaskFollower } from '../../monitor/index.js';

/** The uuid of this company's integrity sync task created since `since` (ms), if any. */
async function syncStartedSince(code: string, since: number): Promise<string | null> {
  try {
    const { data } = await apolloClient.query({
      query: LIST,
      variables: {
        resource: 'tasks',
        filter: { kind: 'integrity.sync', 'company.digit_code': code },
        navigation: { page: 1, page_size: 1, sort: [{ field: 'id', direction: 'desc' }] },
      },
      fetchPolicy: 'no-cache',
    });
    const task = data?.list.rows[0] as { uuid?: string; created_at?: string } | undefined;
    // Ten seconds of leeway for clock skew between the browser and the platform.
    return task?.uuid && task.created_at && Date.parse(task.created_at) >= since - 10_000 ? task.uuid : null;
  } catch {
    return null;
  }
}

const provided = integrityRerunMachine.provide({
  actors: {
    startRerun: fromPromise(async ({ input }: { input: { code: string } }) => {
      const clickedAt = Date.now();
      let answer;
      try {
        answer = (await apolloClient.mutate({ mutation: RERUN_INTEGRITY_SYNC, variables: { value: input.code } })).data
          ?.rerunIntegritySync;
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
      const taskUuid = answer?.ok ? jsonRecord(answer.data).task_uuid : undefined;
      if (typeof taskUuid !== 'string' || !taskUuid)
        throw new Error(answer ? payloadMessage(answer) : 'The sync did not start.');
      return { task_uuid: taskUuid };
    }),
    followTask: webTaskFollower,
  },
});

/** Rerun state for the integrity page. */
export function useIntegrityRerun(code: string) {
  const input = useMemo(() => ({ code }), [code]);
  const [snapshot, send] = useMachine(provided, { input, inspect: useInspect() });
  const task = snapshot.context.task;
  // One object per change of the task: the page reports an end once.
  const progress = useMemo(
    () => (task ? { status: task.status, done: task.progress.done, total: task.progress.total } : null),
    [task],
  );
  return {
    state: snapshot.value as 'idle' | 'starting' | 'watching' | 'ended' | 'failed',
    busy: snapshot.hasTag('busy'),
    progress,
    feed: snapshot.context.feed,
    error: snapshot.context.error,
    start: () => send({ type: 'rerun.start' }),
  };
}
