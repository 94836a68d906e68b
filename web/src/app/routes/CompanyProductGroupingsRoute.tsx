/** /admin/companies/:id/products/product_groupings: the groupings (list kit), created and deleted with validation. */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { ProductGroupingsScreen } from '../../features/products/screens/ProductGroupingsScreen.js';

export function CompanyProductGroupingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product groupings">
      {(company) => <ProductGroupingsScreen company={company} />}
    </CompanyPage>
  );
}
