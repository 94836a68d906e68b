/** /admin/users/update/{uuid} (owner guard, §6): the users screen with that user's roles dialog open. */
import { UsersScreen } from '../../features/admin/components/UsersScreen.js';

export function AdminUserRolesRoute({ params }: { params: Record<string, string | undefined> }) {
  return <UsersScreen editingUuid={params.id} />;
}
