/** The auth calls of §7 and the added ones of docs/PLATFORM-REST.md. */
import { z } from 'zod';
import {
  FORWARDED_FOR_HEADER,
  PAYLOAD_VERSION,
  historyEntrySchema,
  loginResponseSchema,
  userSchema,
  type ListNavigation,
} from '@console/schema';
import type { Auth, Call } from './http.js';
import { anySchema, listOf, okSchema } from './records.js';

/** GET /auth/invitations/{code}: who is invited, as what, until when. */
const invitationSchema = z.object({ email: z.string(), roles: z.array(z.string()), expires_at: z.string() });

const none: Auth = {};
/** scrypt at OWASP's parameters takes a while on a busy machine. */
const HASHING_MS = 20_000;

export const authCalls = (call: Call) => ({
  /**
   * POST /auth/login → token. The browser's address goes along with the service key, so the
   * platform's login limit counts browsers, not the gateway.
   */
  login: (body: { email: string; password: string }, clientAddress?: string) =>
    call({
      method: 'POST',
      path: '/auth/login',
      auth: clientAddress ? { service: true } : none,
      mode: clientAddress ? 'service' : 'none',
      headers: clientAddress ? { [FORWARDED_FOR_HEADER]: clientAddress } : undefined,
      body,
      timeoutMs: HASHING_MS,
      data: loginResponseSchema,
    }),
  /** GET /auth/user → the user. */
  user: (auth: Auth) => call({ method: 'GET', path: '/auth/user', auth, data: userSchema }),
  /** POST /auth/logout. */
  logout: (auth: Auth) => call({ method: 'POST', path: '/auth/logout', auth, data: okSchema }),
  /** POST /auth/privacy {read_policy: true} → the user. */
  acceptPrivacy: (auth: Auth) =>
    call({ method: 'POST', path: '/auth/privacy', auth, body: { read_policy: true }, data: userSchema }),
  /** POST /auth/password/reset {email}. */
  requestPasswordReset: (email: string) =>
    call({ method: 'POST', path: '/auth/password/reset', auth: none, mode: 'none', body: { email }, data: okSchema }),
  /** POST /auth/password/reset/confirm {token, password}. */
  resetPassword: (body: { token: string; password: string }) =>
    call({
      method: 'POST',
      path: '/auth/password/reset/confirm',
      auth: none,
      mode: 'none',
      body,
      timeoutMs: HASHING_MS,
      data: okSchema,
    }),
  /** POST /auth/invitations (adminOrOwner). */
  invite: (auth: Auth, body: { email: string; roles: string[]; first_name?: string; last_name?: string }) =>
    call({ method: 'POST', path: '/auth/invitations', auth, body, data: okSchema }),
  /** GET /auth/invitations/{code}. */
  invitation: (code: string) =>
    call({
      method: 'GET',
      path: `/auth/invitations/${encodeURIComponent(code)}`,
      auth: none,
      mode: 'none',
      data: invitationSchema,
    }),
  /** POST /auth/invitations/accept → token. */
  acceptInvitation: (body: { code: string; first_name: string; last_name: string; password: string }) =>
    call({
      method: 'POST',
      path: '/auth/invitations/accept',
      auth: none,
      mode: 'none',
      body,
      timeoutMs: HASHING_MS,
      data: loginResponseSchema,
    }),
  /** POST /auth/authorize {token} → token. */
  authorize: (token: string) =>
    call({
      method: 'POST',
      path: '/auth/authorize',
      auth: none,
      mode: 'none',
      body: { token },
      data: loginResponseSchema,
    }),
  /** POST /auth/authorize/create {email} (owner only). */
  createAuthorizeLink: (auth: Auth, email: string) =>
    call({ method: 'POST', path: '/auth/authorize/create', auth, body: { email }, data: okSchema }),
  /**
   * GET /auth/outbox: the caller's own mail, always with the user's own credentials (never the service key's
   * any-address outbox).
   */
  outbox: (auth: Auth) => call({ method: 'GET', path: '/auth/outbox', auth, data: anySchema }),
  /** POST /users/getlist. */
  users: (auth: Auth, body: { filter?: unknown; navigation?: Partial<ListNavigation> }) =>
    call({ method: 'POST', path: '/users/getlist', auth, body, data: listOf(userSchema) }),
  /** POST /users/history/getlist {filter: {uuid}} (adminOrOwner): role changes from the events. */
  userHistory: (auth: Auth, userUuid: string, navigation?: Partial<ListNavigation>) =>
    call({
      method: 'POST',
      path: '/users/history/getlist',
      auth,
      body: { filter: { uuid: userUuid }, ...(navigation ? { navigation } : {}) },
      data: listOf(historyEntrySchema),
    }),
  /** PUT /users/{user_uuid} {version, request: {roles}} (owner). */
  updateUserRoles: (auth: Auth, userUuid: string, roles: string[]) =>
    call({
      method: 'PUT',
      path: `/users/${encodeURIComponent(userUuid)}`,
      auth,
      body: { version: PAYLOAD_VERSION, request: { roles } },
      data: anySchema,
    }),
});
