/** /admin/companies/{id}/options. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { OptionsPage } from '../../features/company/pages/OptionsPage.js';

export function CompanyOptionsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Options">
      {() => <OptionsPage />}
    </CompanyPage>
  );
}
