/** /admin/users (§2, adminOrOwner). */
import { UsersScreen } from '../../features/admin/components/UsersScreen.js';

export function AdminUsersRoute() {
  return <UsersScreen />;
}
