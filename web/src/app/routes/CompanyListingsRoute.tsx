/** /admin/companies/{id}/listings. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { ListingsPage } from '../../features/company/pages/ListingsPage.js';

export function CompanyListingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Listings"
      actions={(company) => <CreateRecordButton resource="listings" companyCode={company.digit_code} />}
    >
      {(company) => <ListingsPage code={company.digit_code} />}
    </CompanyPage>
  );
}
