/** /admin/rules (§2): the business rule definitions list; a row opens its record. */
import { AdminListScreen } from '../../features/admin/components/AdminListScreen.js';

export function AdminRulesRoute() {
  return (
    <AdminListScreen
      title="Business Rules"
      resource="business_rule_definitions"
      rowHref={(r) => `/admin/rules/${String(r.id)}`}
    />
  );
}
