/** One checkbox per role (§6). */
import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { ROLES } from '@console/schema';

export function RoleChecks({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
}) {
  return (
    <FormGroup label="Roles" helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      {ROLES.map((role) => (
        <Checkbox
          key={role}
          inline
          label={role}
          checked={value.includes(role)}
          onChange={(e) => onChange(e.currentTarget.checked ? [...value, role] : value.filter((r) => r !== role))}
        />
      ))}
    </FormGroup>
  );
}
