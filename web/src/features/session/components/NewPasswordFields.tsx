/** A new password typed twice, checked with the shared password model before it is sent. */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { passwordSchema } from '@console/schema';

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
}

/** The problem with the pair, or null when it may be sent. */
export function newPasswordProblem(password: string, repeat: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'password is not valid';
  return password === repeat ? null : 'the passwords do not match';
}

export function NewPasswordFields({ password, repeat, onPassword, onRepeat }: Props) {
  const problem = password || repeat ? newPasswordProblem(password, repeat) : null;
  return (
    <>
      <FormGroup label="New password" labelFor="new-password" helperText="At least 10 characters.">
        <InputGroup
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={onPassword}
          required
          size="small"
        />
      </FormGroup>
      <FormGroup
        label="Repeat the password"
        labelFor="repeat-password"
        intent={problem ? 'danger' : 'none'}
        helperText={problem ?? undefined}
      >
        <InputGroup
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onValueChange={onRepeat}
          required
          size="small"
          intent={problem ? 'danger' : 'none'}
        />
      </FormGroup>
    </>
  );
}
