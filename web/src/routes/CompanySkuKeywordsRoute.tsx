/** /admin/companies/{id}/skus/compliance/keywords. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { SkuCompliancePage } from '../modules/company/skus/SkuCompliancePage.js';

export function CompanySkuKeywordsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="SKU keyword compliance" pimNotice>
      {(company) => <SkuCompliancePage code={company.digit_code} type="keywords" />}
    </CompanyPage>
  );
}
