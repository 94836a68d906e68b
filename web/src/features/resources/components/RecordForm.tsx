/** The generic update form: grouped fields, model messages under them, conflict and form errors. */
import { Button, Callout, H6, Intent } from '@blueprintjs/core';
import type { BaseSyntheticEvent } from 'react';
import { Controller } from 'react-hook-form';
import { FieldInput } from './FieldInput.js';
import { groupFields, labelInGroup } from '../groups.js';
import { FORM_WIDE } from '../formValues.js';
import type { FormValue } from '../formValues.js';
import { CONFLICT_MESSAGE } from '../hooks/useRecordForm.js';
import type { useRecordForm } from '../hooks/useRecordForm.js';

export interface RecordFormProps {
  editor: ReturnType<typeof useRecordForm>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  onReload: () => void;
}

export function RecordForm({ editor, onSubmit, onCancel, onReload }: RecordFormProps) {
  const { form } = editor;
  const groups = groupFields(editor.fields);
  const formWide = form.formState.errors[FORM_WIDE]?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={editor.creating ? 'New record' : 'Update record'} noValidate>
      {editor.conflict && (
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
      {formWide && (
        <Callout intent={Intent.DANGER} icon="error" compact className="form-callout">
          {formWide}
        </Callout>
      )}
      {groups.map((group) => (
        <fieldset key={group.name} className="record-group" aria-label={group.label || 'Fields'}>
          {group.label && <H6>{group.label}</H6>}
          <div className="record-form">
            {group.fields.map((field) => (
              <Controller
                key={field.path}
                name={field.path}
                control={form.control}
                render={({ field: input, fieldState }) => (
                  <FieldInput
                    field={field}
                    label={labelInGroup(field, group)}
                    value={input.value as FormValue}
                    error={fieldState.error?.message}
                    // A message stays until the next submit, except on the field being edited.
                    onChange={(value) => {
                      input.onChange(value);
                      if (fieldState.error) form.clearErrors(field.path);
                    }}
                  />
                )}
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
          icon={editor.creating ? 'add' : 'floppy-disk'}
          text={editor.creating ? 'Create' : 'Save'}
          loading={editor.saving}
        />
        <Button size="small" variant="minimal" text="Cancel" onClick={onCancel} />
      </div>
    </form>
  );
}
