/** /admin/companies/{id}/skus/compliance/keywords. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { SkuCompliancePage } from '../../features/company/skus/SkuCompliancePage.js';

export function CompanySkuKeywordsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="SKU keyword compliance" pimNotice>
      {(company) => <SkuCompliancePage code={company.digit_code} type="keywords" />}
    </CompanyPage>
  );
}
