/** /admin/companies/{id}/skus. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { SkusPage } from '../../features/company/skus/SkusPage.js';

export function CompanySkusRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="SKUs"
      pimNotice
      actions={(company) => <CreateRecordButton resource="product_skus" companyCode={company.digit_code} />}
    >
      {(company) => <SkusPage code={company.digit_code} />}
    </CompanyPage>
  );
}
