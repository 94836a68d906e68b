/** Session: me, login, logout, privacy and the one-time-token flows. */
import { displayName, type User } from '@console/schema';
import type { GatewayContext } from '../context.js';
import { expectedFailure, messageFor, toGraphQLError, unauthenticatedError } from '../errors.js';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers.js';
import { PlatformError } from '../platformClient/index.js';

/** Signs in with a token the platform handed out and answers the LoginResult. */
async function signInWith(
  ctx: GatewayContext,
  getToken: () => Promise<{ data: { token: string } }>,
  kind: 'login' | 'default',
) {
  try {
    const { data } = await getToken();
    ctx.session.signIn(data.token);
    const user = await ctx.session.user();
    return { ok: true, message: null, user };
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 400 || error.status === 404 || error.status === 429)) {
      return { ok: false, message: messageFor(error, kind === 'login' ? 'login' : 'default'), user: null };
    }
    throw toGraphQLError(error, kind);
  }
}

const outcome = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
    return { ok: true, message: null, field: null };
  } catch (error) {
    const failure = expectedFailure(error);
    if (failure) return { ok: false, message: failure.message, field: failure.field };
    throw toGraphQLError(error);
  }
};

export const sessionQuery: QueryResolvers = {
  me: (_root, _args, ctx) => ctx.session.confirmedUser(),
  invitation: async (_root, { code }, ctx) => {
    try {
      return (await ctx.platform.invitation(code)).data;
    } catch (error) {
      if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) return null;
      throw toGraphQLError(error);
    }
  },
};

export const sessionMutation: MutationResolvers = {
  login: (_root, { email, password }, ctx) =>
    signInWith(ctx, () => ctx.platform.login({ email, password }, ctx.clientAddress), 'login'),
  logout: async (_root, _args, ctx) => {
    const { auth } = ctx.session;
    ctx.session.signOut();
    if (!auth.token) return { ok: true };
    try {
      await ctx.platform.logout(auth);
    } catch (error) {
      // An already-expired token is signed out all the same.
      if (!(error instanceof PlatformError && error.status === 401)) throw toGraphQLError(error);
    }
    return { ok: true };
  },
  acceptPrivacy: async (_root, _args, ctx) => {
    const user = await ctx.session.user();
    if (!user) throw unauthenticatedError();
    try {
      const answer = (await ctx.platform.acceptPrivacy(ctx.session.auth)).data;
      await ctx.session.changed();
      return answer;
    } catch (error) {
      throw toGraphQLError(error);
    }
  },
  requestPasswordReset: (_root, { email }, ctx) => outcome(() => ctx.platform.requestPasswordReset(email)),
  resetPassword: (_root, args, ctx) => outcome(() => ctx.platform.resetPassword(args)),
  invite: async (_root, args, ctx) => {
    const auth = await ctx.session.admitted();
    return outcome(() =>
      ctx.platform.invite(auth, {
        email: args.email,
        roles: args.roles,
        ...(args.first_name ? { first_name: args.first_name } : {}),
        ...(args.last_name ? { last_name: args.last_name } : {}),
      }),
    );
  },
  acceptInvitation: (_root, args, ctx) => signInWith(ctx, () => ctx.platform.acceptInvitation(args), 'default'),
  authorize: (_root, { token }, ctx) => signInWith(ctx, () => ctx.platform.authorize(token), 'default'),
};

export const userType: UserResolvers = {
  display_name: (user: User) => displayName(user),
};
