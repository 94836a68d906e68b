/**
 * The loading bar's progress (§9): it appears only after LOADING_BAR_THROTTLE_MS of waiting, creeps
 * towards the end over LOADING_BAR_DURATION_MS, and completes when the wait ends.
 */
import { useEffect, useState } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@console/schema';

const STEP_MS = 100;

/** Percent shown (0 = hidden). */
export function useLoadingBar(active: boolean): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!active) {
      setPercent((p) => (p > 0 ? 100 : 0));
      const hide = setTimeout(() => setPercent(0), 300);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      const began = Date.now();
      setPercent(5);
      tick = setInterval(
        () => setPercent(Math.min(95, 5 + (90 * (Date.now() - began)) / LOADING_BAR_DURATION_MS)),
        STEP_MS,
      );
    }, LOADING_BAR_THROTTLE_MS);
    return () => {
      clearTimeout(start);
      if (tick) clearInterval(tick);
    };
  }, [active]);
  return percent;
}
