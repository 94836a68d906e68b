/**
 * The form that sets a new password typed twice, checked with the shared password model as it is
 * typed; the invitation asks the person's names first (the browser's `required` guards them).
 */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelledResolver } from '../../../kit/ui/labelledResolver.js';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordSchema } from '@console/schema';
import { bpInput } from '../../../kit/ui/bpInput.js';

/** The password problem first, then whether the two match; the names are left to `required`. */
const newPasswordForm = z
  .object({ first_name: z.string().trim(), last_name: z.string().trim(), password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { message: 'the passwords do not match', path: ['repeat'] });

/** What the form sends: the new password, and the names (trimmed; empty when not asked). */
export type NewPassword = Omit<z.output<typeof newPasswordForm>, 'repeat'>;

interface Props {
  /** The form's accessible name. */
  label: string;
  submitText: string;
  busy: boolean;
  askNames?: boolean;
  onSubmit: (value: NewPassword) => void;
}

export function NewPasswordForm({ label, submitText, busy, askNames = false, onSubmit }: Props) {
  const { register, handleSubmit, watch, formState } = useForm({
    defaultValues: { first_name: '', last_name: '', password: '', repeat: '' },
    resolver: labelledResolver(zodResolver(newPasswordForm)),
    mode: 'onChange',
  });
  const { errors } = formState;
  // Each of the pair checks the other as it changes; nothing shows before either is typed.
  const problem = watch('password') || watch('repeat') ? (errors.password ?? errors.repeat)?.message : undefined;
  const submit = handleSubmit(({ password, first_name, last_name }) => onSubmit({ password, first_name, last_name }));
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={label}>
      {askNames && (
        <>
          <FormGroup label="First name" labelFor="invite-first">
            <InputGroup id="invite-first" required size="small" {...bpInput(register('first_name'))} />
          </FormGroup>
          <FormGroup label="Last name" labelFor="invite-last">
            <InputGroup id="invite-last" required size="small" {...bpInput(register('last_name'))} />
          </FormGroup>
        </>
      )}
      <FormGroup label="New password" labelFor="new-password" helperText="At least 10 characters.">
        <InputGroup
          id="new-password"
          type="password"
          autoComplete="new-password"
          required
          size="small"
          {...bpInput(register('password', { deps: ['repeat'] }))}
        />
      </FormGroup>
      <FormGroup
        label="Repeat the password"
        labelFor="repeat-password"
        intent={problem ? 'danger' : 'none'}
        helperText={problem}
      >
        <InputGroup
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          required
          size="small"
          intent={problem ? 'danger' : 'none'}
          {...bpInput(register('repeat', { deps: ['password'] }))}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        fill
        loading={busy}
        disabled={!formState.isValid}
        text={submitText}
        size="small"
      />
    </form>
  );
}
