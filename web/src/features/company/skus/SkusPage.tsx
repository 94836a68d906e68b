/**
 * skus: the company's SKUs, scrolled whole: the table is as long as the list and fetches the rows
 * coming into view in blocks (issue 17), so 100,000 SKUs scroll without pages.
 */
import { ROUTES } from '@console/schema';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { ResourceTable } from '../../resources/index.js';
import { companyFilter } from '../pages/companyFilter.js';

/**
 * The platform keeps an index per direction for each sortable column (migrations/010_list_indexes.sql),
 * so any sort of 100,000 SKUs reads one page, not every SKU; keywords (a list) and specs (an object)
 * have no useful order and are not sortable.
 */
export const SKU_COLUMNS: readonly ColumnSpec[] = [
  'sku',
  'gtin',
  'product_uuid',
  'is_active',
  { path: 'keywords', sortable: false },
  { path: 'specs', sortable: false },
  'updated_at',
];

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
      scrollWhole
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
