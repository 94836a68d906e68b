/** /admin/companies/{id}/rankings. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { RankingsPage } from '../../features/company/rankings/RankingsPage.js';

export function CompanyRankingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Rankings and SRP">
      {(company) => <RankingsPage company={company} />}
    </CompanyPage>
  );
}
