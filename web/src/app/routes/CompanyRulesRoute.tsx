/** /admin/companies/{id}/rules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { RulesPage } from '../../features/company/rules/RulesPage.js';

export function CompanyRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Rules"
      actions={(company) => <CreateRecordButton resource="company_business_rules" companyCode={company.digit_code} />}
    >
      {(company) => <RulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
