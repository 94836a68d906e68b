/** Whether the panel is open: toggled by the shortcut, opened by `?inspect=1`; never when not allowed. */
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { inspectFlag, isInspectorShortcut } from '../inspectorAccess.js';

export function useInspectorOpen(allowed: boolean): [open: boolean, setOpen: (open: boolean) => void] {
  const search = useSearch();
  const flagged = inspectFlag(search);
  const [open, setOpen] = useState(flagged);

  useEffect(() => {
    if (flagged) setOpen(true);
  }, [flagged]);

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  return [allowed && open, setOpen];
}
