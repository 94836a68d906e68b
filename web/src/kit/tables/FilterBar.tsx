/**
 * Filters of a list: text fields filter by `like`, booleans and enums by a select (from the zod
 * model), days by a day typed or picked in the browser's date format.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { DayInput } from '../ui/DayInput.js';
import { labelOf } from './fields.js';
import type { FieldShape } from './fields.js';

export interface FilterBarProps {
  fields: readonly FieldShape[];
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  onClear: () => void;
  /** Filters of the caller's own (e.g. a date range), placed before "Clear filters". */
  children?: ReactNode;
}

/** A text filter: typed text is applied after a short pause or on Enter, not on every key. */
function TextFilter({ field, value, onChange }: { field: FieldShape; value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => onChange(draft), 500);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <InputGroup
      type="search"
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      leftIcon="filter"
      aria-label={`Filter ${labelOf(field.path)}`}
      placeholder={labelOf(field.path)}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onChange(draft)}
    />
  );
}

/** The filter row above a ResourceTable. */
export function FilterBar({ fields, values, onChange, onClear, children }: FilterBarProps) {
  if (fields.length === 0 && !children) return null;
  const active = Object.keys(values).length > 0;
  return (
    <div className="resource-filter-bar" role="search" aria-label="Filters">
      {fields.map((field) => (
        <div key={field.path} className="resource-filter">
          {field.kind === 'boolean' || field.kind === 'enum' ? (
            <HTMLSelect
              fill
              aria-label={`Filter ${labelOf(field.path)}`}
              value={values[field.path] ?? ''}
              onChange={(e) => onChange(field.path, e.target.value)}
              options={[
                { value: '', label: `${labelOf(field.path)}: any` },
                ...(field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? [])).map((o) => ({
                  value: o,
                  label: `${labelOf(field.path)}: ${o}`,
                })),
              ]}
            />
          ) : field.format === 'date' ? (
            <DayInput
              aria-label={`Filter ${labelOf(field.path)}`}
              leftElement={<Tag minimal>{labelOf(field.path)}</Tag>}
              value={values[field.path] ?? ''}
              onChange={(day) => onChange(field.path, day)}
              fill
            />
          ) : (
            <TextFilter field={field} value={values[field.path] ?? ''} onChange={(v) => onChange(field.path, v)} />
          )}
        </div>
      ))}
      {children}
      {active && <Button size="small" variant="minimal" icon="filter-remove" text="Clear filters" onClick={onClear} />}
    </div>
  );
}
