/** Everything the /admin/tasks screen shows: the monitor's tasks through the URL filters, live. */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { visibleTasks } from '@console/machines';
import type { Task } from '@console/schema';
import { taskMonitorLoaded, useTaskMonitor } from '../../monitor/index.js';
import { useNow } from './useNow.js';
import { useTaskFilters } from './useTaskFilters.js';
import { useUserNames } from './useUserNames.js';

const EMPTY: Record<string, Task> = {};

export function useTasksScreen() {
  const actor = useTaskMonitor();
  const filters = useTaskFilters(actor);
  const tasks = useSelector(actor ?? undefined, (s) => s?.context.tasks) ?? EMPTY;
  const state = useSelector(actor ?? undefined, (s) =>
    s ? (s.value as 'connecting' | 'live' | 'reconnecting') : 'connecting',
  );
  const taskList = useMemo(() => Object.values(tasks), [tasks]);
  const users = useUserNames(taskList);
  const visible = useMemo(() => visibleTasks({ tasks, filters: filters.filters }), [tasks, filters.filters]);
  const companies = useMemo(() => {
    const seen = new Map<string, string>();
    for (const t of Object.values(tasks)) if (t.company) seen.set(t.company.digit_code, t.company.name ?? '');
    if (filters.values.company && !seen.has(filters.values.company)) seen.set(filters.values.company, '');
    return [...seen]
      .map(([digit_code, name]) => ({ digit_code, name }))
      .sort((a, b) => a.digit_code.localeCompare(b.digit_code));
  }, [tasks, filters.values.company]);
  const userChoices = useMemo(() => {
    const list = [...users.known];
    for (const t of Object.values(tasks))
      if (t.user_uuid && !list.some((u) => u.uuid === t.user_uuid))
        list.push({ uuid: t.user_uuid, label: users.nameOf(t.user_uuid) });
    return list;
  }, [tasks, users]);
  const running = visible.some((t) => t.status === 'running');
  const now = useNow(running);
  const [loaded, setLoaded] = useState(false);
  const userUuid = useSelector(actor ?? undefined, (s) => s?.context.user_uuid ?? null);
  useEffect(() => {
    let current = true;
    if (userUuid) void taskMonitorLoaded(userUuid).then(() => current && setLoaded(true));
    return () => void (current = false);
  }, [userUuid]);
  return {
    actor,
    visible,
    total: Object.keys(tasks).length,
    state,
    filters,
    companies,
    userChoices,
    nameOf: users.nameOf,
    now,
    loading: !loaded,
  };
}
