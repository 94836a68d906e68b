/**
 * Product calls (products.graphql beside this file, typed by codegen): names, images, groupings,
 * compliance. Several answers cross GraphQL as JSON; the interfaces below describe that JSON.
 */
export {
  ActiveProductsDocument as ACTIVE_PRODUCTS,
  AllProductsDocument as ALL_PRODUCTS,
  ValidateProductNamesDocument as VALIDATE_PRODUCT_NAMES,
  ProductImageProductsDocument as PRODUCT_IMAGE_PRODUCTS,
  ProductImagePreviewDocument as PRODUCT_IMAGE_PREVIEW,
  ValidateProductImagesDocument as VALIDATE_PRODUCT_IMAGES,
  MediaBulkDeleteDocument as MEDIA_BULK_DELETE,
  CreateProductGroupingsDocument as CREATE_PRODUCT_GROUPINGS,
  DeleteProductGroupingsDocument as DELETE_PRODUCT_GROUPINGS,
  ValidateComplianceDocument as VALIDATE_COMPLIANCE,
  SaveProductDocument as SAVE_PRODUCT,
  ValidateProductGroupingDocument as VALIDATE_PRODUCT_GROUPING,
} from '../../../kit/graphql/generated/graphql.js';
export type { OperationPayload } from '../../resources/index.js';

/** An active product as /products/active answers it (JSON of `activeProducts`). */
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

/** One name's verdict of /products/validate/names (JSON of `validateProductNames`). */
export interface NameVerdict {
  index: number;
  name: string;
  valid: boolean;
  problem: string | null;
  message: string;
}

/** An image of a product folder. */
export interface ProductImage {
  uuid: string;
  product_folder: string;
  file_name: string;
  url: string;
  position: number;
}
/** One product's images (JSON of `productImageProducts`). */
export interface ProductImages {
  product_uuid: string;
  product_name: string | null;
  exists: boolean;
  count: number;
  folders: Record<string, ProductImage[]>;
}

/** One problem of a grouping, by field (`name`, `product_group`, `products.N`, `company.digit_code`). */
export interface GroupingProblem {
  field: string;
  message: string;
}
