/**
 * /admin/companies/:id/products/images: a product's gallery per folder, adding images with a preview of each,
 * bulk delete through a preview.
 */
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { ProductImagesScreen } from '../../features/products/screens/ProductImagesScreen.js';

export function CompanyProductImagesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product images" pimNotice>
      {(company) => <ProductImagesScreen company={company} />}
    </CompanyPage>
  );
}
