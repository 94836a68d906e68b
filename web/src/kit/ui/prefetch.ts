/**
 * Link prefetch (§9): on idle (2000 ms), load the chunk of the route a link leads to; never offline,
 * on 2g or with save-data. The kit knows no routes: the app registers how a path finds its route's
 * chunk (app/router/prefetch.ts), so links here import nothing above the kit.
 */
import { PREFETCH_IDLE_TIMEOUT_MS } from '@console/schema';
import { useRouter } from 'wouter';
import { useEffect } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The router's path parser (wouter), which route patterns are matched with. */
export type PathParser = ReturnType<typeof useRouter>['parser'];

/** Finds what loads the chunk of the route `path` leads to, if any. */
export type PrefetchResolver = (parser: PathParser, path: string) => (() => void) | undefined;

let resolvePrefetch: PrefetchResolver = () => undefined;

/** Called once by the app with its route table. */
export function setPrefetchResolver(resolver: PrefetchResolver): void {
  resolvePrefetch = resolver;
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
    const prefetch = resolvePrefetch(parser, path);
    if (!prefetch) return;
    // Asked again when idle comes: the connection may have dropped or slowed in the meantime.
    const run = () => {
      if (mayPrefetch()) prefetch();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [href, parser]);
}
