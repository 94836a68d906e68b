/**
 * A task's progress: a bar (striped while it runs) and "done / total". The wrapper is the progress
 * bar people hear, in units (done of total); Blueprint's bar inside is its drawing, hidden from
 * them, or it would be a second, unnamed progress bar (axe: aria-progressbar-name).
 */
import { Intent, ProgressBar } from '@blueprintjs/core';
import type { Task } from '@console/schema';
import { progressShare } from '../format.js';
import { formatCount } from '../../../kit/format/index.js';

const INTENT: Partial<Record<Task['status'], Intent>> = {
  succeeded: Intent.SUCCESS,
  failed: Intent.DANGER,
  cancelled: Intent.WARNING,
  running: Intent.PRIMARY,
};

export function TaskProgressBar({ task }: { task: Pick<Task, 'progress' | 'status' | 'id'> }) {
  const share = progressShare(task);
  const { done, total } = task.progress;
  return (
    <div
      className="console-task-progress"
      role="progressbar"
      aria-label={`Progress of task #${task.id}`}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
    >
      <ProgressBar
        value={share}
        intent={INTENT[task.status] ?? Intent.NONE}
        animate={task.status === 'running'}
        stripes={task.status === 'running'}
        aria-hidden
      />
      <span className="console-task-progress-text">
        {formatCount(done)} / {formatCount(total)}
      </span>
    </div>
  );
}
