/**
 * One task, live: loaded by uuid, kept current by the monitor's feed, with its progress over time
 * (the samples the platform stored, merged with those received while the page is open: the
 * `taskProgress` subscription of that task), and its cancel (useCancelTask). Of the snapshots at
 * hand the highest version is shown.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { newerSnapshot } from '@console/machines';
import type { Task } from '@console/schema';
import { toAppError } from '../../../apollo/appError.js';
import { addSample, followFeed, recordedSamples, TASK_PROGRESS, toTask, useTaskMonitor, type ProgressSample } from '../../live/index.js';
import { useSession } from '../../session/hooks/useSession.js';
import { TASK } from '../graphql/operations.js';
import { mergeSamples } from '../timeline.js';
import { useCancelTask } from './useCancelTask.js';

export function useTaskDetails(uuid: string) {
  const client = useApolloClient();
  const { user } = useSession();
  const monitor = useTaskMonitor();
  const userUuid = user?.user_uuid ?? null;
  const { data, loading, error } = useQuery(TASK, { variables: { uuid }, fetchPolicy: 'network-only' });
  const live = useSelector(monitor ?? undefined, (s) => s?.context.tasks[uuid]);
  const [liveSamples, setLiveSamples] = useState<ProgressSample[]>([]);
  const [cancelled, setCancelled] = useState<Task | null>(null);

  useEffect(() => {
    // What the app's monitor already received for this task, then this task's own progress stream.
    setLiveSamples(userUuid ? recordedSamples(userUuid, uuid) : []);
    const feed = followFeed({
      client,
      query: TASK_PROGRESS,
      variables: () => ({ task_uuid: uuid }),
      onData: ({ taskProgress: p }) => setLiveSamples((s) => addSample(s, { at: Date.parse(p.at) || Date.now(), done: p.done, total: p.total })),
      endOnComplete: true,
    });
    return () => feed.stop();
  }, [client, uuid, userUuid]);

  // The newest (by version) of what the page loaded, what the feed brought and what the cancel answered.
  const task = useMemo(() => {
    const candidates = [data?.task ? toTask(data.task) : undefined, live, cancelled ?? undefined].filter((t): t is Task => !!t);
    return candidates.reduce<Task | null>((kept, next) => (kept ? (newerSnapshot(kept, next) ?? kept) : next), null);
  }, [data, live, cancelled]);

  const stored = data?.task?.progress_samples;
  const startedAt = task?.started_at ? Date.parse(task.started_at) : null;
  const samples = useMemo(() => mergeSamples(stored ?? [], liveSamples, startedAt), [stored, liveSamples, startedAt]);

  const cancelling = useCancelTask();
  const cancel = async () => {
    if (!task) return;
    const answer = await cancelling.cancel(task);
    if (answer) setCancelled(answer);
  };

  return {
    task,
    loading: loading && !task,
    notFound: !loading && !error && data?.task === null && !live,
    error: error ? toAppError(error) : null,
    samples,
    canCancel: !!task && cancelling.canCancel(task),
    cancel,
    cancelling: cancelling.isCancelling(uuid),
  };
}
