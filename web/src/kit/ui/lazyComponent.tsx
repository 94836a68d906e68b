/**
 * A component whose code is a chunk of its own, loaded when it is first drawn (issue 17: what a
 * screen opens on demand — a drawer, a dialog, an editor — is not part of its first view). Until
 * the chunk is there the fallback shows; a chunk that fails to load throws to the nearest error
 * boundary (the page's), like any other failure of drawing.
 */
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyComponent;
}
