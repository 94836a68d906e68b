/** Business rule definitions and rules, company business rules, compliance rules and groupings. */
import { SKU_ENTITY_TYPE_ID } from '@console/schema';
import type { SeedRow, SeededRecord } from './bulk.js';
import { MAIN_FOLDER } from '../store/productImages.js';
import type { DemoProduct } from './catalog.js';
import type { CompanySpec } from './companies.js';
import { Rng, dayBefore, demoUuid } from './random.js';

/** Entity types the rules apply to; 8 is the SKU (§7). */
export const ENTITY_TYPES = {
  company: { id: 1, name: 'company' },
  retailer: { id: 2, name: 'retailer' },
  brand: { id: 3, name: 'brand' },
  product: { id: 4, name: 'product' },
  sku: { id: SKU_ENTITY_TYPE_ID, name: 'sku' },
} as const;

type EntityKind = keyof typeof ENTITY_TYPES;
const DEFINITIONS: ReadonlyArray<
  readonly [string, string, EntityKind, 'string' | 'number' | 'boolean' | 'date', string]
> = [
  ['min_price', 'Minimum price', 'sku', 'number', 'Lowest shelf price the SKU may be sold at.'],
  ['max_price', 'Maximum price', 'sku', 'number', 'Highest recommended shelf price.'],
  ['is_hero_sku', 'Hero SKU', 'sku', 'boolean', 'Tracked daily on every retailer.'],
  ['launch_date', 'Launch date', 'sku', 'date', 'First day the SKU may be listed.'],
  ['target_rank', 'Target search rank', 'sku', 'number', 'Search rank the SKU should reach for its keywords.'],
  ['requires_legal_review', 'Requires legal review', 'product', 'boolean', 'Content changes need a legal check.'],
  ['content_owner', 'Content owner', 'product', 'string', 'Team that owns the product content.'],
  ['brand_tier', 'Brand tier', 'brand', 'string', 'Premium, core or value.'],
  ['retailer_priority', 'Retailer priority', 'retailer', 'number', '1 is the most important retailer.'],
  [
    'price_tolerance_pct',
    'Price tolerance (%)',
    'company',
    'number',
    'Deviation from the recommended price that raises an alert.',
  ],
];

export function definitionRows(): SeedRow[] {
  return DEFINITIONS.map(([definition_name, label, kind, value_type, description]) => ({
    uuid: demoUuid('business_rule_definition', definition_name),
    fields: { definition_name, label, entity_type: ENTITY_TYPES[kind], value_type, description },
  }));
}

export interface RuleTargets {
  company: SeededRecord;
  brands: readonly SeededRecord[];
  retailers: readonly SeededRecord[];
  products: readonly SeededRecord[];
  skus: readonly SeededRecord[];
}

/** SKU rules (entity_type.id 8, entity_id = the SKU's id) for the first SKUs, and a few others. */
export function businessRuleRows(spec: CompanySpec, targets: RuleTargets, skuCount: number, now: Date): SeedRow[] {
  const rng = new Rng(`business_rules:${spec.digit_code}`);
  const rows: SeedRow[] = [];
  const rule = (definition_name: string, kind: EntityKind, entity_id: number, value: string | number | boolean) =>
    rows.push({
      uuid: demoUuid('business_rule', spec.digit_code, definition_name, kind, entity_id),
      fields: {
        definition_name,
        entity_id,
        entity_type: ENTITY_TYPES[kind],
        company: { digit_code: spec.digit_code, name: spec.name },
        value,
      },
    });
  targets.skus.slice(0, skuCount).forEach((sku, i) => {
    const min = rng.int(99, 999) / 100;
    rule('min_price', 'sku', sku.id, min);
    rule('max_price', 'sku', sku.id, Math.round(min * (1.2 + rng.next() * 0.5) * 100) / 100);
    if (i % 10 === 0) rule('is_hero_sku', 'sku', sku.id, true);
    if (i % 5 === 0) rule('launch_date', 'sku', sku.id, dayBefore(now, rng.int(30, 900)));
    if (i % 4 === 0) rule('target_rank', 'sku', sku.id, rng.int(1, 10));
  });
  targets.products.slice(0, 20).forEach((product, i) => {
    rule('requires_legal_review', 'product', product.id, i % 3 === 0);
    rule('content_owner', 'product', product.id, rng.pick(['Brand team', 'E-commerce', 'Regulatory', 'Agency']));
  });
  targets.brands.forEach((brand, i) => rule('brand_tier', 'brand', brand.id, ['premium', 'core', 'value'][i % 3]!));
  targets.retailers.forEach((retailer, i) => rule('retailer_priority', 'retailer', retailer.id, i + 1));
  rule('price_tolerance_pct', 'company', targets.company.id, rng.int(3, 12));
  return rows;
}

export function companyBusinessRuleRows(spec: CompanySpec): SeedRow[] {
  return DEFINITIONS.map(([definition_name], i) => ({
    uuid: demoUuid('company_business_rule', spec.digit_code, definition_name),
    fields: {
      company: { digit_code: spec.digit_code, name: spec.name },
      definition_name,
      is_enabled: (i + Number(spec.digit_code)) % 6 !== 0,
    },
  }));
}

const COMPLIANCE: ReadonlyArray<
  readonly [string, 'keywords' | 'specs' | 'names' | 'images', string, string, string | number | null]
> = [
  ['SKU has search keywords', 'keywords', 'keywords', 'min_count', 2],
  ['No banned claims in keywords', 'keywords', 'keywords', 'not_contains', 'miracle'],
  ['Size is specified', 'specs', 'specs.size', 'required', null],
  ['Country of origin is specified', 'specs', 'specs.origin', 'required', null],
  ['Pack type is specified', 'specs', 'specs.pack', 'required', null],
  ['Product name fits the shelf label', 'names', 'product_name', 'max_length', 120],
  ['Product has a title', 'names', 'title', 'required', null],
  ['At least two images', 'images', MAIN_FOLDER, 'min_count', 2],
];

export function complianceRows(spec: CompanySpec): SeedRow[] {
  return COMPLIANCE.map(([name, type, field, operator, value], i) => ({
    uuid: demoUuid('compliance', spec.digit_code, name),
    fields: {
      name,
      company: { digit_code: spec.digit_code, name: spec.name },
      type,
      field,
      operator,
      value,
      is_active: i !== 4 || spec.digit_code === '1001',
    },
  }));
}

/** A "top sellers" grouping per product group, holding the group's first 25 own products. */
export function groupingRows(spec: CompanySpec, products: readonly DemoProduct[]): SeedRow[] {
  return spec.groups.map((group, g) => ({
    uuid: demoUuid('product_grouping', spec.digit_code, group),
    fields: {
      name: `${group} top sellers`,
      company: { digit_code: spec.digit_code, name: spec.name },
      product_group: group,
      products: products
        .filter((p) => !p.competitor && p.type % spec.groups.length === g)
        .slice(0, 25)
        .map((p) => p.uuid),
    },
  }));
}
