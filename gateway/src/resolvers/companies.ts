/** Companies (typed), the /api lookups and the company-level calls of §7. */
import type { Company } from '@console/schema';
import type { CompanyResolvers, QueryResolvers } from '../generated/resolvers.js';
import { badInputError, toGraphQLError } from '../errors.js';
import { filterOf, navigationOf } from './resources.js';
import { guarded, guardedOrNull } from './guard.js';

/** The /api function of each lookup key (§7), and the entities that have it. */
const LOOKUP_FUNCTIONS: Record<string, { fn: string; entities?: readonly string[] }> = {
  id: { fn: 'getbyid' },
  uuid: { fn: 'getbyuuid', entities: ['retailers', 'companies', 'brands'] },
  digit_code: { fn: 'getbydigitcode', entities: ['retailers', 'companies', 'brands'] },
  iso_code: { fn: 'getbyisocode', entities: ['countries'] },
  iso_code3: { fn: 'getbyisocode3', entities: ['countries'] },
  iso_numeric: { fn: 'getbyisonumeric', entities: ['countries'] },
};

export const companyQuery: QueryResolvers = {
  companies: (_r, { filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.getList(auth, 'companies', {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return { rows: data as Company[], navigation: nav! };
      },
      'list',
    ),
  company: (_r, { digit_code }, ctx) =>
    guardedOrNull(ctx, async (auth) => (await ctx.platform.companyByDigitCode(auth, digit_code)).data),
  lookup: (_r, { entity, key, value }, ctx) => {
    const lookup = LOOKUP_FUNCTIONS[key]!;
    if (lookup.entities && !lookup.entities.includes(entity))
      throw badInputError(`${entity} cannot be looked up by ${key}`, 'key');
    return guardedOrNull(ctx, async (auth) => (await ctx.platform.apiLookup(auth, entity, lookup.fn, value)).data);
  },
  retailersByCountry: (_r, { country_id }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.retailersByCountry(auth, country_id)).data, 'list'),
  brandsByCompany: (_r, { company_id }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.brandsByCompany(auth, company_id)).data, 'list'),
  accessOptions: (_r, { email }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.accessOptions(auth, email ?? undefined)).data),
  retailersByMetric: (_r, { metric, code }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.retailersByMetric(auth, metric, code)).data, 'list'),
};

export const companyType: CompanyResolvers = {
  retailers: async (company: Company, _args, ctx) => {
    try {
      return (await ctx.loaders.retailersOfCompany.load(company.digit_code)) ?? [];
    } catch (error) {
      throw toGraphQLError(error, 'list');
    }
  },
};
