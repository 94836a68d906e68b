/**
 * Optional connection to Stately's inspector (`@statelyai/inspect`), turned on by a developer
 * only: loaded on demand, so that it costs nothing otherwise, and remembered in localStorage.
 * Actors created before it connects are not shown there; reloading the page shows them all.
 */
import type { InspectionEvent, Observer } from 'xstate';

const STORAGE_KEY = 'console.inspector.stately';
let target: Partial<Observer<InspectionEvent>> | null = null;
let stop: (() => void) | null = null;

/** Sends an inspection event to Stately's inspector when connected. */
export function forwardToStately(event: InspectionEvent): void {
  try {
    target?.next?.(event);
  } catch {
    // Stately's window may be gone; the app must not notice.
  }
}

export const statelyConnected = (): boolean => target !== null;

/** True when the developer turned the bridge on (it then reconnects after a reload). */
export function statelyWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opens Stately's inspector (a new window) and forwards every inspection event to it. */
export async function connectStately(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const stately = createBrowserInspector({ autoStart: true });
  target = stately.inspect;
  stop = () => stately.stop();
  localStorage.setItem(STORAGE_KEY, '1');
}

export function disconnectStately(): void {
  stop?.();
  target = null;
  stop = null;
  localStorage.removeItem(STORAGE_KEY);
}
