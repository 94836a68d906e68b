/** Integrity sync, max results, users, GDPR, sign-in links and the development outbox (§7, PLATFORM-REST). */
import { gdprSettingsSchema } from '@console/schema';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { badInputError, expectedFailure, notFoundError, toGraphQLError } from '../errors.js';
import { filterOf, navigationOf, pageOf } from './resources.js';
import { asObject, guarded, payload } from './guard.js';

/** The listings max-results path comes from the client: keep it inside /listings (no other call). */
const LISTINGS_PATH = /^\/listings\/[A-Za-z0-9_\-/]+$/;

/** The settings an export holds (the reference platform's POST /gdpr answers them), or null. */
const savedSettings = (exported: unknown) => {
  const settings = asObject(exported)?.settings;
  const parsed = gdprSettingsSchema.shape.settings.safeParse(settings);
  return parsed.success ? parsed.data : null;
};

export const utilityQuery: QueryResolvers = {
  // §7 has no read of the settings but the export: the form shows what it holds, never its own defaults.
  gdprSettings: (_r, _a, ctx) =>
    guarded(ctx, async (auth) => savedSettings((await ctx.platform.gdprExport(auth)).data)),
  integrityLogs: (_r, { code, limit }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.integrityLogs(auth, code, limit ?? undefined)).data, 'list'),
  integrityLogDetails: (_r, { code, folder, stat_key }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.integrityLogDetails(auth, code, folder, stat_key)).data, 'list'),
  rankingsMaxResults: (_r, { params }, ctx) =>
    guarded(ctx, async (auth) => (await ctx.platform.rankingsMaxResults(auth, params)).data, 'list'),
  listingsMaxResults: (_r, { path, params }, ctx) => {
    if (!LISTINGS_PATH.test(path) || path.includes('..'))
      throw badInputError('path must be a /listings/… path', 'path');
    if (!asObject(params)) throw badInputError('params must be an object', 'params');
    return guarded(ctx, async (auth) => (await ctx.platform.listingsMaxResults(auth, path, params)).data, 'list');
  },
  users: (_r, { filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.users(auth, {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return pageOf(data, nav);
      },
      'list',
    ),
  userHistory: (_r, { user_uuid, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.userHistory(auth, user_uuid, navigationOf(navigation));
        return pageOf(data, nav);
      },
      'list',
    ),
  // Development only, and the caller's own mail only (DESIGN §8): one-time links are never shown to others.
  outbox: (_r, _a, ctx) => {
    if (ctx.production) throw notFoundError('The outbox is off in production: mail is sent, never shown');
    return guarded(ctx, async (auth) => (await ctx.platform.outbox(auth)).data);
  },
};

export const utilityMutation: MutationResolvers = {
  rerunIntegritySync: (_r, { value }, ctx) => payload(ctx, (auth) => ctx.platform.rerunSync(auth, value)),
  gdprExport: (_r, _a, ctx) => payload(ctx, (auth) => ctx.platform.gdprExport(auth)),
  gdprSaveSettings: (_r, { settings }, ctx) => payload(ctx, (auth) => ctx.platform.gdprSave(auth, { ...settings })),
  updateUserRoles: (_r, { user_uuid, roles }, ctx) =>
    payload(ctx, (auth) => ctx.platform.updateUserRoles(auth, user_uuid, roles)),
  createAuthorizeLink: async (_r, { email }, ctx) => {
    const auth = await ctx.session.admitted();
    try {
      await ctx.platform.createAuthorizeLink(auth, email);
      return { ok: true };
    } catch (error) {
      const failure = expectedFailure(error);
      if (failure) return { ok: false, message: failure.message, field: failure.field };
      throw toGraphQLError(error);
    }
  },
};
