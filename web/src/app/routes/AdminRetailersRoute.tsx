/** /admin/retailers (§2): the retailers list; a row opens its record. */
import { AdminListScreen } from '../../features/admin/components/AdminListScreen.js';

export function AdminRetailersRoute() {
  return (
    <AdminListScreen
      title="Retailers"
      resource="retailers"
      rowHref={(r) => `/admin/retailers/details/${String(r.uuid)}`}
    />
  );
}
