/** /admin/tasks (issue 7): every task, live, with status, user and company filters in the URL. */
import { Callout } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { LiveListHeader } from '../../features/monitor/index.js';
import { TaskFilterBar } from '../../features/tasks/components/TaskFilterBar.js';
import { TasksTable } from '../../features/tasks/components/TasksTable.js';
import { useTasksScreen } from '../../features/tasks/hooks/useTasksScreen.js';
import '../../features/tasks/tasks.css';

export function AdminTasksRoute() {
  const screen = useTasksScreen();
  const [, navigate] = useLocation();
  if (!screen.actor) return <Callout intent="warning">The task monitor needs a staff role.</Callout>;
  return (
    <>
      <LiveListHeader title="Tasks" feed={screen.state} countLabel="Tasks shown">
        {screen.visible.length} of {screen.total} tasks
      </LiveListHeader>
      <TaskFilterBar
        values={screen.filters.values}
        users={screen.userChoices}
        companies={screen.companies}
        onChange={screen.filters.set}
        onClear={screen.filters.clear}
      />
      <div className="console-task-table" aria-label="Data area">
        <TasksTable
          tasks={screen.visible}
          loading={screen.loading}
          now={screen.now}
          nameOf={screen.nameOf}
          onOpen={(t) => navigate(`/admin/tasks/details/${t.uuid}`)}
        />
      </div>
    </>
  );
}
