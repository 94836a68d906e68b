/**
 * Lazy route chunks: each route component is its own chunk, loaded on first visit or prefetched
 * on idle. A chunk that fails to load goes through the reload guard (§4).
 *
 * A page whose chunk is already loaded (the page opened, whose chunk AppRouter asks for while the
 * session is read; a prefetched link) is drawn at once, not through React.lazy: lazy suspends on
 * its first render even when the load has settled, and the page then came in a retry render of its
 * Suspense boundary — a render React interrupts and starts over at every update that arrives
 * meanwhile (an icon drawn, a store's change). /admin/companies' list was rendered three to five
 * times over before the render that showed it (~40 ms each here). Which of the two a mounted page
 * uses is fixed when it mounts, so a page shown through lazy is not remounted once the load ends.
 */
import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { reportChunkFailure } from './reloadGuard.js';

export type RouteComponent = ComponentType<{ params: Record<string, string | undefined> }>;
type Loader = () => Promise<{ default: RouteComponent }>;

/** A route's component (lazy until its chunk is loaded) and a `prefetch` that loads its chunk without rendering. */
export interface LazyRoute {
  Component: RouteComponent;
  prefetch: () => void;
}

/**
 * Wraps a dynamic import: one load shared by render and prefetch. Only a render's failure goes
 * to the reload guard: a prefetch on idle that fails (the console unreachable for a moment) is
 * forgotten and tried again when the page is wanted — reported, it reloaded the page the user was
 * on into the browser's "can't be reached" page while the gateway restarted.
 */
export function lazyRoute(load: Loader): LazyRoute {
  let pending: Promise<{ default: RouteComponent }> | null = null;
  let loaded: RouteComponent | null = null;
  const once = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const render = () =>
    once().catch((error: unknown) => {
      reportChunkFailure(error);
      throw error;
    });
  const Lazy = lazy(render);
  function Component(props: { params: Record<string, string | undefined> }) {
    const [Chosen] = useState<RouteComponent>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { Component, prefetch: () => void once().catch(() => undefined) };
}
