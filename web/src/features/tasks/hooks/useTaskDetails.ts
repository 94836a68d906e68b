/**
 * One task, live: loaded by uuid, followed by the task follower (the one machine every screen
 * follows a task with), kept current also by the monitor's feed, with its progress over time
 * (the samples the platform stored, merged with those received while the page is open) and its
 * cancel (useCancelTask). Of the snapshots at hand the task follower's rule keeps the newest.
 */
import { useQuery } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { newerSnapshot } from '@console/machines';
import type { Task } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { useInspect } from '../../inspector/index.js';
import { addSample, recordedSamples, toTask, useTaskMonitor, type ProgressSample } from '../../monitor/index.js';
import { webTaskFollower } from '../../monitor/index.js';
import { useSession } from '../../session/index.js';
import { TASK } from '../graphql/operations.js';
import { mergeSamples } from '../timeline.js';
import { useCancelTask } from './useCancelTask.js';

/** `uuid` is fixed for the life of the component (the route keys it by the task). */
export function useTaskDetails(uuid: string) {
  const { user } = useSession();
  const monitor = useTaskMonitor();
  const userUuid = user?.user_uuid ?? null;
  const { data, loading, error } = useQuery(TASK, { variables: { uuid }, fetchPolicy: 'network-only' });
  const live = useSelector(monitor ?? undefined, (s) => s?.context.tasks[uuid]);
  const follower = useActorRef(webTaskFollower, { input: { task_uuid: uuid }, inspect: useInspect() });
  const followed = useSelector(follower, (s) => s.context.task) as Task | null;
  // What the app's monitor already received for this task, then what the follower brings.
  const [liveSamples, setLiveSamples] = useState<ProgressSample[]>(() =>
    userUuid ? recordedSamples(userUuid, uuid) : [],
  );
  useEffect(
    () =>
      follower.subscribe(({ context: { task, at } }) => {
        if (task)
          setLiveSamples((s) =>
            addSample(s, {
              at: (at && Date.parse(at)) || Date.now(),
              done: task.progress.done,
              total: task.progress.total,
            }),
          );
      }).unsubscribe,
    [follower],
  );
  const [cancelled, setCancelled] = useState<Task | null>(null);

  // The newest of what the page loaded, what the feed and the follower brought and what the cancel answered.
  const task = useMemo(() => {
    const loaded = data?.task ? toTask(data.task) : undefined;
    // The follower's task is the loaded record moved on by its messages: it lacks nothing the page shows once
    // it has a record.
    const candidates = [
      loaded,
      live,
      followed && 'task_name' in followed ? followed : undefined,
      cancelled ?? undefined,
    ].filter((t): t is Task => !!t);
    return candidates.reduce<Task | null>((kept, next) => (kept ? (newerSnapshot(kept, next) ?? kept) : next), null);
  }, [data, live, followed, cancelled]);

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
