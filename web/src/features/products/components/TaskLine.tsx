/** One line of a running task: status and progress bar. */
import { Callout, ProgressBar } from '@blueprintjs/core';
import type { TaskUpdate } from '@console/machines';

export function TaskLine({ task, failure }: { task: TaskUpdate | null; failure: string | null }) {
  if (failure)
    return (
      <Callout intent="danger" role="alert">
        {failure}
      </Callout>
    );
  if (!task) return null;
  const { done, total } = task.progress;
  const finished = task.status === 'succeeded' || task.status === 'failed' || task.status === 'cancelled';
  return (
    <div role="status" aria-label="Task status" className="console-gap">
      {task.status}: {done} of {total || '…'}
      {!finished && (
        <ProgressBar value={total ? done / total : undefined} intent="primary" aria-label="Task progress" />
      )}
      {task.status === 'failed' && (
        <Callout intent="danger">The task failed: nothing was written. {task.error}</Callout>
      )}
    </div>
  );
}
