/**
 * /suggest-desktop (§2): the console is made for desktop screens (§1). A phone is shown the
 * suggestion once per browser session, on whatever page it opened first; "Continue anyway"
 * then takes it to that page. Tablets and desktops are never sent there (a decision: the
 * specification names the page but not who sees it).
 */
import { ROUTES, isSafeInternalPath } from '@console/schema';

/** Phone user agents: iPhone and iPod, Android phones (Android tablets omit "Mobile"), Windows Phone. */
export const isPhone = (userAgent: string): boolean => /iPhone|iPod|Windows Phone|Android.+Mobile/i.test(userAgent);

/** sessionStorage key set once the suggestion has been shown. */
export const DESKTOP_SUGGESTED_KEY = 'console.desktopSuggested';

/** Where to send a first visit from a phone (null: no suggestion), keeping the page it asked for. */
export function desktopSuggestion(
  userAgent: string,
  location: { pathname: string; search: string },
  alreadySuggested: boolean,
): string | null {
  if (alreadySuggested || !isPhone(userAgent)) return null;
  if (location.pathname === ROUTES.suggestDesktop || location.pathname === ROUTES.suggestBrowser) return null;
  const wanted = `${location.pathname}${location.search}`;
  return wanted === '/' ? ROUTES.suggestDesktop : `${ROUTES.suggestDesktop}?next=${encodeURIComponent(wanted)}`;
}

/** The page "Continue anyway" opens: the page first asked for when it is a safe internal path, else home. */
export function continueTarget(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return isSafeInternalPath(next) ? next : ROUTES.home;
}
