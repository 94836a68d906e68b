/** /admin/companies/{id}/skus/{business_rule_def}. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { SkuRulePage } from '../../features/company/skus/SkuRulePage.js';

export function CompanySkuRuleRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = decodeURIComponent(params.business_rule_def ?? '');
  return (
    <CompanyPage digitCode={params.id ?? ''} title={`SKUs: ${def}`} pimNotice>
      {(company) => <SkuRulePage code={company.digit_code} def={def} />}
    </CompanyPage>
  );
}
