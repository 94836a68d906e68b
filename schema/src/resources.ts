/**
 * The generic resources of §7: one entry each, read by the platform (routes, validation,
 * filters), the gateway (GraphQL) and the web (the generic details and update screens).
 */
import { z } from './zod.js';
import * as m from './models/index.js';

/** One generic resource of §7. */
export interface ResourceDef {
  /** Name used in GraphQL and URLs of the web app (`/admin/{module}`). */
  readonly name: string;
  /** REST path prefix (§7). */
  readonly path: `/${string}`;
  /** Where its rows are stored; two paths may share one store (`/product_groups/groupings`). */
  readonly store: string;
  readonly label: string;
  /** The stored record. */
  readonly record: z.ZodObject;
  /** What a write or a bulk row sends. */
  readonly input: z.ZodObject;
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

const def = <T extends ResourceDef>(d: T): T => d;

export const RESOURCES = [
  def({
    name: 'countries',
    path: '/countries',
    store: 'countries',
    label: 'Countries',
    record: m.countrySchema,
    input: m.countryInputSchema,
    keyField: 'uuid',
    naturalKey: ['iso_code'],
    columns: ['id', 'name', 'iso_code', 'iso3_code', 'iso_numeric'],
  }),
  def({
    name: 'companies',
    path: '/companies',
    store: 'companies',
    label: 'Companies',
    record: m.companySchema,
    input: m.companyInputSchema,
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    companyPath: 'digit_code',
    columns: ['id', 'name', 'digit_code', 'is_active', 'external_pim'],
  }),
  def({
    name: 'company_retailers',
    path: '/company_retailers',
    store: 'company_retailers',
    label: 'Company retailers',
    record: m.companyRetailerSchema,
    input: m.companyRetailerInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url'],
    companyPath: 'company.digit_code',
    columns: ['id', 'company.digit_code', 'retailer.name', 'retailer_url', 'metrics'],
  }),
  def({
    name: 'brands',
    path: '/brands',
    store: 'brands',
    label: 'Brands',
    record: m.brandSchema,
    input: m.brandInputSchema,
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'digit_code', 'company.digit_code'],
  }),
  def({
    name: 'product_groups',
    path: '/product_groups',
    store: 'product_groups',
    label: 'Product groups',
    record: m.productGroupSchema,
    input: m.productGroupInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'company.digit_code', 'description'],
  }),
  def({
    name: 'compliance',
    path: '/compliance',
    store: 'compliance',
    label: 'Compliance rules',
    record: m.complianceRuleSchema,
    input: m.complianceRuleInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'type', 'field', 'operator', 'value', 'is_active'],
  }),
  def({
    name: 'retailers',
    path: '/retailers',
    store: 'retailers',
    label: 'Retailers',
    record: m.retailerSchema,
    input: m.retailerInputSchema,
    keyField: 'uuid',
    naturalKey: ['digit_code'],
    columns: ['id', 'name', 'digit_code', 'url', 'country.iso_code', 'is_active'],
  }),
  def({
    name: 'schedules',
    path: '/schedules',
    store: 'schedules',
    label: 'Retailer metric schedules',
    record: m.scheduleSchema,
    input: m.scheduleInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'metric'],
    companyPath: 'company.digit_code',
    columns: ['id', 'retailer_url', 'metric', 'frequency', 'is_active'],
  }),
  def({
    name: 'rankings',
    path: '/rankings',
    store: 'rankings',
    label: 'Rankings',
    record: m.rankingSchema,
    input: m.rankingInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'keyword', 'product_uuid', 'date'],
    companyPath: 'company.digit_code',
    columns: ['id', 'date', 'keyword', 'retailer.name', 'rank', 'product_uuid'],
  }),
  def({
    name: 'listings',
    path: '/listings',
    store: 'listings',
    label: 'Listings',
    record: m.listingSchema,
    input: m.listingInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'retailer_url', 'sku', 'date'],
    companyPath: 'company.digit_code',
    columns: ['id', 'date', 'sku', 'retailer.name', 'price', 'in_stock'],
  }),
  def({
    name: 'products',
    path: '/products',
    store: 'products',
    label: 'Products',
    record: m.productSchema,
    input: m.productInputSchema,
    keyField: 'product_uuid',
    naturalKey: ['company.digit_code', 'product_name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'product_name', 'brand.name', 'category', 'is_active', 'is_competitor'],
  }),
  def({
    name: 'product_media',
    path: '/product_media',
    store: 'product_media',
    label: 'Product media',
    record: m.productMediaSchema,
    input: m.productMediaInputSchema,
    keyField: 'uuid',
    naturalKey: ['product_uuid', 'product_folder', 'file_name'],
    companyPath: 'code',
    columns: ['id', 'product_uuid', 'product_folder', 'file_name', 'position'],
  }),
  def({
    name: 'product_skus',
    path: '/product_skus',
    store: 'product_skus',
    label: 'Product SKUs',
    record: m.productSkuSchema,
    input: m.productSkuInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'sku'],
    companyPath: 'company.digit_code',
    columns: ['id', 'sku', 'gtin', 'product_uuid', 'is_active'],
  }),
  def({
    name: 'tasks',
    path: '/tasks',
    store: 'tasks',
    label: 'Tasks',
    record: m.taskSchema,
    input: m.taskSchema.pick({ task_name: true }),
    keyField: 'uuid',
    naturalKey: [],
    companyPath: 'company.digit_code',
    columns: ['id', 'task_name', 'kind', 'status', 'progress.done', 'progress.total', 'started_at'],
    readOnly: true,
  }),
  def({
    name: 'categories',
    path: '/categories',
    store: 'categories',
    label: 'Categories',
    record: m.categorySchema,
    input: m.categoryInputSchema,
    keyField: 'uuid',
    naturalKey: ['name'],
    columns: ['id', 'name', 'parent', 'company.digit_code'],
  }),
  def({
    name: 'keywords',
    path: '/keywords',
    store: 'keywords',
    label: 'Keywords',
    record: m.keywordSchema,
    input: m.keywordInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'keyword'],
    companyPath: 'company.digit_code',
    columns: ['id', 'keyword', 'company.digit_code', 'retailer_url', 'is_active'],
  }),
  def({
    name: 'product_groupings',
    path: '/product_groupings',
    store: 'product_groupings',
    label: 'Product groupings',
    record: m.productGroupingSchema,
    input: m.productGroupingInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'name', 'product_group', 'company.digit_code'],
  }),
  def({
    name: 'transactions',
    path: '/transactions',
    store: 'transactions',
    label: 'Transactions',
    record: m.transactionSchema,
    input: m.transactionSchema.pick({ kind: true }),
    keyField: 'uuid',
    naturalKey: [],
    companyPath: 'company.digit_code',
    columns: ['id', 'kind', 'resource', 'status', 'counts.insert', 'counts.update', 'counts.delete', 'finished_at'],
    readOnly: true,
  }),
  def({
    name: 'business_rule_definitions',
    path: '/business_rule_definitions',
    store: 'business_rule_definitions',
    label: 'Business rule definitions',
    record: m.businessRuleDefinitionSchema,
    input: m.businessRuleDefinitionInputSchema,
    keyField: 'uuid',
    naturalKey: ['definition_name'],
    columns: ['id', 'definition_name', 'label', 'entity_type.id', 'value_type'],
  }),
  def({
    name: 'business_rules',
    path: '/business_rules',
    store: 'business_rules',
    label: 'Business rules',
    record: m.businessRuleSchema,
    input: m.businessRuleInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'definition_name', 'entity_type.id', 'entity_id'],
    companyPath: 'company.digit_code',
    columns: ['id', 'definition_name', 'entity_type.id', 'entity_id', 'value'],
  }),
  def({
    name: 'company_business_rules',
    path: '/company_business_rules',
    store: 'company_business_rules',
    label: 'Company business rules',
    record: m.companyBusinessRuleSchema,
    input: m.companyBusinessRuleInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'definition_name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'company.digit_code', 'definition_name', 'is_enabled'],
  }),
  // §7 lists /product_groups/groupings "(validate)": the groupings seen from their product groups,
  // over the product_groupings store, with a validate call of its own.
  def({
    name: 'product_group_groupings',
    path: '/product_groups/groupings',
    store: 'product_groupings',
    label: 'Product group groupings',
    record: m.productGroupingSchema,
    input: m.productGroupingInputSchema,
    keyField: 'uuid',
    naturalKey: ['company.digit_code', 'name'],
    companyPath: 'company.digit_code',
    columns: ['id', 'product_group', 'name', 'company.digit_code'],
  }),
] as const satisfies readonly ResourceDef[];

export type ResourceName = (typeof RESOURCES)[number]['name'];
export const RESOURCE_NAMES = RESOURCES.map((r) => r.name) as readonly ResourceName[];
const byName = new Map<string, ResourceDef>(RESOURCES.map((r) => [r.name, r]));

/** The resource of a name, or undefined. */
export const resourceByName = (name: string): ResourceDef | undefined => byName.get(name);

/**
 * Every filterable and sortable field path of a zod object (dotted for nested objects),
 * so an unknown filter field can be refused by name (DESIGN §3).
 */
export function fieldPaths(schema: z.ZodObject, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(schema.shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push(path);
    const inner = unwrap(value as z.ZodType);
    if (inner instanceof z.ZodObject) out.push(...fieldPaths(inner, path));
  }
  return out;
}

/** The object model of `model`'s field `key` when that field is a nested object (`company`), else undefined. */
export function nestedObjectModel(model: z.ZodObject, key: string): z.ZodObject | undefined {
  const field = model.shape[key] as z.ZodType | undefined;
  const inner = field && unwrap(field);
  return inner instanceof z.ZodObject ? inner : undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else return current;
  }
}
