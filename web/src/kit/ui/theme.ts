/**
 * The light or dark theme: it follows the system (prefers-color-scheme) unless the user picked one,
 * which this browser remembers (localStorage). Blueprint draws dark when an ancestor carries
 * `Classes.DARK`; it goes on <body>, so overlays portalled there (dialogs, popovers, toasts) follow.
 */
import { Classes } from '@blueprintjs/core';
import { useEffect, useSyncExternalStore } from 'react';

/** What the user picked: follow the system, or one theme always. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
/** The localStorage key of the choice (per browser, not per user: it is how this screen is lit). */
export const THEME_STORAGE_KEY = 'console.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a choice; anything else (nothing stored, an old value) follows the system. */
export const asThemeChoice = (value: unknown): ThemeChoice =>
  THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';

/** The theme a choice shows, given whether the system prefers dark. */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

/** localStorage may be unavailable (privacy modes): then the choice lasts until the page closes. */
let memoryChoice: ThemeChoice = 'system';
function readChoice(): ThemeChoice {
  try {
    return asThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return memoryChoice;
  }
}

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);
const systemDark = () => media()?.matches ?? false;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = media();
  // Another tab's pick and the system's switch (e.g. at dusk) change this tab too.
  const onStorage = (event: StorageEvent) => event.key === THEME_STORAGE_KEY && listener();
  query?.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers the choice in this browser and shows its theme at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  memoryChoice = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Kept in memory only (see readChoice).
  }
  applyTheme(currentTheme());
  emit();
}

/** The theme shown now, from the stored choice and the system. */
export const currentTheme = (): Theme => resolveTheme(readChoice(), systemDark());

/** Lights the document: Blueprint's dark class on <body>, and the browser's own controls and scrollbars. */
export function applyTheme(theme: Theme): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** The user's choice, the theme it shows, and a way to change it; keeps the document lit accordingly. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readChoice);
  const dark = useSyncExternalStore(subscribe, systemDark);
  const theme = resolveTheme(choice, dark);
  useEffect(() => applyTheme(theme), [theme]);
  return { choice, theme, setChoice: setThemeChoice };
}
