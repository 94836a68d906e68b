/** /admin/companies/{id}/business_rules. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { BusinessRulesPage } from '../modules/company/pages/BusinessRulesPage.js';

export function CompanyBusinessRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Business rules">
      {(company) => <BusinessRulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
