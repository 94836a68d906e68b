/** The owner changes a user's roles (`updateUserRoles`). */
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { messageForStatus, userRolesUpdateSchema } from '@console/schema';
import { showFailure, showSuccess } from '../../../ui/toaster.js';
import { toAppError } from '../../../apollo/appError.js';
import { UPDATE_USER_ROLES } from '../graphql/operations.js';
import type { AdminUser } from '../graphql/operations.js';
import { RoleChecks } from './RoleChecks.js';

export function RolesDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: () => void }) {
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(UPDATE_USER_ROLES);
  const submit = async () => {
    const parsed = userRolesUpdateSchema.safeParse({ roles });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      const { data } = await save({ variables: { user_uuid: user.user_uuid, roles: parsed.data.roles } });
      if (data?.updateUserRoles.ok) {
        showSuccess(`Roles of ${user.email} set to ${roles.join(', ') || 'none'}`);
        onSaved();
        return onClose();
      }
      const message = data?.updateUserRoles.message ?? messageForStatus(data?.updateUserRoles.status ?? 500);
      setError(data?.updateUserRoles.reason ?? message);
      showFailure(message);
    } catch (e) {
      const appError = toAppError(e);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`Roles of ${user.email}`} icon="people">
      <DialogBody>
        <RoleChecks value={roles} onChange={setRoles} error={error} />
      </DialogBody>
      <DialogFooter actions={[<Button size="small" key="c" text="Cancel" onClick={onClose} />, <Button size="small" key="s" intent={Intent.PRIMARY} text="Save roles" loading={loading} onClick={() => void submit()} />]} />
    </Dialog>
  );
}
