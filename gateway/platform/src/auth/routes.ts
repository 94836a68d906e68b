/**
 * Auth calls of §7 (login, user, logout) and the flows the web shell needs (DESIGN §3):
 * privacy acceptance, password reset, invitations and one-time sign-in links, each a one-time
 * token stored hashed with an expiry. Mails go to the outbox table (there is no mail server).
 */
import { randomUUID } from 'node:crypto';
import {
  FORWARDED_FOR_HEADER,
  MESSAGES,
  ONE_TIME_TOKEN_HOURS,
  SERVICE_KEY_HEADER,
  authorizeRequestSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  privacyAcceptSchema,
} from '@console/schema';
import type { PlatformContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { authenticate, authorize, bearerToken } from '../http/guard.js';
import { parseOr400 } from '../http/errors.js';
import type { Request, Router } from '../http/router.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertLoginAllowed, clearLoginAttempts, countLoginFailure, createSession, endSession, hashToken, newToken, toUser, userByEmail, userByUuid } from './sessions.js';

type TokenKind = keyof typeof ONE_TIME_TOKEN_HOURS;

async function issueToken(q: Queryable, kind: TokenKind, email: string, payload: Record<string, unknown> = {}): Promise<string> {
  const token = newToken();
  await q.query(`insert into one_time_tokens (token_hash, kind, email, payload, expires_at) values ($1, $2, $3, $4::jsonb, now() + make_interval(hours => $5::int))`, [
    hashToken(token),
    kind,
    email.toLowerCase(),
    JSON.stringify(payload),
    ONE_TIME_TOKEN_HOURS[kind],
  ]);
  return token;
}

/** Reads (and with `consume`, uses up) a one-time token; unknown, used or expired → undefined. */
async function readToken(q: Queryable, kind: TokenKind, token: string, consume: boolean) {
  const sql = consume
    ? `update one_time_tokens set used_at = now() where token_hash = $1 and kind = $2 and used_at is null and expires_at > now() returning email, payload, expires_at`
    : `select email, payload, expires_at from one_time_tokens where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()`;
  return (await q.query<{ email: string; payload: Record<string, unknown>; expires_at: string | Date }>(sql, [hashToken(token), kind]))[0];
}

async function mail(q: Queryable, to: string, subject: string, link: string) {
  await q.query('insert into outbox (recipient, subject, link) values ($1, $2, $3)', [to.toLowerCase(), subject, link]);
}

/**
 * The address a login comes from: the socket's, or — when the gateway calls with its service
 * key — the browser's address it forwards, so one gateway is not one address for the limit.
 */
function clientAddress(ctx: PlatformContext, req: Request): string {
  const forwarded = req.headers[FORWARDED_FOR_HEADER];
  const key = req.headers[SERVICE_KEY_HEADER];
  if (typeof forwarded === 'string' && typeof key === 'string' && key === ctx.config.serviceKey) return forwarded.split(',')[0]!.trim();
  return req.ip;
}

export function registerAuthRoutes(ctx: PlatformContext, router: Router): void {
  const { db, config } = ctx;

  router.on('POST', '/auth/login', async (req) => {
    const body = parseOr400(loginRequestSchema, req.body);
    const keys = [`email:${body.email.toLowerCase()}`, `ip:${clientAddress(ctx, req)}`];
    for (const key of keys) await assertLoginAllowed(db, key);
    const user = await userByEmail(db, body.email);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      for (const key of keys) await countLoginFailure(db, key);
      throw badRequest(MESSAGES.loginFailed);
    }
    await clearLoginAttempts(db, `email:${body.email.toLowerCase()}`);
    return { data: { token: await createSession(db, user.user_uuid, config.sessionAbsoluteHours) } };
  });

  router.on('GET', '/auth/user', async (req) => {
    const principal = await authenticate(ctx, req);
    const row = principal.user_uuid ? await userByUuid(db, principal.user_uuid) : undefined;
    if (!row) throw notFound('No user for this call');
    return { data: toUser(row) };
  });

  router.on('POST', '/auth/logout', async (req) => {
    await authenticate(ctx, req);
    const token = bearerToken(req);
    if (token) await endSession(db, token);
    return { data: { ok: true } };
  });

  router.on('POST', '/auth/privacy', async (req) => {
    const principal = await authenticate(ctx, req);
    parseOr400(privacyAcceptSchema, req.body);
    await db.query('update users set read_policy = true where user_uuid = $1', [principal.user_uuid]);
    return { data: toUser((await userByUuid(db, principal.user_uuid!))!) };
  });

  router.on('POST', '/auth/password/reset', async (req) => {
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    // Same answer whether or not the address exists, so addresses cannot be probed.
    if (await userByEmail(db, email)) {
      const token = await issueToken(db, 'reset', email);
      await mail(db, email, 'Reset your password', `/passwords/reset/${token}`);
    }
    return { data: { ok: true } };
  });

  router.on('POST', '/auth/password/reset/confirm', async (req) => {
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

  router.on('POST', '/auth/invitations', async (req) => {
    await authorize(ctx, req, 'adminOrOwner');
    const body = parseOr400(invitationCreateSchema, req.body);
    if (await userByEmail(db, body.email)) throw badRequest(`email: ${body.email} already has an account`, 'email');
    const code = await issueToken(db, 'invitation', body.email, { roles: body.roles, first_name: body.first_name, last_name: body.last_name });
    await mail(db, body.email, 'You are invited to the console', `/invitations/${code}`);
    return { data: { ok: true } };
  });

  router.on('GET', '/auth/invitations/:code', async (req) => {
    const token = await readToken(db, 'invitation', req.params.code!, false);
    if (!token) throw notFound('This invitation is not valid any more');
    return { data: { email: token.email, roles: token.payload.roles ?? [], expires_at: new Date(token.expires_at).toISOString() } };
  });

  router.on('POST', '/auth/invitations/accept', async (req) => {
    const body = parseOr400(invitationAcceptSchema, req.body);
    const hash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
      const invitation = await readToken(tx, 'invitation', body.code, true);
      if (!invitation) throw badRequest('code: this invitation is not valid any more', 'code');
      const userUuid = randomUUID();
      await tx.query(
        `insert into users (user_uuid, email, password_hash, first_name, last_name, roles, read_policy) values ($1, $2, $3, $4, $5, $6::jsonb, false)`,
        [userUuid, invitation.email, hash, body.first_name, body.last_name, JSON.stringify(invitation.payload.roles ?? [])],
      );
      return createSession(tx, userUuid, config.sessionAbsoluteHours);
    });
    return { data: { token } };
  });

  router.on('POST', '/auth/authorize/create', async (req) => {
    await authorize(ctx, req, 'adminOrOwner');
    const { email } = parseOr400(passwordResetRequestSchema, req.body);
    if (!(await userByEmail(db, email))) throw badRequest(`email: no account for ${email}`, 'email');
    const token = await issueToken(db, 'authorize', email);
    await mail(db, email, 'Your sign-in link', `/authorize/${token}`);
    return { data: { ok: true } };
  });

  router.on('POST', '/auth/authorize', async (req) => {
    const body = parseOr400(authorizeRequestSchema, req.body);
    const token = await db.transaction(async (tx) => {
      const link = await readToken(tx, 'authorize', body.token, true);
      const user = link && (await userByEmail(tx, link.email));
      if (!user) throw badRequest('token: this sign-in link is not valid any more', 'token');
      return createSession(tx, user.user_uuid, config.sessionAbsoluteHours);
    });
    return { data: { token } };
  });

  router.on('GET', '/auth/outbox', async (req) => {
    const principal = await authenticate(ctx, req);
    if (!principal.service) await authorize(ctx, req, 'adminOrOwner');
    const email = req.query.get('email');
    const rows = await db.query<{ recipient: string; subject: string; link: string; sent_at: Date | string }>(
      `select recipient, subject, link, sent_at from outbox ${email ? 'where recipient = $1' : ''} order by id desc limit 100`,
      email ? [email.toLowerCase()] : [],
    );
    return { data: rows.map((r) => ({ to: r.recipient, subject: r.subject, link: r.link, sent_at: new Date(r.sent_at).toISOString() })) };
  });
}
