/**
 * Auth calls of §7 (login, user, logout) and the flows the web shell needs (DESIGN §3):
 * privacy acceptance, password reset, invitations and one-time sign-in links (mail.ts).
 * Only the owner grants roles (DESIGN §8): invitations carry roles, so only the owner invites,
 * and an invitation grants its roles only while its inviter may still grant them.
 */
import { randomUUID } from 'node:crypto';
import {
  FORWARDED_FOR_HEADER,
  MESSAGES,
  authorizeRequestSchema,
  can,
  invitationAcceptSchema,
  invitationCreateSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  privacyAcceptSchema,
  roleSchema,
} from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import type { Queryable } from '../../store/db.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import { bearerToken, hasServiceKey } from '../guard.js';
import type { Request, Router } from '../router.js';
import { issueToken, mail, readToken } from '../../store/tokens.js';
import { hashPassword, verifyPassword } from '../../services/auth/passwords.js';
import { createSession, endSession, toUser, userByEmail, userByUuid } from '../../store/users.js';
import { admitAttempt, attemptSucceeded, throttleKeys } from '../../services/auth/throttle.js';

/**
 * The address a login comes from: the socket's, or — when the gateway calls with its service
 * key — the browser's address it forwards, so one gateway is not one address for the limit.
 */
function clientAddress(ctx: PlatformContext, req: Request): string {
  const forwarded = req.headers[FORWARDED_FOR_HEADER];
  if (typeof forwarded === 'string' && hasServiceKey(ctx, req)) return forwarded.split(',')[0]!.trim();
  return req.ip;
}

/**
 * The roles an invitation may still grant: those it names, if the user who sent it may still
 * invite (an invitation from before only the owner could invite, or from a since-demoted owner,
 * grants nothing and is refused).
 */
async function grantableRoles(q: Queryable, payload: Record<string, unknown>): Promise<string[] | undefined> {
  const roles = roleSchema.array().safeParse(payload.roles ?? []);
  const inviter = typeof payload.invited_by === 'string' ? await userByUuid(q, payload.invited_by) : undefined;
  if (!roles.success || !inviter || !can(toUser(inviter).scope, 'invite')) return undefined;
  return roles.data;
}

export function registerAuthRoutes(ctx: PlatformContext, router: Router): void {
  const { db, config } = ctx;
  const { on } = router;

  on('POST', '/auth/login', 'public', async (req) => {
    const body = parseOr400(loginRequestSchema, req.body);
    const keys = throttleKeys(body.email, clientAddress(ctx, req));
    await admitAttempt(db, keys);
    const user = await userByEmail(db, body.email);
    // One password check whether or not the e-mail has an account: timing tells nothing.
    const matches = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !matches) throw badRequest(MESSAGES.loginFailed);
    await attemptSucceeded(db, keys);
    return { data: { token: await createSession(db, user.user_uuid, config.sessionAbsoluteSeconds) } };
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
    await db.query('update users set read_policy = true where user_uuid = $1', [principal.user_uuid]);
    return { data: toUser((await userByUuid(db, principal.user_uuid!))!) };
  });

  on('POST', '/auth/password/reset', 'public', async (req) => {
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    // Same answer whether or not the address exists, so addresses cannot be probed.
    if (await userByEmail(db, email)) {
      const token = await issueToken(db, 'reset', email);
      await mail(db, email, 'Reset your password', `/passwords/reset/${token}`);
    }
    return { data: { ok: true } };
  });

  on('POST', '/auth/password/reset/confirm', 'public', async (req) => {
    const body = parseOr400(passwordResetConfirmSchema, req.body);
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const token = await readToken(tx, 'reset', body.token, true);
      if (!token) throw badRequest('token: this reset link is not valid any more; ask for a new one', 'token');
      await tx.query('update users set password_hash = $2 where email = $1', [token.email, hash]);
      await tx.query('delete from sessions where user_uuid = (select user_uuid from users where email = $1)', [token.email]);
    });
    return { data: { ok: true } };
  });

  on('POST', '/auth/invitations', 'invite', async (req, principal) => {
    const body = parseOr400(invitationCreateSchema, req.body);
    if (await userByEmail(db, body.email)) throw badRequest(`email: ${body.email} already has an account`, 'email');
    const payload = { roles: body.roles, first_name: body.first_name, last_name: body.last_name, invited_by: principal.user_uuid };
    const code = await issueToken(db, 'invitation', body.email, payload);
    await mail(db, body.email, 'You are invited to the console', `/invitations/${code}`);
    return { data: { ok: true } };
  });

  on('GET', '/auth/invitations/:code', 'public', async (req) => {
    const token = await readToken(db, 'invitation', req.params.code!, false);
    if (!token) throw notFound('This invitation is not valid any more');
    return { data: { email: token.email, roles: token.payload.roles ?? [], expires_at: new Date(token.expires_at).toISOString() } };
  });

  on('POST', '/auth/invitations/accept', 'public', async (req) => {
    const body = parseOr400(invitationAcceptSchema, req.body);
    const hash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
      const invitation = await readToken(tx, 'invitation', body.code, true);
      const roles = invitation && (await grantableRoles(tx, invitation.payload));
      if (!invitation || !roles) throw badRequest('code: this invitation is not valid any more; ask the owner for a new one', 'code');
      const userUuid = randomUUID();
      await tx.query(
        `insert into users (user_uuid, email, password_hash, first_name, last_name, roles, read_policy) values ($1, $2, $3, $4, $5, $6::jsonb, false)`,
        [userUuid, invitation.email, hash, body.first_name, body.last_name, JSON.stringify(roles)],
      );
      return createSession(tx, userUuid, config.sessionAbsoluteSeconds);
    });
    return { data: { token } };
  });

  on('POST', '/auth/authorize/create', 'signInLinks', async (req) => {
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    if (!(await userByEmail(db, email))) throw badRequest(`email: no account for ${email}`, 'email');
    const token = await issueToken(db, 'authorize', email);
    await mail(db, email, 'Your sign-in link', `/authorize/${token}`);
    return { data: { ok: true } };
  });

  on('POST', '/auth/authorize', 'public', async (req) => {
    const body = parseOr400(authorizeRequestSchema, req.body);
    const token = await db.transaction(async (tx) => {
      const link = await readToken(tx, 'authorize', body.token, true);
      const user = link && (await userByEmail(tx, link.email));
      if (!user) throw badRequest('token: this sign-in link is not valid any more', 'token');
      return createSession(tx, user.user_uuid, config.sessionAbsoluteSeconds);
    });
    return { data: { token } };
  });

}
