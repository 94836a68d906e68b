/** The session cookie `cms._token.local` (§9): HttpOnly, SameSite=Strict, Secure over https. */
import { parse, serialize, type SerializeOptions } from 'cookie';
import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE_NAME } from '@console/schema';

/**
 * A bearer token as RFC 6750 §2.1 allows it (b64token): only such a value can go into the
 * Authorization header of the platform call, whatever the platform's own token format.
 */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * The session token from a Cookie header, if any. A value that is not percent-encoded UTF-8, or
 * not a bearer token once decoded, is no session (the user is signed out, and signing in
 * replaces the cookie): the cookie is ours, so only a foreign hand can have made it so.
 */
export function readSessionToken(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  // `cookie` leaves a value it cannot decode as sent: such a value fails the token test below.
  const value = parse(cookieHeader)[SESSION_COOKIE_NAME];
  return value !== undefined && B64TOKEN.test(value) ? value : undefined;
}

/** True when the request reached us over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

const attributes = (secure: boolean): SerializeOptions => ({ path: '/', httpOnly: true, sameSite: 'strict', secure });

/** Set-Cookie value that stores the token (the platform's absolute lifetime bounds it). */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE_NAME, token, { ...attributes(secure), maxAge: SESSION_ABSOLUTE_HOURS * 3600 });
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE_NAME, '', { ...attributes(secure), maxAge: 0 });
}
