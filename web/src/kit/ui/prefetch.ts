/**
 * Link prefetch (§9): on idle (2000 ms), load the chunk of the route a link leads to; never offline,
 * on 2g or with save-data. The kit knows no routes: the app registers how a path finds its route's
 * chunk (app/router/prefetch.ts), so links here import nothing above the kit.
 *
 * Idle means the page's idle, not only the main thread's: the idle callback (and its 2000 ms
 * timeout) starts once the page is settled — no navigation pending, no query in flight
 * (loadingStore.ts). A prefetch evaluates the chunks it loads (tens of milliseconds of script for
 * a wizard's); asked while a list's first page was on its way, it ran in the gap and the page's
 * own render waited behind it.
 */
import { PREFETCH_IDLE_TIMEOUT_MS } from '@console/schema';
import { useRouter } from 'wouter';
import { useEffect } from 'react';
import { isSettled, whenSettled } from './loadingStore.js';

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

/** Calls `idle` when the browser is idle, within PREFETCH_IDLE_TIMEOUT_MS; returns the cancel. */
function onIdle(idle: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(idle, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(idle, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

/** Prefetches the chunk of the route `href` leads to once the page is settled and the browser idle. */
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
    // Settled, then idle, then still settled (a page settles for a moment between its session's
    // answer and its list's query): else it waits again.
    let cancel = () => undefined as void;
    const wait = (): void => {
      cancel = whenSettled(() => {
        cancel = onIdle(() => (isSettled() ? run() : wait()));
      });
    };
    wait();
    return () => cancel();
  }, [href, parser]);
}
