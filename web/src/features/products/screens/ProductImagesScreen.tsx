/**
 * /admin/companies/:id/products/images: one product's gallery per folder, adding images with a
 * preview of each, bulk delete through a preview, and the platform's validation. The product is
 * kept in the URL (`?product=`), so a link can open it and a reload keeps it.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { can, uuidSchema } from '@console/schema';
import { useExternalPimConfirm } from '../../companyAccess/index.js';
import type { CompanyDetails } from '../../company/index.js';
import { useSession } from '../../session/index.js';
import { AddImages } from '../components/AddImages.js';
import { DeleteImages } from '../components/DeleteImages.js';
import { ImageGallery } from '../components/ImageGallery.js';
import { ProductSubNav } from '../components/ProductSubNav.js';
import { PRODUCT_IMAGE_PRODUCTS, VALIDATE_PRODUCT_IMAGES, type ProductImages } from '../graphql/operations.js';
import { jsonAs } from '../../../kit/graphql/json.js';
import { useActiveProducts } from '../hooks/useActiveProducts.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import '../../../kit/wizard/wizard.css';
import '../products.css';

interface ImageVerdict {
  product_uuid: string;
  valid: boolean;
  problems: string[];
}

export function ProductImagesScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const { user } = useSession();
  const code = company.digit_code;
  const { products, loading } = useActiveProducts(code);
  const [params, setParams] = useSearchParams();
  const productUuid = params.get('product') ?? '';
  const wellFormed = uuidSchema.safeParse(productUuid).success;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [verdict, setVerdict] = useState<ImageVerdict | null>(null);
  const { confirm, dialog } = useExternalPimConfirm(company);
  const validate = usePayloadCall();
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? products.filter((p) => p.product_name.toLowerCase().includes(q)) : products).slice(0, 200);
  }, [products, query]);
  const images = useQuery(PRODUCT_IMAGE_PRODUCTS, {
    variables: { body: { code, products: [productUuid] } },
    skip: !wellFormed,
    fetchPolicy: 'network-only',
  });
  const current = jsonAs<{ results: ProductImages[] } | null>(images.data?.productImageProducts)?.results[0];
  const missing = productUuid !== '' && (!wellFormed || current?.exists === false);
  const imageCount = current?.count ?? 0;
  const refresh = () => {
    setSelected([]);
    setVerdict(null);
    void images.refetch();
  };
  const choose = (uuid: string) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (uuid) next.set('product', uuid);
      else next.delete('product');
      return next;
    });
    setSelected([]);
    setVerdict(null);
    validate.clear();
  };
  const runValidation = async () => {
    const data = (await validate.run(
      async () =>
        (await client.mutate({ mutation: VALIDATE_PRODUCT_IMAGES, variables: { code, products: [productUuid] } })).data
          ?.validateProductImages,
    )) as { results?: ImageVerdict[] } | null;
    setVerdict(data?.results?.[0] ?? null);
  };
  const mayDelete = !!user && can(user.scope, 'mediaBulkDelete');
  const listed = matches.some((p) => p.product_uuid === productUuid);
  return (
    <>
      <ProductSubNav code={code} />
      <Card aria-label="Choose a product">
        <FormGroup
          label="Product"
          labelFor="image-product"
          helperText={
            loading
              ? 'Loading the products…'
              : `${products.length} active product(s); the first 200 matches are listed.`
          }
        >
          <InputGroup
            leftIcon="search"
            placeholder="Search by name"
            aria-label="Search products"
            value={query}
            onValueChange={setQuery}
            size="small"
          />
          <HTMLSelect
            id="image-product"
            className="console-gap"
            value={productUuid}
            onChange={(e) => choose(e.currentTarget.value)}
            fill
          >
            <option value="">Choose a product…</option>
            {productUuid && !listed && <option value={productUuid}>{current?.product_name ?? productUuid}</option>}
            {matches.map((p) => (
              <option key={p.product_uuid} value={p.product_uuid}>
                {p.product_name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </Card>
      {missing && (
        <Callout intent="danger" role="alert" title="No such product" className="console-gap">
          There is no product {productUuid} in {company.name} ({code}): its images cannot be shown or changed. Choose a
          product from the list.
        </Callout>
      )}
      {images.error && (
        <Callout intent="danger" role="alert" className="console-gap">
          {images.error.message}
        </Callout>
      )}
      {wellFormed && !missing && (
        <Card className="console-gap" aria-label="Product images">
          <div className="console-editor-head">
            <H5>{current?.product_name ?? 'Images'}</H5>
            <Tag minimal>{imageCount} image(s)</Tag>
            <Button
              size="small"
              icon="endorsed"
              text="Validate images"
              loading={validate.busy}
              disabled={!current}
              onClick={() => void runValidation()}
            />
          </div>
          {verdict && (
            <Callout
              intent={verdict.valid ? 'success' : 'warning'}
              role="status"
              aria-label="Image validation"
              className="console-gap"
            >
              {verdict.valid ? (
                'The images are valid.'
              ) : (
                <ul>
                  {verdict.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </Callout>
          )}
          {validate.refusal && (
            <Callout intent="danger" role="alert">
              {validate.refusal.message}
            </Callout>
          )}
          {!current ? (
            <Spinner size={24} aria-label="Loading the images" />
          ) : (
            <ImageGallery
              code={code}
              productUuid={productUuid}
              folders={current.folders}
              selectable={mayDelete}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          {mayDelete && imageCount > 0 && (
            <DeleteImages selected={selected} confirmWrite={confirm} onDeleted={refresh} />
          )}
        </Card>
      )}
      {wellFormed && current?.exists && (
        <AddImages
          key={productUuid}
          code={code}
          productUuid={productUuid}
          folders={current.folders}
          confirmWrite={confirm}
          onAdded={refresh}
        />
      )}
      {dialog}
    </>
  );
}
