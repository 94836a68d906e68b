/**
 * Auth calls of §7 (login, user, logout) and the flows the web shell needs (DESIGN §3):
 * privacy acceptance, password reset, invitations and one-time sign-in links. The flows
 * themselves are the auth service's (services/auth/accounts.ts).
 */
import {
  FORWARDED_FOR_HEADER,
  authorizeRequestSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  privacyAcceptSchema,
} from '@console/schema';
import {
  acceptInvitation,
  acceptPrivacy,
  confirmPasswordReset,
  createSignInLink,
  invitation,
  invite,
  requestPasswordReset,
  signIn,
  signInWithLink,
} from '../../services/auth/accounts.js';
import type { PlatformContext } from '../../services/context.js';
import { endSession, toUser, userByUuid } from '../../store/users.js';
import { notFound, parseOr400 } from '../errors.js';
import { bearerToken, hasServiceKey } from '../guard.js';
import type { Request, Router } from '../router.js';

/**
 * The address a login comes from: the socket's, or — when the gateway calls with its service
 * key — the browser's address it forwards, so one gateway is not one address for the limit.
 */
function clientAddress(ctx: PlatformContext, req: Request): string {
  const forwarded = req.headers[FORWARDED_FOR_HEADER];
  if (typeof forwarded === 'string' && hasServiceKey(ctx, req)) return forwarded.split(',')[0]!.trim();
  return req.ip;
}

export function registerAuthRoutes(ctx: PlatformContext, router: Router): void {
  const { db, config } = ctx;
  const { on } = router;

  on('POST', '/auth/login', 'public', async (req) => {
    const body = parseOr400(loginRequestSchema, req.body);
    return { data: { token: await signIn(db, config, body, clientAddress(ctx, req)) } };
  });

  on('GET', '/auth/user', 'session', async (_req, principal) => {
    const row = await userByUuid(db, principal.user_uuid!);
    if (!row) throw notFound('No user for this call');
    return { data: toUser(row) };
  });

  on('POST', '/auth/logout', 'session', async (req) => {
    const token = bearerToken(req);
    if (token) await endSession(db, token);
    return { data: { ok: true } };
  });

  on('POST', '/auth/privacy', 'session', async (req, principal) => {
    parseOr400(privacyAcceptSchema, req.body);
    return { data: await acceptPrivacy(db, principal.user_uuid!) };
  });

  on('POST', '/auth/password/reset', 'public', async (req) => {
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    await requestPasswordReset(db, email);
    return { data: { ok: true } };
  });

  on('POST', '/auth/password/reset/confirm', 'public', async (req) => {
    const body = parseOr400(passwordResetConfirmSchema, req.body);
    await confirmPasswordReset(db, body.token, body.password);
    return { data: { ok: true } };
  });

  on('POST', '/auth/invitations', 'invite', async (req, principal) => {
    await invite(db, principal.user_uuid, parseOr400(invitationCreateSchema, req.body));
    return { data: { ok: true } };
  });

  on('GET', '/auth/invitations/:code', 'public', async (req) => ({ data: await invitation(db, req.params.code!) }));

  on('POST', '/auth/invitations/accept', 'public', async (req) => {
    const body = parseOr400(invitationAcceptSchema, req.body);
    return { data: { token: await acceptInvitation(db, config, body) } };
  });

  on('POST', '/auth/authorize/create', 'signInLinks', async (req) => {
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    await createSignInLink(db, email);
    return { data: { ok: true } };
  });

  on('POST', '/auth/authorize', 'public', async (req) => {
    const body = parseOr400(authorizeRequestSchema, req.body);
    return { data: { token: await signInWithLink(db, config, body.token) } };
  });
}
