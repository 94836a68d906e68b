/**
 * What the console knows of each generic resource and bulk resource of §7 short of their models:
 * names, REST paths, labels, keys, the columns a list shows first. Plain data, no zod: the web's
 * shell (navigation, breadcrumbs, the palette) and its lists read it on the first view, where zod
 * and the models are not loaded (issue 17). resources.ts and requests.ts add each entry's models;
 * the platform, the gateway and the screens that edit or check records use those.
 */
import {
  COMPLIANCE_PAYLOAD_VERSION,
  MEDIA_PAYLOAD_VERSION,
  PAYLOAD_VERSION,
  SCHEDULE_PAYLOAD_VERSION,
} from './constants.js';

/** One generic resource of §7, short of its models (ResourceDef in resources.ts has them). */
export interface ResourceEntry {
  /** Name used in GraphQL and URLs of the web app (`/admin/{module}`). */
  readonly name: string;
  /** REST path prefix (§7). */
  readonly path: `/${string}`;
  /** Where its rows are stored; two paths may share one store (`/product_groups/groupings`). */
  readonly store: string;
  readonly label: string;
  /** The field that holds the record's UUID: `uuid`, or `product_uuid` for products (§3). */
  readonly keyField: 'uuid' | 'product_uuid';
  /** Fields that identify a row without its UUID (a bulk row matches an existing record by them). */
  readonly naturalKey: readonly string[];
  /** Dotted path of the owning company's digit code, when the resource belongs to a company. */
  readonly companyPath?: string;
  /** Columns a list shows first. */
  readonly columns: readonly string[];
  /** Written only by the platform itself (tasks, transactions): generic writes are refused. */
  readonly readOnly?: boolean;
}

const entry = <T extends ResourceEntry>(e: T): T => e;

export const RESOURCE_CATALOGUE = [
  entry({
    name: 'countries',
    path: '/countries',
    store: 'countries',
    label: 'Countries',
    keyField: 'uuid',
    naturalKey: ['iso_code'],
    columns: ['id', 'name', 'iso_code', 'iso3_code', 'iso_numeric'],
  }),
  entry({
    name: 'companies',
    path: '/companies',
    store: 'companies',
    label: 'Companies',
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    companyPath: 'digit_code',
    columns: ['id', 'name', 'digit_code', 'is_active', 'external_pim'],
  }),
  entry({
    name: 'company_retailers',
    path: '/company_retailers',
    store: 'company_retailers',
    label: 'Company retailers',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url'],
    companyPath: 'company.digit_code',
    columns: ['id', 'company.digit_code', 'retailer.name', 'retailer_url', 'metrics'],
  }),
  entry({
    name: 'brands',
    path: '/brands',
    store: 'brands',
    label: 'Brands',
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'digit_code', 'company.digit_code'],
  }),
  entry({
    name: 'product_groups',
    path: '/product_groups',
    store: 'product_groups',
    label: 'Product groups',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'company.digit_code', 'description'],
  }),
  entry({
    name: 'compliance',
    path: '/compliance',
    store: 'compliance',
    label: 'Compliance rules',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'type', 'field', 'operator', 'value', 'is_active'],
  }),
  entry({
    name: 'retailers',
    path: '/retailers',
    store: 'retailers',
    label: 'Retailers',
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    columns: ['id', 'name', 'digit_code', 'url', 'country.iso_code', 'is_active'],
  }),
  entry({
    name: 'schedules',
    path: '/schedules',
    store: 'schedules',
    label: 'Retailer metric schedules',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'metric'],
    companyPath: 'company.digit_code',
    columns: ['id', 'retailer_url', 'metric', 'frequency', 'is_active'],
  }),
  entry({
    name: 'rankings',
    path: '/rankings',
    store: 'rankings',
    label: 'Rankings',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'keyword', 'product_uuid', 'date'],
    companyPath: 'company.digit_code',
    columns: ['id', 'date', 'keyword', 'retailer.name', 'rank', 'product_uuid'],
  }),
  entry({
    name: 'listings',
    path: '/listings',
    store: 'listings',
    label: 'Listings',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'sku', 'date'],
    companyPath: 'company.digit_code',
    columns: ['id', 'date', 'sku', 'retailer.name', 'price', 'in_stock'],
  }),
  entry({
    name: 'products',
    path: '/products',
    store: 'products',
    label: 'Products',
    keyField: 'product_uuid',
    naturalKey: ['company.digit_code', 'product_name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'product_name', 'brand.name', 'category', 'is_active', 'is_competitor'],
  }),
  entry({
    name: 'product_media',
    path: '/product_media',
    store: 'product_media',
    label: 'Product media',
    keyField: 'uuid',
    naturalKey: ['product_uuid', 'product_folder', 'file_name'],
    companyPath: 'code',
    columns: ['id', 'product_uuid', 'product_folder', 'file_name', 'position'],
  }),
  entry({
    name: 'product_skus',
    path: '/product_skus',
    store: 'product_skus',
    label: 'Product SKUs',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'sku'],
    companyPath: 'company.digit_code',
    columns: ['id', 'sku', 'gtin', 'product_uuid', 'is_active'],
  }),
  entry({
    name: 'tasks',
    path: '/tasks',
    store: 'tasks',
    label: 'Tasks',
    keyField: 'uuid',
    naturalKey: [],
    companyPath: 'company.digit_code',
    columns: ['id', 'task_name', 'kind', 'status', 'progress.done', 'progress.total', 'started_at'],
    readOnly: true,
  }),
  entry({
    name: 'categories',
    path: '/categories',
    store: 'categories',
    label: 'Categories',
    keyField: 'uuid',
    naturalKey: ['name'],
    columns: ['id', 'name', 'parent', 'company.digit_code'],
  }),
  entry({
    name: 'keywords',
    path: '/keywords',
    store: 'keywords',
    label: 'Keywords',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'keyword'],
    companyPath: 'company.digit_code',
    columns: ['id', 'keyword', 'company.digit_code', 'retailer_url', 'is_active'],
  }),
  entry({
    name: 'product_groupings',
    path: '/product_groupings',
    store: 'product_groupings',
    label: 'Product groupings',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'product_group', 'company.digit_code'],
  }),
  entry({
    name: 'transactions',
    path: '/transactions',
    store: 'transactions',
    label: 'Transactions',
    keyField: 'uuid',
    naturalKey: [],
    companyPath: 'company.digit_code',
    columns: ['id', 'kind', 'resource', 'status', 'counts.insert', 'counts.update', 'counts.delete', 'finished_at'],
    readOnly: true,
  }),
  entry({
    name: 'business_rule_definitions',
    path: '/business_rule_definitions',
    store: 'business_rule_definitions',
    label: 'Business rule definitions',
    keyField: 'uuid',
    naturalKey: ['definition_name'],
    columns: ['id', 'definition_name', 'label', 'entity_type.id', 'value_type'],
  }),
  entry({
    name: 'business_rules',
    path: '/business_rules',
    store: 'business_rules',
    label: 'Business rules',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'definition_name', 'entity_type.id', 'entity_id'],
    companyPath: 'company.digit_code',
    columns: ['id', 'definition_name', 'entity_type.id', 'entity_id', 'value'],
  }),
  entry({
    name: 'company_business_rules',
    path: '/company_business_rules',
    store: 'company_business_rules',
    label: 'Company business rules',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'definition_name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'company.digit_code', 'definition_name', 'is_enabled'],
  }),
  entry({
    name: 'product_group_groupings',
    path: '/product_groups/groupings',
    store: 'product_groupings',
    label: 'Product group groupings',
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'product_group', 'name', 'company.digit_code'],
  }),
] as const satisfies readonly ResourceEntry[];

