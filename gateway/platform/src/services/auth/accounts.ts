/**
 * The account flows (DESIGN §3, §8): sign-in with its throttle, password reset, invitations and
 * one-time sign-in links (store/tokens.ts; their mail goes to the outbox). Only the owner grants
 * roles: invitations carry roles, so only the owner invites, and an invitation grants its roles
 * only while its inviter may still grant them.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, can, type invitationAcceptSchema, type invitationCreateSchema, roleSchema } from '@console/schema';
import type { z } from 'zod';
import type { Db, Queryable } from '../../store/db.js';
import { InvalidInput, NotFound } from '../../store/errors.js';
import { issueToken, mail, readToken } from '../../store/tokens.js';
import {
  acceptPrivacyPolicy,
  createSession,
  insertUser,
  resetPassword,
  toUser,
  userByEmail,
  userByUuid,
} from '../../store/users.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { admitAttempt, attemptSucceeded, throttleKeys } from './throttle.js';

/** How long sessions live (PlatformConfig). */
export interface SessionLimits {
  sessionAbsoluteSeconds: number;
}

/** Signs in `email` from `address`: a session token, or InvalidInput (wrong pair) or Throttled. */
export async function signIn(
  db: Db,
  limits: SessionLimits,
  credentials: { email: string; password: string },
  address: string,
): Promise<string> {
  const keys = throttleKeys(credentials.email, address);
  await admitAttempt(db, keys);
  const user = await userByEmail(db, credentials.email);
  // One password check whether or not the e-mail has an account: timing tells nothing.
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? null);
  if (!user || !matches) throw new InvalidInput(MESSAGES.loginFailed);
  await attemptSucceeded(db, keys);
  return createSession(db, user.user_uuid, limits.sessionAbsoluteSeconds);
}

/** The user, after they accepted the privacy policy. */
export async function acceptPrivacy(db: Db, userUuid: string) {
  await acceptPrivacyPolicy(db, userUuid);
  return toUser((await userByUuid(db, userUuid))!);
}

/** Mails a reset link when the address has an account; the same answer either way, so addresses cannot be probed. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  if (!(await userByEmail(db, email))) return;
  const token = await issueToken(db, 'reset', email);
  await mail(db, email, 'Reset your password', `/passwords/reset/${token}`);
}

/** Sets a new password with a reset token (used up) and ends the user's sessions. */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const reset = await readToken(tx, 'reset', token, true);
    if (!reset) throw new InvalidInput('token: this reset link is not valid any more; ask for a new one', 'token');
    await resetPassword(tx, reset.email, hash);
  });
}

/** Invites `email` with roles (the owner's call): a mail with a one-time code. */
export async function invite(
  db: Db,
  inviterUuid: string | null,
  body: z.infer<typeof invitationCreateSchema>,
): Promise<void> {
  if (await userByEmail(db, body.email)) throw new InvalidInput(`email: ${body.email} already has an account`, 'email');
  const payload = {
    roles: body.roles,
    first_name: body.first_name,
    last_name: body.last_name,
    invited_by: inviterUuid,
  };
  const code = await issueToken(db, 'invitation', body.email, payload);
  await mail(db, body.email, 'You are invited to the console', `/invitations/${code}`);
}

/** What an invitation offers, or NotFound when it is unknown, used or expired. */
export async function invitation(db: Db, code: string) {
  const token = await readToken(db, 'invitation', code, false);
  if (!token) throw new NotFound('This invitation is not valid any more');
  return { email: token.email, roles: token.payload.roles ?? [], expires_at: new Date(token.expires_at).toISOString() };
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

/** Accepts an invitation: the new user and their first session's token. */
export async function acceptInvitation(
  db: Db,
  limits: SessionLimits,
  body: z.infer<typeof invitationAcceptSchema>,
): Promise<string> {
  const hash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const found = await readToken(tx, 'invitation', body.code, true);
    const roles = found && (await grantableRoles(tx, found.payload));
    if (!found || !roles)
      throw new InvalidInput('code: this invitation is not valid any more; ask the owner for a new one', 'code');
    const userUuid = randomUUID();
    await insertUser(tx, {
      user_uuid: userUuid,
      email: found.email,
      password_hash: hash,
      first_name: body.first_name,
      last_name: body.last_name,
      roles,
    });
    return createSession(tx, userUuid, limits.sessionAbsoluteSeconds);
  });
}

/** Mails a one-time sign-in link to an existing account (the owner's call). */
export async function createSignInLink(db: Db, email: string): Promise<void> {
  if (!(await userByEmail(db, email))) throw new InvalidInput(`email: no account for ${email}`, 'email');
  const token = await issueToken(db, 'authorize', email);
  await mail(db, email, 'Your sign-in link', `/authorize/${token}`);
}

/** Signs in with a one-time link (used up): a session token. */
export async function signInWithLink(db: Db, limits: SessionLimits, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const link = await readToken(tx, 'authorize', token, true);
    const user = link && (await userByEmail(tx, link.email));
    if (!user) throw new InvalidInput('token: this sign-in link is not valid any more', 'token');
    return createSession(tx, user.user_uuid, limits.sessionAbsoluteSeconds);
  });
}
