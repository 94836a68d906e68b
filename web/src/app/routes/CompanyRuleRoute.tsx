/** /admin/companies/{id}/rules/{business_rule_def}. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { RuleDetailPage } from '../../features/company/rules/RuleDetailPage.js';

export function CompanyRuleRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = decodeURIComponent(params.business_rule_def ?? '');
  return (
    <CompanyPage digitCode={params.id ?? ''} title={`Rule ${def}`}>
      {(company) => <RuleDetailPage code={company.digit_code} def={def} />}
    </CompanyPage>
  );
}
