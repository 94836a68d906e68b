/**
 * The one place the gateway decides who may call what (DESIGN §4): every root field — query,
 * mutation, subscription — runs the check of its access in GRAPHQL_ACCESS (schema/src/access.ts)
 * before its resolver, so no resolver names an action of its own that could disagree. A root
 * resolver without a declared access, or a declared field without a resolver, stops the start.
 */
import { GRAPHQL_ACCESS, type Access, type RootType } from '@console/schema';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';

type Resolve = (root: unknown, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;
interface SubscriptionField {
  subscribe: Resolve;
  resolve?: unknown;
}
type RootResolvers = Partial<Record<RootType, Record<string, unknown>>>;
/** Root type → field → access, as GRAPHQL_ACCESS declares them. */
export type AccessTable = Readonly<Record<RootType, Readonly<Record<string, Access>>>>;

const checked =
  (access: Access, resolve: Resolve): Resolve =>
  async (root, args, ctx, info) => {
    await ctx.session.admit(access);
    return resolve(root, args, ctx, info);
  };

/** The resolvers with every root field behind the check of its declared access. */
export function withAccess<R extends RootResolvers>(resolvers: R, declared: AccessTable = GRAPHQL_ACCESS): R {
  const out: RootResolvers = { ...resolvers };
  for (const type of ['Query', 'Mutation', 'Subscription'] as const) {
    const fields = resolvers[type] ?? {};
    const missing = Object.keys(declared[type]).filter((field) => !(field in fields));
    if (missing.length) throw new Error(`${type} fields without a resolver: ${missing.join(', ')}`);
    out[type] = Object.fromEntries(
      Object.entries(fields).map(([field, resolver]) => {
        const access = declared[type][field];
        if (!access)
          throw new Error(
            `${type}.${field} has no access in GRAPHQL_ACCESS (schema/src/access.ts): declare who may call it`,
          );
        if (type !== 'Subscription') return [field, checked(access, resolver as Resolve)];
        const subscription = resolver as SubscriptionField;
        return [field, { ...subscription, subscribe: checked(access, subscription.subscribe) }];
      }),
    );
  }
  return out as R;
}
