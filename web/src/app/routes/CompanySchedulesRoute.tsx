/** /admin/companies/{id}/schedules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { SchedulesPage } from '../../features/company/pages/SchedulesPage.js';

export function CompanySchedulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Schedules"
      actions={(company) => <CreateRecordButton resource="schedules" companyCode={company.digit_code} />}
    >
      {(company) => <SchedulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
