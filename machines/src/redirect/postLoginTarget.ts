/** Where a user lands after signing in (§4, §5): pure, so the session machine and guards share it. */
import { HOME_AFTER_LOGIN, ROUTES, can, isSafeInternalPath } from '@console/schema';

/** The parts of a user the redirect rules read. */
export interface RedirectUser {
  scope: readonly string[];
  read_policy: boolean;
}

/** Pages that must never be a post-login target: they would bounce or sign the user out. */
const NEVER_TARGETS = [ROUTES.login, ROUTES.logout];

/** True when `path` is a safe internal path (§5) that is worth returning to after sign-in. */
export function isReturnablePath(path: unknown): path is string {
  if (!isSafeInternalPath(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !NEVER_TARGETS.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** True when the user may enter the staff areas (admin, ops, superadmin; the owner passes every check). */
export const isStaff = (user: RedirectUser): boolean => can(user.scope, 'read');

/**
 * Where to go once the user is known (§4): the privacy page until the policy is read; staff to
 * the page first wanted or home after login; other users to the `login_app` page or home.
 * Targets that are not safe internal paths are ignored.
 */
export function postLoginTarget(user: RedirectUser, wanted: string | null, loginAppPage: string | null): string {
  if (!user.read_policy) return ROUTES.privacy;
  if (isStaff(user)) return isReturnablePath(wanted) ? wanted : HOME_AFTER_LOGIN;
  return nonStaffTarget(loginAppPage);
}

/** Where a signed-in user without a staff role goes (§4): the `login_app` page if safe, else home. */
export function nonStaffTarget(loginAppPage: string | null): string {
  return isReturnablePath(loginAppPage) ? loginAppPage : ROUTES.home;
}

/** The login page, remembering the page first wanted when it is safe to return to. */
export function loginPathFor(wanted: string | null): string {
  return isReturnablePath(wanted) ? `${ROUTES.login}?redirect=${encodeURIComponent(wanted)}` : ROUTES.login;
}

/** Reads the remembered page from a login URL's query string; null when absent or unsafe. */
export function wantedFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  return isReturnablePath(value) ? value : null;
}
