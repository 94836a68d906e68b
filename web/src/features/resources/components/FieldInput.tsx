/** One field of the generic form, its control chosen by the zod type. */
import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { datePattern, isIsoDay } from '../../../kit/format/index.js';
import { isSimpleArray, labelOf } from '../../../kit/tables/fields.js';
import { DayInput } from '../../../kit/ui/DayInput.js';
import type { FieldInfo } from '../../../kit/tables/fields.js';
import type { FormValue } from '../formValues.js';
import { ListInput } from './ListInput.js';

export interface FieldInputProps {
  field: FieldInfo;
  value: FormValue | undefined;
  error?: string;
  onChange: (value: FormValue) => void;
  /** Label without the group prefix (`company.digit_code` in group Company → "Digit code"). */
  label?: string;
}

/** A labelled control with its message underneath. */
export function FieldInput({ field, value, error, onChange, label }: FieldInputProps) {
  const text = typeof value === 'string' ? value : '';
  const name = label ?? labelOf(field.path);
  const id = `field-${field.path}`;
  // A day typed in another shape than the browser's is told how to type it, not the model's ISO wording.
  const message =
    error && field.format === 'date' && text && !isIsoDay(text) ? `Type the day as ${datePattern()}` : error;
  const intent = message ? Intent.DANGER : Intent.NONE;
  if (field.kind === 'boolean') {
    return (
      <FormGroup helperText={error} intent={intent}>
        <Switch id={id} label={name} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
      </FormGroup>
    );
  }
  return (
    <FormGroup
      label={name}
      labelFor={id}
      labelInfo={field.optional ? '(optional)' : undefined}
      helperText={message}
      intent={intent}
    >
      {field.kind === 'enum' ? (
        <HTMLSelect
          id={id}
          fill
          value={text}
          onChange={(e) => onChange(e.target.value)}
          options={[
            ...(field.optional ? [{ value: '', label: '—' }] : []),
            ...(field.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
        />
      ) : isSimpleArray(field) ? (
        <ListInput
          id={id}
          field={field}
          label={name}
          values={Array.isArray(value) ? value : []}
          intent={intent}
          onChange={onChange}
        />
      ) : field.format === 'date' ? (
        <DayInput id={id} value={text} intent={intent} fill onChange={onChange} onInvalidText={onChange} />
      ) : field.kind === 'array' || field.kind === 'json' ? (
        <TextArea
          id={id}
          fill
          autoResize
          intent={intent}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="json-input"
        />
      ) : (
        <InputGroup
          id={id}
          type={field.kind === 'number' ? 'number' : 'text'}
          intent={intent}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormGroup>
  );
}
