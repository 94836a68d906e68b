/** The generic update form: grouped fields, model messages under them, conflict and form errors. */
import { Button, Callout, H6, Intent } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { FieldInput } from './FieldInput.js';
import { groupFields, labelInGroup } from '../groups.js';
import { CONFLICT_MESSAGE } from '../hooks/useRecordForm.js';
import type { useRecordForm } from '../hooks/useRecordForm.js';

export interface RecordFormProps {
  form: ReturnType<typeof useRecordForm>;
  onSubmit: () => void;
  onCancel: () => void;
  onReload: () => void;
}

export function RecordForm({ form, onSubmit, onCancel, onReload }: RecordFormProps) {
  const groups = groupFields(form.fields);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Update record" noValidate>
      {form.conflict && (
        <Callout
          intent={Intent.WARNING}
          icon="refresh"
          title="Changed by someone else meanwhile"
          className="form-callout"
        >
          <p>{CONFLICT_MESSAGE}</p>
          <Button size="small" icon="refresh" text="Reload the record" onClick={onReload} />
        </Callout>
      )}
      {form.errors[''] && (
        <Callout intent={Intent.DANGER} icon="error" compact className="form-callout">
          {form.errors['']}
        </Callout>
      )}
      {groups.map((group) => (
        <fieldset key={group.name} className="record-group" aria-label={group.label || 'Fields'}>
          {group.label && <H6>{group.label}</H6>}
          <div className="record-form">
            {group.fields.map((field) => (
              <FieldInput
                key={field.path}
                field={field}
                label={labelInGroup(field, group)}
                value={form.values[field.path]}
                error={form.errors[field.path]}
                onChange={(v) => form.setValue(field.path, v)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="form-actions">
        <Button
          size="small"
          type="submit"
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text="Save"
          loading={form.saving}
        />
        <Button size="small" variant="minimal" text="Cancel" onClick={onCancel} />
      </div>
    </form>
  );
}
