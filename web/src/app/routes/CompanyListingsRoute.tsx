/** /admin/companies/{id}/listings. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { ListingsPage } from '../../features/company/pages/ListingsPage.js';

export function CompanyListingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Listings">
      {(company) => <ListingsPage code={company.digit_code} />}
    </CompanyPage>
  );
}
