/** /admin/companies/:id/products/compliance: compliance validation {code, products, types}, a result per product. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { ProductComplianceScreen } from '../../features/products/screens/ProductComplianceScreen.js';

export function CompanyProductComplianceRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product compliance" pimNotice>
      {(company) => <ProductComplianceScreen company={company} />}
    </CompanyPage>
  );
}
