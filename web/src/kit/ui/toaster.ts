/** The app's toaster (Blueprint OverlayToaster): every failed call shows its §8 message here. */
import { Intent, OverlayToaster, Position } from '@blueprintjs/core';
import type { Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 }));

/**
 * Shows a failure as a danger toast. One toast per notice: the same message again (every query
 * of a screen failing while the platform is unavailable) renews the toast that shows it rather
 * than stacking copies of it. An action (e.g. "Try again") is a button in the toast.
 */
export function showFailure(message: string, action?: { text: string; onClick: () => void }): void {
  void get().then((t) =>
    t.show({ message, intent: Intent.DANGER, icon: 'error', timeout: 6000, action }, `failure:${message}`),
  );
}

/** Shows what a write did as a success toast. */
export function showSuccess(message: string): void {
  void get().then((t) => t.show({ message, intent: Intent.SUCCESS, icon: 'tick', timeout: 4000 }));
}

/** Tells the user why something did not happen (e.g. a page they may not open); one toast per notice. */
export function showNotice(message: string): void {
  void get().then((t) => t.show({ message, intent: Intent.WARNING, icon: 'lock', timeout: 8000 }, `notice:${message}`));
}
