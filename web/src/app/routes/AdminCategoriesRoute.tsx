/** /admin/categories (§2): the categories list; a row opens its record. */
import { AdminListScreen } from '../../features/admin/components/AdminListScreen.js';

export function AdminCategoriesRoute() {
  return (
    <AdminListScreen
      title="Categories"
      resource="categories"
      rowHref={(r) => `/admin/categories/details/${String(r.uuid)}`}
    />
  );
}
