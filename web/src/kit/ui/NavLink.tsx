/** A navigation link: highlighted when active, its route chunk prefetched on idle (§2, §9). */
import { Classes } from '@blueprintjs/core';
import { Link, useLocation } from 'wouter';
import type { ReactNode } from 'react';
import { usePrefetch } from './prefetch.js';

interface Props {
  href: string;
  children: ReactNode;
}

/** True when `location` is `href` or a page under it. */
export const isActiveLink = (location: string, href: string): boolean =>
  location === href || location.startsWith(`${href}/`);

/**
 * Styled as a small minimal Blueprint button, but a real link, so it opens in a new tab too. The
 * active one takes the primary intent, which the theme paints bright green.
 */
export function NavLink({ href, children }: Props) {
  const [location] = useLocation();
  usePrefetch(href);
  const active = isActiveLink(location, href);
  const classes = [
    'console-nav-link',
    Classes.BUTTON,
    Classes.MINIMAL,
    Classes.SMALL,
    active && Classes.ACTIVE,
    active && Classes.INTENT_PRIMARY,
  ];
  return (
    <Link href={href} className={classes.filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
