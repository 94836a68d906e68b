/**
 * The tasks list on the shared list kit: status (with Cancel when queued), progress, who, company, start and
 * duration.
 */
import { useMemo, useState } from 'react';
import type { Task } from '@console/schema';
import { DataTable, type ColumnDef } from '../../../kit/tables/index.js';
import { RelativeTime } from '../../../kit/ui/RelativeTime.js';
import { taskDuration } from '../format.js';
import { useCancelTask } from '../hooks/useCancelTask.js';
import { CancelTaskButton } from './CancelTaskButton.js';
import { TaskProgressBar } from './TaskProgressBar.js';
import { TaskStatusTag } from './TaskStatusTag.js';

type SortKey = { field: string; direction: 'asc' | 'desc' };

export interface TasksTableProps {
  tasks: readonly Task[];
  loading: boolean;
  now: number;
  nameOf: (uuid: string | null) => string;
  onOpen: (task: Task) => void;
}

const value = (task: Task, field: string, nameOf: (uuid: string | null) => string): string | number => {
  switch (field) {
    case 'user':
      return nameOf(task.user_uuid);
    case 'company':
      return task.company?.digit_code ?? '';
    case 'progress':
      return task.progress.total ? task.progress.done / task.progress.total : 0;
    case 'duration':
      return task.started_at
        ? Date.parse(task.finished_at ?? new Date().toISOString()) - Date.parse(task.started_at)
        : -1;
    default:
      return (task[field as keyof Task] as string | number | null) ?? '';
  }
};

export function TasksTable({ tasks, loading, now, nameOf, onOpen }: TasksTableProps) {
  // A queued task's Cancel sits beside its status, for the roles that may start its kind.
  const { canCancel, cancel, isCancelling } = useCancelTask();
  // Sorted here: the monitor holds the tasks (newest first by default).
  const [sort, setSort] = useState<SortKey[]>([]);
  // A new array also when names, the clock or a cancel change (the extra dependencies): the
  // table redraws its cells when its rows change.
  const rows = useMemo(() => {
    const key = sort[0];
    if (!key) return [...tasks];
    const dir = key.direction === 'asc' ? 1 : -1;
    return [...tasks].sort((a, b) => {
      const x = value(a, key.field, nameOf);
      const y = value(b, key.field, nameOf);
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
    });
  }, [tasks, sort, nameOf, now, isCancelling]);
  const columns = useMemo<ColumnDef[]>(() => {
    const t = (r: unknown) => r as Task;
    return [
      // Six columns of the kit's default width fit the data area beside the side panel.
      { path: 'task_name', label: 'Task', render: (r) => `#${t(r).id} ${t(r).task_name}` },
      {
        path: 'status',
        label: 'Status',
        render: (r) => (
          <span className="console-task-status" role="group" aria-label={`Status of task #${t(r).id}`}>
            <TaskStatusTag status={t(r).status} />
            <CancelTaskButton
              task={t(r)}
              visible={canCancel(t(r))}
              cancelling={isCancelling(t(r).uuid)}
              onCancel={() => void cancel(t(r))}
              compact
            />
          </span>
        ),
      },
      { path: 'progress', label: 'Progress', render: (r) => <TaskProgressBar task={t(r)} /> },
      { path: 'user', label: 'Started by', render: (r) => nameOf(t(r).user_uuid) },
      {
        path: 'company',
        label: 'Company',
        render: (r) => (t(r).company ? `${t(r).company!.digit_code} ${t(r).company!.name ?? ''}`.trim() : ''),
      },
      {
        path: 'started_at',
        label: 'Started · duration',
        render: (r) => {
          const duration = taskDuration(t(r), now);
          return (
            <span className="console-cell-text">
              <RelativeTime value={t(r).started_at ?? t(r).created_at} now={now} />
              {duration && ` · ${duration}`}
            </span>
          );
        },
      },
    ];
  }, [nameOf, now, canCancel, cancel, isCancelling]);
  return (
    <DataTable
      tableId="admin-tasks"
      columns={columns}
      rows={rows as unknown as Record<string, unknown>[]}
      loading={loading}
      sort={sort}
      onSortChange={setSort}
      onRowClick={(r) => onOpen(r as unknown as Task)}
      emptyText="No task matches these filters."
    />
  );
}
