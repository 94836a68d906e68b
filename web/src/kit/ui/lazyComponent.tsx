/**
 * A component whose code is a chunk of its own, loaded when it is first drawn (issue 17: what a
 * screen opens on demand — a drawer, a dialog, an editor — is not part of its first view). Until
 * the chunk is there the fallback shows. A chunk that cannot be fetched (the console unreachable for
 * a moment) shows §8's no-connection message as the app's failure toast and where the component
 * would be, each with "Try again", which fetches it anew; the page around it stays as it was. An error
 * of the loaded component itself goes on to the page's error boundary, like any other failure of
 * drawing.
 */
import { Button, Callout } from '@blueprintjs/core';
import { Component, lazy, Suspense, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { MESSAGES } from '@console/schema';
import { ChunkLoadError, loadChunk } from './chunks.js';
import { showFailure } from './toaster.js';

class LoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) showFailure(MESSAGES.noConnection, { text: 'Try again', onClick: this.retry });
  }

  private readonly retry = () => {
    if (this.state.error === null) return;
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a load failure: the page's boundary shows it.
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <Callout intent="danger" role="alert" icon="offline">
        <p>{MESSAGES.noConnection}</p>
        <Button size="small" icon="refresh" text="Try again" onClick={this.retry} />
      </Callout>
    );
  }
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  // One load shared by every instance; a failed one is replaced when the user tries again.
  const make = () => lazy(() => loadChunk(load).then((component) => ({ default: component })));
  let current = make();
  function LazyComponent(props: P) {
    const [Lazy, setLazy] = useState(() => current);
    const retry = () => {
      if (Lazy === current) current = make();
      setLazy(() => current);
    };
    return (
      <LoadBoundary onRetry={retry}>
        <Suspense fallback={fallback}>
          <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyComponent;
}
