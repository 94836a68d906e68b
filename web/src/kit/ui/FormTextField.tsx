/** A labelled Blueprint text input bound to a react-hook-form field. */
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { bpInput } from './bpInput.js';

interface Props {
  id: string;
  label: string;
  /** What `register(name)` returned. */
  field: UseFormRegisterReturn;
  /** The field's message (the model's or the server's), shown under it in red. */
  error?: string;
  type?: string;
}

export function FormTextField({ id, label, field, error, type = 'text' }: Props) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={intent}>
      <InputGroup id={id} type={type} intent={intent} {...bpInput(field)} />
    </FormGroup>
  );
}
