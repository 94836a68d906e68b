/** /admin/companies/{id}/rules/{business_rule_def}/business_rules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { RuleBusinessRulesPage } from '../../features/company/rules/RuleBusinessRulesPage.js';

export function CompanyRuleBusinessRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = decodeURIComponent(params.business_rule_def ?? '');
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title={`Business rules: ${def}`}
      actions={(company) => (
        <CreateRecordButton
          resource="business_rules"
          companyCode={company.digit_code}
          initial={{ definition_name: def }}
        />
      )}
    >
      {(company) => <RuleBusinessRulesPage code={company.digit_code} def={def} />}
    </CompanyPage>
  );
}
