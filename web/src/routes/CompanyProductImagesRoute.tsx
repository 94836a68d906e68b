/** /admin/companies/:id/products/images: a product's gallery per folder, adding images, bulk delete, validation. */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { can } from '@console/schema';
import { CompanyPage } from '../modules/company/CompanyPage.js';
import { useExternalPimConfirm } from '../modules/company/ExternalPimNotice.js';
import type { CompanyDetails } from '../modules/company/graphql/operations.js';
import { AddImages } from '../modules/products/components/AddImages.js';
import { DeleteImages } from '../modules/products/components/DeleteImages.js';
import { ImageGallery } from '../modules/products/components/ImageGallery.js';
import { ProductSubNav } from '../modules/products/components/ProductSubNav.js';
import { PRODUCT_IMAGE_PRODUCTS, VALIDATE_PRODUCT_IMAGES } from '../modules/products/graphql/operations.js';
import { useActiveProducts } from '../modules/products/hooks/useActiveProducts.js';
import { usePayloadCall } from '../modules/products/hooks/usePayloadCall.js';
import { useSession } from '../modules/session/hooks/useSession.js';
import '../modules/bulk/wizard.css';

interface ImageVerdict {
  product_uuid: string;
  valid: boolean;
  problems: string[];
}

function ImagesScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const { user } = useSession();
  const code = company.digit_code;
  const { products, loading } = useActiveProducts(code);
  const [query, setQuery] = useState('');
  const [productUuid, setProductUuid] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [verdict, setVerdict] = useState<ImageVerdict | null>(null);
  const { confirm, dialog } = useExternalPimConfirm(company);
  const validate = usePayloadCall();
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? products.filter((p) => p.product_name.toLowerCase().includes(q)) : products).slice(0, 200);
  }, [products, query]);
  const images = useQuery(PRODUCT_IMAGE_PRODUCTS, { variables: { body: { code, products: [productUuid] } }, skip: !productUuid, fetchPolicy: 'network-only' });
  const current = images.data?.productImageProducts?.results[0];
  const imageCount = current?.count ?? 0;
  const refresh = () => {
    setSelected([]);
    setVerdict(null);
    void images.refetch();
  };
  const choose = (uuid: string) => {
    setProductUuid(uuid);
    setSelected([]);
    setVerdict(null);
  };
  const runValidation = async () => {
    const data = (await validate.run(async () => (await client.mutate({ mutation: VALIDATE_PRODUCT_IMAGES, variables: { code, products: [productUuid] } })).data?.validateProductImages)) as { results?: ImageVerdict[] } | null;
    setVerdict(data?.results?.[0] ?? null);
  };
  const mayDelete = !!user && can(user.scope, 'mediaBulkDelete');
  return (
    <>
      <ProductSubNav code={code} />
      <Card aria-label="Choose a product">
        <FormGroup label="Product" labelFor="image-product" helperText={loading ? 'Loading the products…' : `${products.length} active product(s); the first 200 matches are listed.`}>
          <InputGroup leftIcon="search" placeholder="Search by name" aria-label="Search products" value={query} onValueChange={setQuery} size="small" />
          <HTMLSelect id="image-product" className="console-gap" value={productUuid} onChange={(e) => choose(e.currentTarget.value)} fill>
            <option value="">Choose a product…</option>
            {matches.map((p) => <option key={p.product_uuid} value={p.product_uuid}>{p.product_name}</option>)}
          </HTMLSelect>
        </FormGroup>
      </Card>
      {productUuid && (
        <Card className="console-gap" aria-label="Product images">
          <div className="console-editor-head">
            <H5>{current?.product_name ?? 'Images'}</H5>
            <Tag minimal>{imageCount} image(s)</Tag>
            <Button size="small" icon="endorsed" text="Validate images" loading={validate.busy} onClick={() => void runValidation()} />
          </div>
          {verdict && (
            <Callout intent={verdict.valid ? 'success' : 'warning'} role="status" aria-label="Image validation" className="console-gap">
              {verdict.valid ? 'The images are valid.' : <ul>{verdict.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
            </Callout>
          )}
          {validate.refusal && <Callout intent="danger" role="alert">{validate.refusal.message}</Callout>}
          {images.loading && !current ? <Spinner size={24} /> : <ImageGallery code={code} productUuid={productUuid} folders={current?.folders ?? {}} selectable={mayDelete} selected={selected} onSelect={setSelected} />}
          {mayDelete && imageCount > 0 && <DeleteImages selected={selected} confirmWrite={confirm} onDeleted={refresh} />}
        </Card>
      )}
      {productUuid && <AddImages key={productUuid} code={code} productUuid={productUuid} startPosition={imageCount} confirmWrite={confirm} onAdded={refresh} />}
      {dialog}
    </>
  );
}

export function CompanyProductImagesRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product images" pimNotice>
      {(company) => <ImagesScreen company={company} />}
    </CompanyPage>
  );
}
