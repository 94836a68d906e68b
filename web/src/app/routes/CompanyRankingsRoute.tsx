/** /admin/companies/{id}/rankings. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { RankingsPage } from '../../features/company/rankings/RankingsPage.js';

export function CompanyRankingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Rankings and SRP"
      actions={(company) => <CreateRecordButton resource="rankings" companyCode={company.digit_code} />}
    >
      {(company) => <RankingsPage company={company} />}
    </CompanyPage>
  );
}
