import { describe, expect, it } from 'vitest';
import { BUSINESS_RULE_LOOKUP_PAGE_SIZE, SKU_ENTITY_TYPE_ID, SKU_LOOKUP_PAGE_SIZE } from '@console/schema';
import type { GatewayContext } from '../context.js';
import { createPlatformDouble } from '../platformClient/double.js';
import type { PlatformClient } from '../platformClient/index.js';
import { joinSkuRules, skuBusinessRulesQuery } from './skuBusinessRules.js';

const skus = [
  { id: 1, sku: 'A-1' },
  { id: 2, sku: 'B-2' },
  { id: 3, sku: 'C-3' },
];
// SKU 1 holds two rules; the max_price one comes last, as a "last one wins" map would keep it.
const rules = [
  { entity_id: 1, definition_name: 'min_price', value: 1.5 },
  { entity_id: 2, definition_name: 'min_price', value: 2.25 },
  { entity_id: 1, definition_name: 'max_price', value: 9.99 },
];

describe('joinSkuRules', () => {
  it('gives each SKU its value of the requested definition, whatever other rules it has', () => {
    const joined = joinSkuRules(skus, rules, 'min_price');
    expect(joined.map((j) => j.rule?.value ?? null)).toEqual([1.5, 2.25, null]);
    expect(joinSkuRules(skus, rules, 'max_price').map((j) => j.rule?.value ?? null)).toEqual([9.99, null, null]);
  });

  it('keeps every rule of a SKU, sorted by definition, when no definition is asked for', () => {
    const joined = joinSkuRules(skus, rules);
    expect(joined[0]!.rules.map((r) => r.definition_name)).toEqual(['max_price', 'min_price']);
    expect(joined[0]!.rule).toBeNull();
    expect(joined[1]!.rules).toHaveLength(1);
    expect(joined[2]!.rules).toEqual([]);
  });

  it('matches entity_id and id across numbers and numeric text', () => {
    expect(
      joinSkuRules([{ id: '2' }], [{ entity_id: 2, definition_name: 'min_price', value: 3 }], 'min_price')[0]!.rule
        ?.value,
    ).toBe(3);
  });
});

describe('skuBusinessRules resolver', () => {
  it(
    'asks the platform for the definition’s SKU rules ' + 'and all SKUs at the §9 page sizes, then joins them',
    async () => {
      const calls: Array<{ resource: string; body: unknown }> = [];
      const platform = createPlatformDouble({
        getList: (async (_auth: unknown, resource: string, body: { filter?: Record<string, unknown> }) => {
          calls.push({ resource, body });
          // The double answers like the platform: rules filtered by definition_name when asked.
          const data =
            resource === 'business_rules'
              ? rules.filter((r) => !body.filter?.definition_name || r.definition_name === body.filter.definition_name)
              : skus;
          return { data, navigation: { page: 1, page_size: data.length, total_items: data.length, total_pages: 1 } };
        }) as unknown as PlatformClient['getList'],
      });
      const ctx = {
        platform,
        session: { admitted: async () => ({ token: 't', user: { user_uuid: 'u' } }) },
      } as unknown as GatewayContext;
      const resolve = skuBusinessRulesQuery.skuBusinessRules as unknown as (
        root: unknown,
        args: unknown,
        ctx: GatewayContext,
        info: unknown,
      ) => Promise<Array<{ rule: { value: unknown } | null }>>;

      const answer = await resolve({}, { code: '1001', definition_name: 'max_price' }, ctx, {});
      expect(answer.map((a) => a.rule?.value ?? null)).toEqual([9.99, null, null]);
      expect(calls).toEqual([
        {
          resource: 'business_rules',
          body: {
            filter: {
              'company.digit_code': '1001',
              'entity_type.id': SKU_ENTITY_TYPE_ID,
              definition_name: 'max_price',
            },
            navigation: { page: 1, page_size: BUSINESS_RULE_LOOKUP_PAGE_SIZE },
          },
        },
        {
          resource: 'product_skus',
          body: { filter: { 'company.digit_code': '1001' }, navigation: { page: 1, page_size: SKU_LOOKUP_PAGE_SIZE } },
        },
      ]);
    },
  );
});
