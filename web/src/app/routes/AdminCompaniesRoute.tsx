/** /admin/companies (§2): the companies list; a row opens its record. */
import { AdminListScreen } from '../../features/admin/components/AdminListScreen.js';

export function AdminCompaniesRoute() {
  return (
    <AdminListScreen
      title="Companies"
      resource="companies"
      rowHref={(r) => `/admin/companies/${String(r.digit_code)}`}
    />
  );
}
