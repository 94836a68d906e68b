/** The transactions list's filters: kind, resource and status from the kit's bar, and a range of days. */
import { Tag } from '@blueprintjs/core';
import { FilterBar } from '../../../kit/tables/index.js';
import { DayInput } from '../../../kit/ui/DayInput.js';
import { FILTER_FIELDS, FROM, TO } from '../transactionFilter.js';
import '../transactions.css';

export interface TransactionFiltersProps {
  /** The URL filters (`f.kind`, `f.from`, …). */
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  onClear: () => void;
}

/** A day of the range, in the browser's date format; applied as soon as the text is a whole day. */
function DayFilter({
  name,
  label,
  title,
  value,
  onChange,
}: {
  name: string;
  label: string;
  title: string;
  value: string;
  onChange: (field: string, value: string) => void;
}) {
  return (
    <div className="console-day-filter">
      <DayInput
        aria-label={`Filter ${label}`}
        title={title}
        leftElement={<Tag minimal>{label.charAt(0).toUpperCase() + label.slice(1)}</Tag>}
        value={value}
        onChange={(day) => onChange(name, day)}
      />
    </div>
  );
}

export function TransactionFilters({ values, onChange, onClear }: TransactionFiltersProps) {
  return (
    <FilterBar fields={FILTER_FIELDS} values={values} onChange={onChange} onClear={onClear}>
      <DayFilter
        name={FROM}
        label="from"
        title="Transactions that ran on or after this day"
        value={values[FROM] ?? ''}
        onChange={onChange}
      />
      <DayFilter
        name={TO}
        label="until"
        title="Transactions that ran on or before this day"
        value={values[TO] ?? ''}
        onChange={onChange}
      />
    </FilterBar>
  );
}
