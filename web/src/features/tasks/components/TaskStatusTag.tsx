/** A task's status as a coloured tag. */
import { Intent, Tag } from '@blueprintjs/core';
import type { TaskStatus } from '@console/schema';

const INTENTS: Record<TaskStatus, Intent> = {
  queued: Intent.NONE,
  running: Intent.PRIMARY,
  succeeded: Intent.SUCCESS,
  failed: Intent.DANGER,
  cancelled: Intent.WARNING,
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  return (
    <Tag minimal intent={INTENTS[status]} data-status={status}>
      {status}
    </Tag>
  );
}
