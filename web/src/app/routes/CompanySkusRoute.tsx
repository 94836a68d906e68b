/** /admin/companies/{id}/skus. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { SkusPage } from '../../features/company/skus/SkusPage.js';

export function CompanySkusRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="SKUs" pimNotice>
      {(company) => <SkusPage code={company.digit_code} />}
    </CompanyPage>
  );
}
