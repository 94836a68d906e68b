/** /admin/companies/{id}/rules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { RulesPage } from '../../features/company/rules/RulesPage.js';

export function CompanyRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Rules">
      {(company) => <RulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
