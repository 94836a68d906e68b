/** /admin/keywords (§2): the keywords list; a row opens its record. */
import { AdminListScreen } from '../../features/admin/components/AdminListScreen.js';

export function AdminKeywordsRoute() {
  return (
    <AdminListScreen
      title="Keywords"
      resource="keywords"
      rowHref={(r) => `/admin/keywords/details/${String(r.uuid)}`}
    />
  );
}
