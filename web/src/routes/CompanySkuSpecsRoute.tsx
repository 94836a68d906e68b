/** /admin/companies/{id}/skus/compliance/specs. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { SkuCompliancePage } from '../modules/company/skus/SkuCompliancePage.js';

export function CompanySkuSpecsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="SKU spec compliance" pimNotice>
      {(company) => <SkuCompliancePage code={company.digit_code} type="specs" />}
    </CompanyPage>
  );
}
