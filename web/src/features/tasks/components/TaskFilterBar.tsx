/** Status, user and company filters of the tasks list. */
import { Button, HTMLSelect } from '@blueprintjs/core';
import { STATUS_CHOICES } from '../hooks/useTaskFilters.js';

export interface TaskFilterBarProps {
  values: { status: string; user_uuid: string; company: string };
  users: Array<{ uuid: string; label: string }>;
  companies: Array<{ digit_code: string; name: string }>;
  onChange: (field: 'status' | 'user_uuid' | 'company', value: string) => void;
  onClear: () => void;
}

export function TaskFilterBar({ values, users, companies, onChange, onClear }: TaskFilterBarProps) {
  const active = Boolean(values.status || values.user_uuid || values.company);
  return (
    <div className="console-task-filters" role="group" aria-label="Filters">
      <HTMLSelect
        aria-label="Status"
        value={values.status}
        onChange={(e) => onChange('status', e.target.value)}
        options={[...STATUS_CHOICES]}
      />
      <HTMLSelect
        aria-label="User"
        value={values.user_uuid}
        onChange={(e) => onChange('user_uuid', e.target.value)}
        options={[{ value: '', label: 'Any user' }, ...users.map((u) => ({ value: u.uuid, label: u.label }))]}
      />
      <HTMLSelect
        aria-label="Company"
        value={values.company}
        onChange={(e) => onChange('company', e.target.value)}
        options={[
          { value: '', label: 'Any company' },
          ...companies.map((c) => ({ value: c.digit_code, label: `${c.digit_code} ${c.name}` })),
        ]}
      />
      {active && <Button size="small" variant="minimal" icon="cross" text="Clear filters" onClick={onClear} />}
    </div>
  );
}
