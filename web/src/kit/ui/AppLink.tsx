/** An in-app text link that prefetches its route on idle (§9). */
import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { usePrefetch } from './prefetch.js';

export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  usePrefetch(href);
  return <Link href={href}>{children}</Link>;
}
