/** What a list's selection offers: how many rows are selected, a clear, and the caller's actions for them. */
import type { ReactNode } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { formatCount } from '../format/index.js';

export interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** Actions for the selected rows (export, open in the bulk wizard, delete). */
  children?: ReactNode;
}

/** Shown while rows are selected. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div className="resource-selection-bar" role="toolbar" aria-label="Selected rows">
      <strong aria-live="polite">{formatCount(count)} selected</strong>
      {children}
      <Button size="small" variant="minimal" icon="cross" text="Clear selection" onClick={onClear} />
      <span className={Classes.TEXT_MUTED}>The selection stays while you change pages.</span>
    </div>
  );
}
