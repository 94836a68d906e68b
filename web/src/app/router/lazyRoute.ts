/**
 * Lazy route chunks: each route component is its own chunk, loaded on first visit or prefetched
 * on idle. A chunk that fails to load goes through the reload guard (§4).
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { reportChunkFailure } from './reloadGuard.js';

export type RouteComponent = ComponentType<{ params: Record<string, string | undefined> }>;
type Loader = () => Promise<{ default: RouteComponent }>;

/** A route's lazy component with a `prefetch` that starts loading its chunk without rendering. */
export interface LazyRoute {
  Component: ReturnType<typeof lazy<RouteComponent>>;
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
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const render = () =>
    once().catch((error: unknown) => {
      reportChunkFailure(error);
      throw error;
    });
  return { Component: lazy(render), prefetch: () => void once().catch(() => undefined) };
}
