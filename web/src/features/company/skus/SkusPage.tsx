/** skus: the company's SKUs (server-paged through the list kit, so 100,000 rows stay smooth). */
import { ROUTES } from '@console/schema';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { ResourceTable } from '../../resources/index.js';
import { companyFilter } from '../pages/companyFilter.js';

export const SKU_COLUMNS = ['sku', 'gtin', 'product_uuid', 'is_active', 'keywords', 'specs', 'updated_at'];

export function SkusPage({ code }: { code: string }) {
  const base = `${ROUTES.adminCompany(code)}/skus/compliance`;
  const link = (href: string, text: string) => (
    <AppAnchorButton size="small" variant="minimal" icon="endorsed" text={text} href={href} />
  );
  return (
    <ResourceTable
      resource="product_skus"
      tableId="company-skus"
      fixedFilter={companyFilter(code)}
      columns={SKU_COLUMNS}
      filterFields={['sku', 'gtin', 'product_uuid', 'is_active']}
      csvFileName={`company-${code}-skus.csv`}
      actions={
        <>
          {link(`${base}/keywords`, 'Keyword compliance')}
          {link(`${base}/specs`, 'Spec compliance')}
        </>
      }
    />
  );
}
