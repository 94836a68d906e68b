import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reported = vi.hoisted(() => ({ errors: [] as unknown[] }));
vi.mock('./reloadGuard.js', () => ({ reportChunkFailure: (error: unknown) => reported.errors.push(error) }));

const { lazyRoute } = await import('./lazyRoute.js');

/** Renders the route once (which starts its load) and lets the load settle. */
async function show(route: ReturnType<typeof lazyRoute>): Promise<void> {
  renderToString(
    <Suspense fallback={null}>
      <route.Component params={{}} />
    </Suspense>,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a lazy route', () => {
  beforeEach(() => void (reported.errors.length = 0));

  it('forgets a prefetch that failed, without a reload, and loads again when the page is wanted', async () => {
    const Page = () => <p>the page</p>;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const route = lazyRoute(load);
    route.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported.errors).toEqual([]);
    await show(route);
    expect(load).toHaveBeenCalledTimes(2);
    expect(reported.errors).toEqual([]);
  });

  it('draws a page whose chunk is loaded at once, without suspending', async () => {
    const Page = () => <p>the page</p>;
    const draw = (route: ReturnType<typeof lazyRoute>) =>
      renderToString(
        <Suspense fallback={<p>waiting</p>}>
          <route.Component params={{}} />
        </Suspense>,
      );
    // Not loaded yet: the page waits (the fallback shows).
    expect(draw(lazyRoute(() => Promise.resolve({ default: Page })))).toContain('waiting');
    // Loaded by a prefetch: drawn in the first render (React.lazy suspended once more there).
    const route = lazyRoute(() => Promise.resolve({ default: Page }));
    route.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(draw(route)).toContain('the page');
  });

  it('tells the reload guard when the page it is to show cannot load', async () => {
    await show(lazyRoute(() => Promise.reject(new Error('chunk gone'))));
    expect(reported.errors).toEqual([new Error('chunk gone')]);
  });
});
