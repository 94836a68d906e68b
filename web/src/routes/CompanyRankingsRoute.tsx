/** /admin/companies/{id}/rankings. */
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { RankingsPage } from '../modules/company/rankings/RankingsPage.js';

export function CompanyRankingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Rankings and SRP">
      {(company) => <RankingsPage company={company} />}
    </CompanyPage>
  );
}
