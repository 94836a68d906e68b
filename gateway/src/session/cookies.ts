/** The session cookie `cms._token.local` (§9): HttpOnly, SameSite=Strict, Secure over https. */
import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE_NAME } from '@console/schema';

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE_NAME) {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value || undefined;
    }
  }
  return undefined;
}

/** True when the request reached us over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** Set-Cookie value that stores the token (the platform's absolute lifetime bounds it). */
export function sessionCookie(token: string, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_ABSOLUTE_HOURS * 3600}`];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}; ${attributes.join('; ')}`;
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE_NAME}=; ${attributes.join('; ')}`;
}
