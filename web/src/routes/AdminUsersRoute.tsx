/** /admin/users (§2, adminOrOwner). */
import { UsersScreen } from '../modules/admin/components/UsersScreen.js';

export function AdminUsersRoute() {
  return <UsersScreen />;
}
