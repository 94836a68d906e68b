/**
 * Two-key shortcuts such as "g c" (go to companies), which Blueprint's hotkeys (one combo each) do not
 * express: the first key arms them for a moment, the second picks one. Keys typed into a field, keys
 * with a modifier, and keys pressed while a dialog is open are left alone.
 */
import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';

export interface KeySequence {
  /** Two keys separated by a space, lower case: "g c". */
  keys: string;
  run: () => void;
}

/** How long the first key waits for the second. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** True when the key goes into a field (text, a select, an editable region), not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const field = target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  if (!field) return false;
  return !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'button', 'submit'].includes(field.type));
}

/** The sequence that `first` then `second` complete, if any. */
export const sequenceFor = (
  sequences: readonly KeySequence[],
  first: string,
  second: string,
): KeySequence | undefined => sequences.find((s) => s.keys === `${first} ${second}`);

/** True when some sequence starts with `key`. */
export const startsSequence = (sequences: readonly KeySequence[], key: string): boolean =>
  sequences.some((s) => s.keys.startsWith(`${key} `));

/** Listens for the sequences on the document while the calling component is mounted. */
export function useKeySequences(sequences: readonly KeySequence[]): void {
  const current = useRef(sequences);
  useEffect(() => {
    current.current = sequences;
  }, [sequences]);

  useEffect(() => {
    let armed: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => {
      armed = null;
      clearTimeout(timer);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const blocked =
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTypingTarget(event.target) ||
        document.body.classList.contains(Classes.OVERLAY_OPEN);
      if (blocked || event.key.length !== 1) {
        // Shift alone does not break a sequence; anything else does.
        if (event.key !== 'Shift') disarm();
        return;
      }
      const key = event.key.toLowerCase();
      if (armed !== null) {
        const sequence = sequenceFor(current.current, armed, key);
        disarm();
        if (sequence) {
          event.preventDefault();
          sequence.run();
        }
        return;
      }
      if (startsSequence(current.current, key)) {
        armed = key;
        timer = setTimeout(disarm, SEQUENCE_TIMEOUT_MS);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      disarm();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
