/** /admin/companies/{id}/listings. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { ListingsPage } from '../modules/company/pages/ListingsPage.js';

export function CompanyListingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Listings">
      {(company) => <ListingsPage code={company.digit_code} />}
    </CompanyPage>
  );
}
