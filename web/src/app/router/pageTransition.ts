/**
 * Page fade (§2, §9: 0.25 s on leaving and entering). The entering page fades in by CSS
 * (`.console-page`). The leaving page is faded out by a View Transition: just before a navigation
 * to another path, the current page alone is named for capture, so the browser keeps an image of
 * it and fades that out over the live new page. Nothing else is captured, so the header, the
 * navigation and the new page take clicks at once (theme.css lets clicks through the image), and
 * the navigation itself waits only for the one frame the capture needs. Without the API, on
 * back/forward, on redirects and with reduced motion, pages only fade in.
 */
import { flushSync } from 'react-dom';
import type { AroundNavHandler } from 'wouter';

/** The capture name of the leaving page; theme.css times its fade-out. */
export const LEAVING_PAGE_NAME = 'console-page-leaving';
/** The element each page renders in (ui/PageFade.tsx). */
export const PAGE_SELECTOR = '.console-page';

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The path of `to` (no query or hash), resolved against the current location. */
export function pathOf(to: string, base: string = window.location.href): string {
  return new URL(to, base).pathname;
}

/**
 * True when a navigation should fade the leaving page: it changes the path (a filter or page
 * change in the query string stays on the same page), pushes rather than replaces (redirects are
 * not the user's move), and the user has not asked for reduced motion.
 */
export function shouldFade(
  to: string,
  options: { replace?: boolean } | undefined,
  from: string = window.location.href,
): boolean {
  if (options?.replace) return false;
  return pathOf(to, from) !== new URL(from).pathname && !reducedMotion();
}

/** wouter's `aroundNav`: path-changing navigations fade the leaving page out. */
export const pageTransitionNav: AroundNavHandler = (navigate, to, options) => {
  const leaving =
    typeof document.startViewTransition === 'function' && shouldFade(to, options)
      ? document.querySelector<HTMLElement>(PAGE_SELECTOR)
      : null;
  if (!leaving) {
    navigate(to, options);
    return;
  }
  leaving.style.viewTransitionName = LEAVING_PAGE_NAME;
  document.startViewTransition(() => {
    flushSync(() => navigate(to, options));
    // Normally gone with the old route; if it stayed, it must not be captured as the new state.
    leaving.style.viewTransitionName = '';
  });
};