export type ResourceName = (typeof RESOURCE_CATALOGUE)[number]['name'];
export const RESOURCE_NAMES = RESOURCE_CATALOGUE.map((r) => r.name) as readonly ResourceName[];
const entryByName = new Map<string, ResourceEntry>(RESOURCE_CATALOGUE.map((r) => [r.name, r]));

/** The catalogue entry of a resource name, or undefined. */
export const resourceEntry = (name: string): ResourceEntry | undefined => entryByName.get(name);

/** One bulk resource of `/backend/cms` (§7), short of its row model (BulkDef in requests.ts has it). */
export interface BulkEntry {
  readonly name: string;
  readonly label: string;
  /** The generic resource its rows land in. */
  readonly target: string;
  readonly path: `/backend/cms/${string}`;
  /** Brands have no preview (§7). */
  readonly previewPath: `/backend/cms/${string}` | null;
  readonly version: string;
}

const bulk = (
  name: string,
  label: string,
  target: string,
  path: string,
  version: string,
  preview = true,
): BulkEntry => ({
  name,
  label,
  target,
  path: `/backend/cms/${path}`,
  previewPath: preview ? `/backend/cms/${path}_preview` : null,
  version,
});

export const BULK_CATALOGUE: readonly BulkEntry[] = [
  bulk('companies', 'Companies', 'companies', 'company', PAYLOAD_VERSION),
  bulk('product_groups', 'Product groups', 'product_groups', 'upsert_product_group', PAYLOAD_VERSION),
  bulk(
    'compliance_rules',
    'Compliance rules',
    'compliance',
    'bulk_upsert_compliance_rules',
    COMPLIANCE_PAYLOAD_VERSION,
  ),
  bulk('retailers', 'Retailers', 'retailers', 'bulk_upsert_retailers', PAYLOAD_VERSION),
  bulk(
    'retailer_metric_schedules',
    'Retailer metric schedules',
    'schedules',
    'bulk_upsert_retailer_metric_schedules',
    SCHEDULE_PAYLOAD_VERSION,
  ),
  bulk('rankings', 'Rankings', 'rankings', 'bulk_upsert_rankings', PAYLOAD_VERSION),
  bulk('listings', 'Listings', 'listings', 'bulk_upsert_listings', PAYLOAD_VERSION),
  bulk('products_and_skus', 'Products and SKUs', 'product_skus', 'bulk_upsert_products_and_skus', PAYLOAD_VERSION),
  bulk('product_media', 'Product media', 'product_media', 'bulk_upsert_product_media', MEDIA_PAYLOAD_VERSION),
  bulk('categories', 'Categories', 'categories', 'bulk_upsert_categories', PAYLOAD_VERSION),
  bulk('keywords', 'Keywords', 'keywords', 'bulk_upsert_keywords', PAYLOAD_VERSION),
  bulk('product_groupings', 'Product groupings', 'product_groupings', 'bulk_upsert_product_groupings', PAYLOAD_VERSION),
  bulk(
    'business_rule_definitions',
    'Business rule definitions',
    'business_rule_definitions',
    'bulk_upsert_business_rule_definitions',
    PAYLOAD_VERSION,
  ),
  bulk('business_rules', 'Business rules', 'business_rules', 'bulk_upsert_business_rules', PAYLOAD_VERSION),
  bulk('brands', 'Brands', 'brands', 'bulk_upsert_brands', PAYLOAD_VERSION, false),
];

/** The catalogue entry of a bulk resource name, or undefined. */
export const bulkEntry = (name: string): BulkEntry | undefined => BULK_CATALOGUE.find((b) => b.name === name);
