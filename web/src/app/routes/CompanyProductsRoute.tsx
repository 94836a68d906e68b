/** /admin/companies/:id/products: active products (list kit), name validation, brand and product-group editing. */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { CreateRecordButton, ResourceTable } from '../../features/resources/index.js';
import { CompanyPage } from '../../features/company/CompanyPage.js';
import { useExternalPimConfirm } from '../../features/companyAccess/index.js';
import type { CompanyDetails } from '../../features/company/graphql/operations.js';
import { NameValidationDialog } from '../../features/products/components/NameValidationDialog.js';
import { ProductEditor } from '../../features/products/components/ProductEditor.js';
import { ProductSubNav } from '../../features/products/components/ProductSubNav.js';
import '../../kit/wizard/wizard.css';

function ProductsScreen({ company }: { company: CompanyDetails }) {
  const [naming, setNaming] = useState(false);
  const { confirm, dialog } = useExternalPimConfirm(company);
  return (
    <>
      <ProductSubNav code={company.digit_code} />
      <ResourceTable
        resource="products"
        tableId="company-products"
        fixedFilter={{ 'company.digit_code': company.digit_code, is_active: true }}
        csvFileName={`products-${company.digit_code}.csv`}
        actions={<Button size="small" icon="endorsed" text="Validate product names" onClick={() => setNaming(true)} />}
        emptyText="This company has no active product."
      />
      <ProductEditor code={company.digit_code} confirmWrite={confirm} />
      <NameValidationDialog code={company.digit_code} isOpen={naming} onClose={() => setNaming(false)} />
      {dialog}
    </>
  );
}

export function CompanyProductsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage
      digitCode={params.id ?? ''}
      title="Products"
      pimNotice
      actions={(company) => <CreateRecordButton resource="products" companyCode={company.digit_code} />}
    >
      {(company) => <ProductsScreen company={company} />}
    </CompanyPage>
  );
}
