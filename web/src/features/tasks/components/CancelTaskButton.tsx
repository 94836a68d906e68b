/** The Cancel of a queued task, for a user whose roles may start a task of its kind (else nothing). */
import { Button, Intent } from '@blueprintjs/core';
import type { Task } from '@console/schema';

export interface CancelTaskButtonProps {
  task: Pick<Task, 'id'>;
  visible: boolean;
  cancelling: boolean;
  onCancel: () => void;
  /** Small and minimal inside a table row. */
  compact?: boolean;
}

const stop = (event: Event) => event.stopPropagation();
/** A ref that keeps a mouse press from reaching the element's ancestors. */
function stopMouseDown(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  element.addEventListener('mousedown', stop);
  return () => element.removeEventListener('mousedown', stop);
}

export function CancelTaskButton({ task, visible, cancelling, onCancel, compact }: CancelTaskButtonProps) {
  if (!visible) return null;
  return (
    // Inside a table row a press must not also select the row (which opens the task). The table
    // listens natively on its cells, before React's own handlers run: stop it natively here.
    <span ref={stopMouseDown} onClick={(e) => e.stopPropagation()}>
      <Button
        intent={Intent.DANGER}
        icon="disable"
        text={compact ? 'Cancel' : 'Cancel task'}
        aria-label={`Cancel task #${task.id}`}
        size={compact ? 'small' : 'medium'}
        variant={compact ? 'minimal' : 'solid'}
        loading={cancelling}
        onClick={onCancel}
      />
    </span>
  );
}
