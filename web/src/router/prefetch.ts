/** Link prefetch (§9): on idle (2000 ms), load the target route's chunk; never offline, on 2g or with save-data. */
import { PREFETCH_IDLE_TIMEOUT_MS } from '@console/schema';
import { matchRoute, useRouter } from 'wouter';
import { useEffect } from 'react';
import { ROUTE_TABLE } from './routeTable.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the connection allows prefetching. */
export function mayPrefetch(nav: Navigator & { connection?: NetworkInformation } = navigator): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Prefetches the chunk of the route `href` leads to once the browser is idle. */
export function usePrefetch(href: string): void {
  const { parser } = useRouter();
  useEffect(() => {
    if (!mayPrefetch()) return;
    const path = href.split(/[?#]/, 1)[0] ?? href;
    const target = ROUTE_TABLE.find((def) => matchRoute(parser, def.path, path)[0]);
    if (!target) return;
    // Asked again when idle comes: the connection may have dropped or slowed in the meantime.
    const run = () => {
      if (mayPrefetch()) target.route.prefetch();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [href, parser]);
}
