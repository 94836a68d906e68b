/** /admin/companies/{id}/skus/compliance/specs. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { SkuCompliancePage } from '../../features/company/skus/SkuCompliancePage.js';

export function CompanySkuSpecsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="SKU spec compliance" pimNotice>
      {(company) => <SkuCompliancePage code={company.digit_code} type="specs" />}
    </CompanyPage>
  );
}
