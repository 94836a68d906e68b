/** /admin/companies/{id}/integrity_check: sync status, details and rerun. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { IntegrityCheck } from '../../features/company/integrity/IntegrityCheck.js';

export function CompanyIntegrityRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Integrity check">
      {(company) => <IntegrityCheck code={company.digit_code} />}
    </CompanyPage>
  );
}
