/** Product calls (schema/graphql/products.graphql, bulk.graphql): names, images, groupings, compliance. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { OperationPayload } from '../../dissociation/graphql/operations.js';

export type { OperationPayload };

/** An active product as /products/active answers it. */
export interface ActiveProduct {
  product_uuid: string;
  product_name: string;
  is_active?: boolean;
  brand?: { digit_code: string; name?: string } | null;
  product_group?: string | null;
  category?: string | null;
  company: { digit_code: string };
  [key: string]: unknown;
}

export const ACTIVE_PRODUCTS: TypedDocumentNode<{ activeProducts: ActiveProduct[] | null }, { code: string }> = gql`
  query ActiveProducts($code: String!) { activeProducts(code: $code) }
`;

export const ALL_PRODUCTS: TypedDocumentNode<{ allProducts: Array<Record<string, unknown>> | null }, { code: string; columns: string[] }> = gql`
  query AllProducts($code: String!, $columns: [String!]!) { allProducts(code: $code, columns: $columns) }
`;

/** One name's verdict of /products/validate/names. */
export interface NameVerdict {
  index: number;
  name: string;
  valid: boolean;
  problem: string | null;
  message: string;
}
export const VALIDATE_PRODUCT_NAMES: TypedDocumentNode<{ validateProductNames: NameVerdict[] | null }, { code: string; names: string[] }> = gql`
  query ValidateProductNames($code: String!, $names: [String!]!) { validateProductNames(code: $code, names: $names) }
`;

/** An image of a product folder. */
export interface ProductImage {
  uuid: string;
  product_folder: string;
  file_name: string;
  url: string;
  position: number;
}
export interface ProductImages {
  product_uuid: string;
  product_name: string | null;
  exists: boolean;
  count: number;
  folders: Record<string, ProductImage[]>;
}
export const PRODUCT_IMAGE_PRODUCTS: TypedDocumentNode<{ productImageProducts: { results: ProductImages[] } | null }, { body: unknown }> = gql`
  query ProductImageProducts($body: JSON!) { productImageProducts(body: $body) }
`;
export const PRODUCT_IMAGE_PREVIEW: TypedDocumentNode<{ productImagePreview: { count: number; images: ProductImage[]; product_folder: string } | null }, { product_uuid: string; code: string; product_folder: string }> = gql`
  query ProductImagePreview($product_uuid: ID!, $code: String!, $product_folder: String!) {
    productImagePreview(product_uuid: $product_uuid, code: $code, product_folder: $product_folder)
  }
`;

const PAYLOAD = 'ok message reason field status data';
export const VALIDATE_PRODUCT_IMAGES: TypedDocumentNode<{ validateProductImages: OperationPayload }, { code: string; products: string[] }> = gql`
  mutation ValidateProductImages($code: String!, $products: [ID!]!) { validateProductImages(code: $code, products: $products) { ${PAYLOAD} } }
`;
export const MEDIA_BULK_DELETE: TypedDocumentNode<{ mediaBulkDelete: OperationPayload }, { uuids?: string[]; preview?: boolean; preview_id?: string }> = gql`
  mutation MediaBulkDelete($uuids: [ID!], $preview: Boolean, $preview_id: ID) { mediaBulkDelete(uuids: $uuids, preview: $preview, preview_id: $preview_id) { ${PAYLOAD} } }
`;
export const CREATE_PRODUCT_GROUPINGS: TypedDocumentNode<{ createProductGroupings: OperationPayload }, { groupings: unknown[] }> = gql`
  mutation CreateProductGroupings($groupings: [JSON!]!) { createProductGroupings(groupings: $groupings) { ${PAYLOAD} } }
`;
export const DELETE_PRODUCT_GROUPINGS: TypedDocumentNode<{ deleteProductGroupings: OperationPayload }, { uuids: string[] }> = gql`
  mutation DeleteProductGroupings($uuids: [ID!]!) { deleteProductGroupings(uuids: $uuids) { ${PAYLOAD} } }
`;
export const VALIDATE_COMPLIANCE: TypedDocumentNode<{ validateCompliance: OperationPayload }, { code: string; products: string[]; types: string[] }> = gql`
  mutation ValidateCompliance($code: String!, $products: [ID!]!, $types: [String!]!) { validateCompliance(code: $code, products: $products, types: $types) { ${PAYLOAD} } }
`;
export const SAVE_PRODUCT: TypedDocumentNode<{ saveRecord: OperationPayload }, { input: unknown }> = gql`
  mutation SaveProduct($input: JSON!) { saveRecord(resource: products, input: $input) { ${PAYLOAD} } }
`;

/** One problem of a grouping, by field (`name`, `product_group`, `products.N`, `company.digit_code`). */
export interface GroupingProblem {
  field: string;
  message: string;
}
/** POST /product_groups/groupings/validate: the create's checks, nothing written. */
export const VALIDATE_PRODUCT_GROUPING: TypedDocumentNode<{ validateProductGrouping: OperationPayload }, { grouping: unknown }> = gql`
  query ValidateProductGrouping($grouping: JSON!) { validateProductGrouping(grouping: $grouping) { ${PAYLOAD} } }
`;
