/** Invites a person by e-mail with roles (mutation `invite`), checked with invitationCreateSchema first. */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelledResolver } from '../../../kit/ui/labelledResolver.js';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { invitationCreateSchema, messageForStatus } from '@console/schema';
import { FormTextField } from '../../../kit/ui/FormTextField.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { INVITE } from '../graphql/operations.js';
import { RoleChecks } from './RoleChecks.js';

interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}
type TextField = Exclude<keyof InviteValues, 'roles'>;

/** The dialog's values as the invitation the model checks: the address trimmed, a blank name left out. */
const inviteForm = z.preprocess(
  ({ email, first_name, last_name, roles }: InviteValues) => ({
    email: email.trim(),
    roles,
    ...(first_name.trim() ? { first_name } : {}),
    ...(last_name.trim() ? { last_name } : {}),
  }),
  invitationCreateSchema,
);

export function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { email: '', first_name: '', last_name: '', roles: [] } as InviteValues,
    resolver: labelledResolver(zodResolver(inviteForm)),
    reValidateMode: 'onSubmit',
  });
  const [invite, { loading }] = useMutation(INVITE);

  const submit = handleSubmit(async (input) => {
    try {
      const { data } = await invite({ variables: input });
      if (data?.invite.ok) {
        showSuccess(`Invitation sent to ${input.email}`);
        reset();
        return onClose();
      }
      const message = data?.invite.message ?? messageForStatus(400);
      setError((data?.invite.field ?? 'email') as keyof InviteValues, { type: 'server', message });
      showFailure(message);
    } catch (error) {
      const appError = toAppError(error);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    }
  });

  const field = (name: TextField, label: string, type = 'text') => (
    <FormTextField
      id={`invite-${name}`}
      label={label}
      type={type}
      field={register(name)}
      error={formState.errors[name]?.message}
    />
  );

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Invite a user" icon="new-person">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          {field('email', 'E-mail', 'email')}
          {field('first_name', 'First name (optional)')}
          {field('last_name', 'Last name (optional)')}
          <Controller
            name="roles"
            control={control}
            render={({ field: roles, fieldState }) => (
              <RoleChecks value={roles.value} onChange={roles.onChange} error={fieldState.error?.message} />
            )}
          />
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
