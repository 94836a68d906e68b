/** The owner changes a user's roles (`updateUserRoles`), with the history of earlier changes below. */
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { messageForStatus, userRolesUpdateSchema } from '@console/schema';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { UPDATE_USER_ROLES, USER_HISTORY } from '../graphql/operations.js';
import { HistoryList } from '../../resources/index.js';
import type { AdminUser } from '../graphql/operations.js';
import { RoleChecks } from './RoleChecks.js';

export function RolesDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: () => void }) {
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(UPDATE_USER_ROLES);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery(USER_HISTORY, {
    variables: { user_uuid: user.user_uuid, navigation: { page: historyPage, page_size: 5 } },
    fetchPolicy: 'network-only',
  });
  const historyError = history.error
    ? (toAppError(history.error).userMessage ?? messageForStatus(toAppError(history.error).status))
    : null;
  const submit = async () => {
    const parsed = userRolesUpdateSchema.safeParse({ roles });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      const { data } = await save({ variables: { user_uuid: user.user_uuid, roles: parsed.data.roles } });
      if (data?.updateUserRoles.ok) {
        showSuccess(`Roles of ${user.email} set to ${roles.join(', ') || 'none'}`);
        void history.refetch();
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
        <HistoryList
          entries={history.data?.userHistory.rows ?? []}
          navigation={history.data?.userHistory.navigation ?? null}
          page={historyPage}
          onPage={setHistoryPage}
          loading={history.loading}
          error={historyError}
          refetch={() => history.refetch()}
        />
      </DialogBody>
      <DialogFooter
        actions={[
          <Button size="small" key="c" text="Cancel" onClick={onClose} />,
          <Button
            size="small"
            key="s"
            intent={Intent.PRIMARY}
            text="Save roles"
            loading={loading}
            onClick={() => void submit()}
          />,
        ]}
      />
    </Dialog>
  );
}
