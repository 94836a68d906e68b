/** Invites a person by e-mail with roles (mutation `invite`), checked with invitationCreateSchema first. */
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { invitationCreateSchema, messageForStatus } from '@console/schema';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { INVITE } from '../graphql/operations.js';
import { RoleChecks } from './RoleChecks.js';

type Errors = Record<string, string>;

export function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [invite, { loading }] = useMutation(INVITE);

  const submit = async () => {
    const input = {
      email: email.trim(),
      roles,
      ...(firstName.trim() ? { first_name: firstName } : {}),
      ...(lastName.trim() ? { last_name: lastName } : {}),
    };
    const parsed = invitationCreateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '')] ??= issue.message;
      return setErrors(next);
    }
    try {
      const { data } = await invite({ variables: parsed.data });
      if (data?.invite.ok) {
        showSuccess(`Invitation sent to ${parsed.data.email}`);
        setEmail('');
        setFirstName('');
        setLastName('');
        setRoles([]);
        setErrors({});
        return onClose();
      }
      const message = data?.invite.message ?? messageForStatus(400);
      setErrors({ [data?.invite.field ?? 'email']: message });
      showFailure(message);
    } catch (error) {
      const appError = toAppError(error);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    }
  };

  const field = (name: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <FormGroup
      label={label}
      labelFor={`invite-${name}`}
      helperText={errors[name]}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id={`invite-${name}`}
        type={type}
        value={value}
        intent={errors[name] ? Intent.DANGER : Intent.NONE}
        onChange={(e) => set(e.target.value)}
      />
    </FormGroup>
  );

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Invite a user" icon="new-person">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody>
          {field('email', 'E-mail', email, setEmail, 'email')}
          {field('first_name', 'First name (optional)', firstName, setFirstName)}
          {field('last_name', 'Last name (optional)', lastName, setLastName)}
          <RoleChecks value={roles} onChange={setRoles} error={errors.roles} />
        </DialogBody>
        <DialogFooter
          actions={[
            <Button size="small" key="c" text="Cancel" onClick={onClose} />,
            <Button
              size="small"
              key="s"
              type="submit"
              intent={Intent.PRIMARY}
              text="Send invitation"
              loading={loading}
            />,
          ]}
        />
      </form>
    </Dialog>
  );
}
