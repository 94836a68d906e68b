/** Follows a task started by a write (media add or delete) to its end, for a small progress line. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskUpdate } from '@console/machines';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../apollo/appError.js';
import { followTask } from '../../bulk/taskStream.js';

export function useTaskRun(onEnd: (task: TaskUpdate) => void) {
  const [task, setTask] = useState<TaskUpdate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => () => controller.current?.abort(), []);
  const follow = useCallback((uuid: string) => {
    controller.current?.abort();
    const c = (controller.current = new AbortController());
    setFailure(null);
    let last: TaskUpdate | null = null;
    followTask(uuid, (t) => ((last = t), setTask(t)), c.signal)
      .then(() => last && !c.signal.aborted && ended.current(last))
      .catch((error: unknown) => {
        const e = toAppError(error);
        setFailure(e.userMessage ?? messageForStatus(e.status));
      });
  }, []);
  return { task, failure, follow, reset: () => setTask(null) };
}
