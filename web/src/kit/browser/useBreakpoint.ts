/** The current breakpoint of §9 (xs < 600, sm, md, lg, xl >= 1920). */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@console/schema';
import type { Breakpoint } from '@console/schema';

/** The breakpoint a width falls in. */
export function breakpointOf(width: number): Breakpoint {
  const order: Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];
  return order.find((name) => width >= BREAKPOINTS[name]) ?? 'xs';
}

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

export const useBreakpoint = (): Breakpoint => useSyncExternalStore(subscribe, () => breakpointOf(window.innerWidth));
