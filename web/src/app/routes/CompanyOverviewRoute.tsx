/** /admin/companies/{digit_code}: the company overview. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CompanyOverview } from '../../features/company/overview/CompanyOverview.js';

export function CompanyOverviewRoute({ params }: { params: Record<string, string | undefined> }) {
  return <CompanyPage digitCode={params.id ?? ''}>{(company) => <CompanyOverview company={company} />}</CompanyPage>;
}
