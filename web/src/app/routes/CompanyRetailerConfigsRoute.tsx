/** /admin/companies/{id}/retailer_configs. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { CreateRecordButton } from '../../features/resources/index.js';
import { RetailerConfigsPage } from '../../features/company/pages/RetailerConfigsPage.js';

export function CompanyRetailerConfigsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Retailer configs"
      actions={(company) => <CreateRecordButton resource="company_retailers" companyCode={company.digit_code} />}
    >
      {(company) => <RetailerConfigsPage code={company.digit_code} />}
    </CompanyPage>
  );
}
