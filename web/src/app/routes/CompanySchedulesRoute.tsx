/** /admin/companies/{id}/schedules. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { SchedulesPage } from '../../features/company/pages/SchedulesPage.js';

export function CompanySchedulesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Schedules">
      {(company) => <SchedulesPage code={company.digit_code} />}
    </CompanyPage>
  );
}
