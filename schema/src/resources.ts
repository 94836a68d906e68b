/**
 * The generic resources of §7: one entry each, read by the platform (routes, validation,
 * filters), the gateway (GraphQL) and the web (the generic details and update screens).
 */
import { z } from './zod.js';
import * as m from './models/index.js';
import { RESOURCE_CATALOGUE, type ResourceEntry } from './catalogue.js';

/** One generic resource of §7 with its models. */
export interface ResourceDef extends ResourceEntry {
  /** The stored record. */
  readonly record: z.ZodObject;
  /** What a write or a bulk row sends. */
  readonly input: z.ZodObject;
}

/** The models of each resource of the catalogue. */
const MODELS: Readonly<Record<string, Pick<ResourceDef, 'record' | 'input'>>> = {
  countries: { record: m.countrySchema, input: m.countryInputSchema },
  companies: { record: m.companySchema, input: m.companyInputSchema },
  company_retailers: { record: m.companyRetailerSchema, input: m.companyRetailerInputSchema },
  brands: { record: m.brandSchema, input: m.brandInputSchema },
  product_groups: { record: m.productGroupSchema, input: m.productGroupInputSchema },
  compliance: { record: m.complianceRuleSchema, input: m.complianceRuleInputSchema },
  retailers: { record: m.retailerSchema, input: m.retailerInputSchema },
  schedules: { record: m.scheduleSchema, input: m.scheduleInputSchema },
  rankings: { record: m.rankingSchema, input: m.rankingInputSchema },
  listings: { record: m.listingSchema, input: m.listingInputSchema },
  products: { record: m.productSchema, input: m.productInputSchema },
  product_media: { record: m.productMediaSchema, input: m.productMediaInputSchema },
  product_skus: { record: m.productSkuSchema, input: m.productSkuInputSchema },
  tasks: { record: m.taskSchema, input: m.taskSchema.pick({ task_name: true }) },
  categories: { record: m.categorySchema, input: m.categoryInputSchema },
  keywords: { record: m.keywordSchema, input: m.keywordInputSchema },
  product_groupings: { record: m.productGroupingSchema, input: m.productGroupingInputSchema },
  transactions: { record: m.transactionSchema, input: m.transactionSchema.pick({ kind: true }) },
  business_rule_definitions: { record: m.businessRuleDefinitionSchema, input: m.businessRuleDefinitionInputSchema },
  business_rules: { record: m.businessRuleSchema, input: m.businessRuleInputSchema },
  company_business_rules: { record: m.companyBusinessRuleSchema, input: m.companyBusinessRuleInputSchema },
  product_group_groupings: { record: m.productGroupingSchema, input: m.productGroupingInputSchema },
};

export const RESOURCES: readonly ResourceDef[] = RESOURCE_CATALOGUE.map((entry): ResourceDef => {
  const models = MODELS[entry.name];
  if (!models) throw new Error(`The resource ${entry.name} has no models`);
  return { ...entry, ...models };
});

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
  const field = Object.hasOwn(model.shape, key) ? (model.shape[key] as z.ZodType) : undefined;
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
