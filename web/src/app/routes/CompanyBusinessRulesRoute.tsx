/** /admin/companies/{id}/business_rules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { BusinessRulesPage } from '../../features/company/pages/BusinessRulesPage.js';

export function CompanyBusinessRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Business rules">
      {(company) => <BusinessRulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
