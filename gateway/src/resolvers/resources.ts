/** The generic resources of §7: list, record, history, metrics and single-record writes. */
import type { Navigation } from '@console/schema';
import type { MutationResolvers, NavigationInput, QueryResolvers } from '../generated/resolvers.js';
import { asObject, guarded, guardedOrNull, payload } from './guard.js';
import { badInputError } from '../errors.js';

/** A page of `rows` with the platform's navigation, or all of them as one page when it sent none. */
export const pageOf = <T>(rows: T[], navigation: Navigation | null) => ({
  rows,
  navigation: navigation ?? { page: 1, page_size: rows.length || 1, total_items: rows.length, total_pages: 1 },
});

/** GraphQL navigation to the getlist body's (nulls dropped). */
export function navigationOf(input: NavigationInput | null | undefined) {
  if (!input) return undefined;
  return {
    ...(input.page != null ? { page: input.page } : {}),
    ...(input.page_size != null ? { page_size: input.page_size } : {}),
    ...(input.sort ? { sort: input.sort.map((s) => ({ field: s.field, direction: s.direction ?? 'asc' })) } : {}),
    ...(input.cursor != null ? { cursor: input.cursor } : {}),
  };
}

/** A JSON filter argument: an object, or a 400 before any REST call. */
export function filterOf(filter: unknown): Record<string, unknown> | undefined {
  if (filter === undefined || filter === null) return undefined;
  const object = asObject(filter);
  if (!object) throw badInputError('filter must be an object of field paths to conditions', 'filter');
  return object;
}

export const resourceQuery: QueryResolvers = {
  list: (_r, { resource, filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.getList(auth, resource, {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return { rows: data, navigation: nav! };
      },
      'list',
    ),
  record: (_r, { resource, id, by }, ctx) =>
    guardedOrNull(ctx, async (auth) => {
      if (by === 'id') return (await ctx.platform.getById(auth, resource, id)).data;
      if (by === 'path') return (await ctx.platform.getOne(auth, resource, id)).data;
      return (await ctx.platform.getByUuid(auth, resource, id)).data;
    }),
  history: (_r, { resource, filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.history(auth, resource, {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return pageOf(data, nav);
      },
      'list',
    ),
  metric: (_r, { resource, metric, filter }, ctx) =>
    guarded(
      ctx,
      async (auth) => (await ctx.platform.metric(auth, resource, { metric, filter: filterOf(filter) })).data,
      'list',
    ),
  metricField: (_r, { resource, metric, field, filter, definition_name }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data } = await ctx.platform.metricField(auth, resource, { metric, field, filter: filterOf(filter) });
        // §7: the response data is filtered by definition_name.
        return definition_name == null ? data : data.filter((g) => g.definition_name === definition_name);
      },
      'list',
    ),
};

export const resourceMutation: MutationResolvers = {
  saveRecord: (_r, { resource, input }, ctx) => {
    const request = asObject(input);
    if (!request) throw badInputError('input must be an object of the record fields', 'input');
    return payload(ctx, (auth) => ctx.platform.save(auth, resource, request));
  },
  deleteRecord: (_r, { resource, uuid, version }, ctx) =>
    payload(ctx, (auth) => ctx.platform.remove(auth, resource, uuid, version)),
  deleteRecordById: (_r, { resource, id, version }, ctx) =>
    payload(ctx, (auth) => ctx.platform.removeById(auth, resource, id, version)),
};
