/**
 * The inspector panel's width, set by dragging its edge or with the arrow keys on it, remembered in
 * this browser (a developer's working layout, not a user setting). Kept within the window.
 */
import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

const STORAGE_KEY = 'console.inspector.width';
export const MIN_PANEL_WIDTH = 420;
const STEP = 40;

const maxWidth = () => Math.max(MIN_PANEL_WIDTH, window.innerWidth - 48);
const clamp = (width: number) => Math.round(Math.min(maxWidth(), Math.max(MIN_PANEL_WIDTH, width)));

function initialWidth(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0) return clamp(stored);
  } catch {
    // No storage: the default.
  }
  return clamp(window.innerWidth * 0.72);
}

/** The width and the props of the drag handle (a focusable vertical separator). */
export function usePanelWidth() {
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, String(width));
    } catch {
      // Not remembered.
    }
  }, [width]);
  useEffect(() => {
    const onResize = () => setWidth((w) => clamp(w));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => setWidth(clamp(window.innerWidth - e.clientX));
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowLeft: STEP, ArrowRight: -STEP, Home: Infinity, End: -Infinity }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    setWidth((w) => clamp(w + by));
  }, []);

  const handle = {
    role: 'separator',
    'aria-orientation': 'vertical' as const,
    'aria-label': 'Resize the inspector',
    'aria-valuemin': MIN_PANEL_WIDTH,
    'aria-valuemax': maxWidth(),
    'aria-valuenow': width,
    tabIndex: 0,
    onPointerDown,
    onKeyDown,
  };
  return { width, handle };
}
