/**
 * Small per-user settings of this browser (recent companies, a collapsed panel): localStorage under a
 * key that names the user, so two people sharing a browser keep their own. Read through
 * useSyncExternalStore, so every view (the panel, the picker) and other tabs see a change at once.
 */
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'console.user.';
const storageKey = (user: string, name: string) => `${PREFIX}${user}.${name}`;

/** localStorage may be unavailable (privacy modes): then values last until the page closes. */
const memory = new Map<string, string>();
function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith(PREFIX) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a user's value (JSON) and tells every reader. */
export function writeUserPref(user: string, name: string, value: unknown): void {
  const key = storageKey(user, name);
  const raw = JSON.stringify(value);
  memory.set(key, raw);
  try {
    localStorage.setItem(key, raw);
  } catch {
    // Kept in memory only (see readRaw).
  }
  listeners.forEach((listener) => listener());
}

/** Parsed snapshots by raw text, so a render sees the same object until the stored text changes. */
const parsed = new Map<string, unknown>();
function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  if (!parsed.has(raw)) {
    try {
      parsed.set(raw, JSON.parse(raw));
    } catch {
      parsed.set(raw, undefined);
    }
  }
  return parsed.get(raw);
}

/** A user's stored value now (undefined when none). */
export const readUserPref = (user: string, name: string): unknown => parse(readRaw(storageKey(user, name)));

/** A user's stored value (undefined when none, or no user), kept current. */
export function useUserPref(user: string | null | undefined, name: string): unknown {
  const read = useCallback(() => (user ? parse(readRaw(storageKey(user, name))) : undefined), [user, name]);
  return useSyncExternalStore(subscribe, read);
}
