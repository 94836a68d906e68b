import { describe, expect, it, vi } from 'vitest';
import { isSettled, requestStarted, whenSettled } from './loadingStore.js';

describe('the page settled (what a link prefetch waits for)', () => {
  it('is settled with nothing in flight, and calls back at once', () => {
    expect(isSettled()).toBe(true);
    const settled = vi.fn();
    whenSettled(settled);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits for every request in flight to be over, each counted once', () => {
    const first = requestStarted();
    const second = requestStarted();
    const settled = vi.fn();
    whenSettled(settled);
    first();
    first(); // said twice: counted once
    expect(isSettled()).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    second();
    expect(isSettled()).toBe(true);
    expect(settled).toHaveBeenCalledTimes(1);
    // Later requests do not call it again.
    requestStarted()();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before it settles', () => {
    const over = requestStarted();
    const settled = vi.fn();
    whenSettled(settled)();
    over();
    expect(settled).not.toHaveBeenCalled();
  });
});
