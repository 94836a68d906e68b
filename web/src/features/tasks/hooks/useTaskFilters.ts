/** The tasks list's filters, kept in the URL (`f.status`, `f.user_uuid`, `f.company`) and told to the monitor. */
import { useEffect, useMemo } from 'react';
import type { TaskStatus } from '@console/schema';
import type { TaskFilters } from '@console/machines';
import { useListUrlState } from '../../../kit/tables/index.js';
import type { TaskMonitorActor } from '../../monitor/index.js';

export const STATUS_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Any status' },
  { value: 'queued,running', label: 'Active (queued or running)' },
  { value: 'queued', label: 'Queued' },
  { value: 'running', label: 'Running' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export function useTaskFilters(actor: TaskMonitorActor | null) {
  const list = useListUrlState();
  const { status = '', user_uuid = '', company = '' } = list.filters;
  const filters = useMemo<TaskFilters>(
    () => ({
      status: status ? (status.split(',') as TaskStatus[]) : null,
      user_uuid: user_uuid || null,
      company: company || null,
    }),
    [status, user_uuid, company],
  );
  useEffect(() => {
    actor?.send({ type: 'filter.set', filters });
  }, [actor, filters]);
  return { filters, values: { status, user_uuid, company }, set: list.setFilter, clear: list.clearFilters };
}
