/** /admin/companies/{digit_code}: the company overview. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { CompanyOverview } from '../modules/company/overview/CompanyOverview.js';

export function CompanyOverviewRoute({ params }: { params: Record<string, string | undefined> }) {
  return <CompanyPage digitCode={params.id ?? ''}>{(company) => <CompanyOverview company={company} />}</CompanyPage>;
}
