/**
 * One task, live: loaded by uuid, kept current by the monitor's feed, with the progress samples
 * received while the page is open (the `taskProgress` subscription of that task), and its cancel.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { can, messageForStatus, type Task } from '@console/schema';
import { toAppError } from '../../../apollo/appError.js';
import { showFailure, showSuccess } from '../../../ui/toaster.js';
import { addSample, followFeed, recordedSamples, TASK_PROGRESS, toTask, useTaskMonitor, type ProgressSample } from '../../live/index.js';
import { useSession } from '../../session/hooks/useSession.js';
import { CANCEL_TASK, TASK } from '../graphql/operations.js';

export function useTaskDetails(uuid: string) {
  const client = useApolloClient();
  const { user } = useSession();
  const monitor = useTaskMonitor();
  const userUuid = user?.user_uuid ?? null;
  const { data, loading, error } = useQuery(TASK, { variables: { uuid }, fetchPolicy: 'network-only' });
  const live = useSelector(monitor ?? undefined, (s) => s?.context.tasks[uuid]);
  const [samples, setSamples] = useState<ProgressSample[]>([]);
  const [cancelled, setCancelled] = useState<Task | null>(null);

  useEffect(() => {
    // What the app's monitor already received for this task, then this task's own progress stream.
    setSamples(userUuid ? recordedSamples(userUuid, uuid) : []);
    const feed = followFeed({
      client,
      query: TASK_PROGRESS,
      variables: () => ({ task_uuid: uuid }),
      onData: ({ taskProgress: p }) => setSamples((s) => addSample(s, { at: Date.parse(p.at) || Date.now(), done: p.done, total: p.total })),
      endOnComplete: true,
    });
    return () => feed.stop();
  }, [client, uuid, userUuid]);

  // The newest of what the page loaded, what the feed brought and what the cancel answered.
  const task = useMemo(() => {
    const candidates = [data?.task ? toTask(data.task) : undefined, live, cancelled ?? undefined].filter((t): t is Task => !!t);
    return candidates.sort((a, b) => b.version - a.version)[0] ?? null;
  }, [data, live, cancelled]);

  const [cancelTask, cancelState] = useMutation(CANCEL_TASK);
  const cancel = async () => {
    try {
      const { data: answer } = await cancelTask({ variables: { uuid } });
      const result = answer?.cancelTask;
      if (result?.ok) {
        showSuccess(`Task "${task?.task_name ?? uuid}" cancelled`);
        if (result.task) setCancelled(toTask(result.task));
      } else showFailure(result?.message ?? messageForStatus(result?.status ?? 500));
    } catch (e) {
      const failure = toAppError(e);
      showFailure(failure.userMessage ?? messageForStatus(failure.status));
    }
  };

  return {
    task,
    loading: loading && !task,
    notFound: !loading && !error && data?.task === null && !live,
    error: error ? toAppError(error) : null,
    samples,
    canCancel: !!user && can(user.scope, 'bulk') && task?.status === 'queued',
    cancel,
    cancelling: cancelState.loading,
  };
}
