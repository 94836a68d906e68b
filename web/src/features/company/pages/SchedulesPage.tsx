/** schedules: the company's retailer metric schedules. */
import { Intent, Tag } from '@blueprintjs/core';
import { ResourceTable } from '../../resources/index.js';
import { companyFilter } from './companyFilter.js';

const COLUMNS = [
  'retailer_url',
  'metric',
  'frequency',
  {
    path: 'is_active',
    label: 'Active',
    render: (r: Record<string, unknown>) => (
      <Tag round intent={r.is_active ? Intent.SUCCESS : Intent.DANGER}>
        {r.is_active ? 'active' : 'inactive'}
      </Tag>
    ),
  },
  'updated_at',
];

export function SchedulesPage({ code }: { code: string }) {
  return (
    <ResourceTable
      resource="schedules"
      tableId="company-schedules"
      fixedFilter={companyFilter(code)}
      columns={COLUMNS}
      filterFields={['retailer_url', 'metric', 'frequency', 'is_active']}
      csvFileName={`company-${code}-schedules.csv`}
    />
  );
}
