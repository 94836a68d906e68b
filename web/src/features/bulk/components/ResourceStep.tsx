/** Step 1: which bulk resource the rows are for (every BULK_RESOURCES entry). */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { BULK_RESOURCES } from '@console/schema';

export function ResourceStep({ value, onSelect }: { value: string | null; onSelect: (resource: string) => void }) {
  return (
    <FormGroup
      label="Resource"
      labelFor="bulk-resource"
      helperText="What the rows create or update. Brands are applied without a preview."
    >
      <HTMLSelect
        id="bulk-resource"
        value={value ?? ''}
        onChange={(e) => e.currentTarget.value && onSelect(e.currentTarget.value)}
      >
        <option value="">Choose a resource…</option>
        {BULK_RESOURCES.map((b) => (
          <option key={b.name} value={b.name}>
            {b.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
