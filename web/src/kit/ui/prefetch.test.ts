import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './prefetch.js';

const nav = (onLine: boolean, connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ onLine, connection }) as unknown as Navigator;

describe('mayPrefetch (§9)', () => {
  it('prefetches online on a fast connection, or when the browser says nothing of it', () => {
    expect(mayPrefetch(nav(true, { saveData: false, effectiveType: '4g' }))).toBe(true);
    expect(mayPrefetch(nav(true))).toBe(true);
  });
  it('skips offline, on 2g (slow-2g too) and with save-data', () => {
    expect(mayPrefetch(nav(false, { effectiveType: '4g' }))).toBe(false);
    expect(mayPrefetch(nav(true, { effectiveType: '2g' }))).toBe(false);
    expect(mayPrefetch(nav(true, { effectiveType: 'slow-2g' }))).toBe(false);
    expect(mayPrefetch(nav(true, { saveData: true, effectiveType: '4g' }))).toBe(false);
  });
});
