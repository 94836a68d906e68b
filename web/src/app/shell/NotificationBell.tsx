/**
 * The header's bell (issue 7): the number of tasks finished since the user last opened it, and a
 * list of them, each opening its task. Opening it resets the count (remembered per user).
 */
import { Button, Classes, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Task } from '@console/schema';
import { markBellSeen, useTaskMonitor, type TaskMonitorActor } from '../../features/monitor/index.js';
import '../../features/tasks/tasks.css';

const MAX_LISTED = 10;
const ICONS = { succeeded: 'tick-circle', failed: 'error', cancelled: 'disable' } as const;
const taskPath = (uuid: string) => `/admin/tasks/details/${uuid}`;

function recentFinished(tasks: Record<string, Task>): Task[] {
  return Object.values(tasks)
    .filter((t) => t.finished_at)
    .sort((a, b) => (b.finished_at ?? '').localeCompare(a.finished_at ?? ''))
    .slice(0, 5);
}

function Bell({ actor }: { actor: TaskMonitorActor }) {
  const count = useSelector(actor, (s) => s.context.unseenFinished.length);
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<{ fresh: boolean; tasks: Task[] }>({ fresh: false, tasks: [] });
  const open = () => {
    // Capture the list before the count resets, so the popover shows what was new.
    const { tasks, unseenFinished } = actor.getSnapshot().context;
    const fresh = unseenFinished.map((uuid) => tasks[uuid]).filter((t): t is Task => !!t);
    setShown(
      fresh.length
        ? { fresh: true, tasks: fresh.slice(-MAX_LISTED).reverse() }
        : { fresh: false, tasks: recentFinished(tasks) },
    );
    markBellSeen(actor);
  };
  const label = count === 1 ? '1 task finished since you last looked' : `${count} tasks finished since you last looked`;
  return (
    <PopoverNext
      placement="bottom-end"
      onOpening={open}
      content={
        <Menu aria-label="Finished tasks" className="console-bell-menu">
          <MenuDivider title={shown.fresh ? 'Finished since you last looked' : 'Recently finished'} />
          {shown.tasks.length === 0 && <MenuItem disabled text="No finished tasks yet" />}
          {shown.tasks.map((t) => (
            <MenuItem
              key={t.uuid}
              icon={ICONS[t.status as keyof typeof ICONS] ?? 'time'}
              text={t.task_name}
              label={t.status}
              href={taskPath(t.uuid)}
              onClick={(e) => (e.preventDefault(), navigate(taskPath(t.uuid)))}
            />
          ))}
          <MenuDivider />
          <MenuItem
            icon="list"
            text="All tasks"
            href="/admin/tasks"
            onClick={(e) => (e.preventDefault(), navigate('/admin/tasks'))}
          />
        </Menu>
      }
    >
      <Button variant="minimal" icon="notifications" aria-label={`Notifications: ${label}`} title={label}>
        {count > 0 && (
          <span
            className={`${Classes.TAG} ${Classes.ROUND} ${Classes.INTENT_DANGER} console-bell-count`}
            data-testid="bell-count"
          >
            {count}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}

/** The bell for staff users (the task feed needs the read role); a plain icon for everyone else. */
export function NotificationBell() {
  const actor = useTaskMonitor();
  if (!actor) return <Button variant="minimal" icon="notifications" aria-label="Notifications" disabled />;
  return <Bell actor={actor} />;
}
