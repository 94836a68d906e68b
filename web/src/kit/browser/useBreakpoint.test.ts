import { describe, expect, it } from 'vitest';
import { breakpointOf } from './useBreakpoint.js';

describe('breakpointOf (§9)', () => {
  it.each([
    [0, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1279, 'md'],
    [1280, 'lg'],
    [1919, 'lg'],
    [1920, 'xl'],
  ] as const)('%i px is %s', (width, name) => expect(breakpointOf(width)).toBe(name));
});
