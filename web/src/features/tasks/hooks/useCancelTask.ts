/**
 * Cancelling a queued task, for the tasks list and a task's details: who may (the roles that may
 * start a task of its kind, DESIGN §4), the call, its toast, and the answer handed to the monitor
 * so every view shows the cancelled task at once (the feed brings the same version later).
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { can, messageForStatus, taskStartAction, type Task } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toTask, useTaskMonitor } from '../../monitor/index.js';
import { useSession } from '../../session/index.js';
import { CANCEL_TASK } from '../graphql/operations.js';

export function useCancelTask() {
  const { user } = useSession();
  const monitor = useTaskMonitor();
  const [cancelTask] = useMutation(CANCEL_TASK);
  /** Uuids of the tasks whose cancel is under way. */
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const canCancel = useCallback(
    (task: Pick<Task, 'status' | 'kind'>) =>
      !!user && task.status === 'queued' && can(user.scope, taskStartAction(task.kind)),
    [user],
  );

  const cancel = useCallback(
    async (task: Pick<Task, 'uuid' | 'id' | 'task_name' | 'user_uuid'>): Promise<Task | null> => {
      setPending((s) => new Set(s).add(task.uuid));
      try {
        const { data } = await cancelTask({ variables: { uuid: task.uuid } });
        const result = data?.cancelTask;
        if (!result?.ok || !result.task) {
          showFailure(result?.message ?? messageForStatus(result?.status ?? 500));
          return null;
        }
        const cancelled = toTask(result.task);
        monitor?.send({ type: 'task.updated', position: 0, task: cancelled });
        // The monitor tells the user about their own task's end; anyone else's is said here.
        if (!monitor || task.user_uuid !== user?.user_uuid)
          showSuccess(`Task #${task.id} "${task.task_name}" cancelled`);
        return cancelled;
      } catch (error) {
        const failure = toAppError(error);
        showFailure(failure.userMessage ?? messageForStatus(failure.status));
        return null;
      } finally {
        setPending((s) => {
          const next = new Set(s);
          next.delete(task.uuid);
          return next;
        });
      }
    },
    [cancelTask, monitor, user],
  );

  const isCancelling = useCallback((uuid: string) => pending.has(uuid), [pending]);
  return { canCancel, cancel, isCancelling };
}
