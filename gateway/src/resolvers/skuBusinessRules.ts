/**
 * The company business-rules lookup of §7: the company's SKU rules (business_rules/getlist,
 * entity_type.id 8, page size 9999) and its SKUs (product_skus/getlist, page size 99999), each
 * SKU matched to its rules by entity_id. A SKU may hold one rule per definition, so the join
 * keeps every rule of a SKU and picks the requested definition's, never "the last one seen".
 */
import { BUSINESS_RULE_LOOKUP_PAGE_SIZE, SKU_ENTITY_TYPE_ID, SKU_LOOKUP_PAGE_SIZE } from '@console/schema';
import type { QueryResolvers } from '../generated/resolvers.js';
import { guarded } from './guard.js';

type Row = Record<string, unknown>;

/** One SKU with its rules (sorted by definition_name) and the requested definition's rule. */
export interface SkuWithRules {
  sku: Row;
  rule: Row | null;
  rules: Row[];
}

const byDefinition = (a: Row, b: Row) => String(a.definition_name ?? '').localeCompare(String(b.definition_name ?? ''));

/** Matches rules to SKUs by entity_id (= the SKU's id); `definitionName` picks `rule`. */
export function joinSkuRules(
  skus: readonly Row[],
  rules: readonly Row[],
  definitionName?: string | null,
): SkuWithRules[] {
  const rulesOf = new Map<number, Row[]>();
  for (const rule of rules) {
    if (definitionName != null && rule.definition_name !== definitionName) continue;
    const entity = Number(rule.entity_id);
    const list = rulesOf.get(entity);
    if (list) list.push(rule);
    else rulesOf.set(entity, [rule]);
  }
  return skus.map((sku) => {
    const own = (rulesOf.get(Number(sku.id)) ?? []).sort(byDefinition);
    return { sku, rules: own, rule: definitionName == null ? null : (own[0] ?? null) };
  });
}

export const skuBusinessRulesQuery: QueryResolvers = {
  skuBusinessRules: (_r, { code, definition_name }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const ruleFilter = {
          'company.digit_code': code,
          'entity_type.id': SKU_ENTITY_TYPE_ID,
          ...(definition_name != null ? { definition_name } : {}),
        };
        const [rules, skus] = await Promise.all([
          ctx.platform.getList(auth, 'business_rules', {
            filter: ruleFilter,
            navigation: { page: 1, page_size: BUSINESS_RULE_LOOKUP_PAGE_SIZE },
          }),
          ctx.platform.getList(auth, 'product_skus', {
            filter: { 'company.digit_code': code },
            navigation: { page: 1, page_size: SKU_LOOKUP_PAGE_SIZE },
          }),
        ]);
        return joinSkuRules(skus.data as Row[], rules.data as Row[], definition_name);
      },
      'list',
    ),
};
