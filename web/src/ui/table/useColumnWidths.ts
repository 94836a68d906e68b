/** Column widths of a table, remembered in localStorage per table id and column path. */
import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `console.table.widths.${tableId}`;

function read(tableId: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Widths by column path (a column's own default, else `defaultWidth`) and a setter that stores them. */
export function useColumnWidths(tableId: string, columns: readonly string[], defaults: readonly (number | undefined)[] = [], defaultWidth = 160) {
  const [widths, setWidths] = useState<Record<string, number>>(() => read(tableId));
  const onColumnWidthChanged = useCallback(
    (index: number, size: number) => {
      const column = columns[index];
      if (!column) return;
      setWidths((prev) => {
        const next = { ...prev, [column]: Math.round(size) };
        try {
          localStorage.setItem(storageKey(tableId), JSON.stringify(next));
        } catch {
          // Storage full or disabled: widths then last for this visit only.
        }
        return next;
      });
    },
    [columns, tableId],
  );
  return {
    columnWidths: columns.map((c, i) => widths[c] ?? defaults[i] ?? defaultWidth),
    /** Which columns the user has sized (those keep their width whatever the room). */
    sized: columns.map((c) => widths[c] !== undefined),
    onColumnWidthChanged,
  };
}

/**
 * Spreads the room left beside the columns over the ones the user has not sized, in proportion
 * to their widths, so a table of a few columns fills a wide screen instead of ending in a blank
 * band. Never narrows a column: when the room is short the table scrolls sideways as before.
 */
export function fillWidths(widths: readonly number[], sized: readonly boolean[], room: number): number[] {
  const spare = room - widths.reduce((sum, w) => sum + w, 0);
  const growable = widths.reduce((sum, w, i) => sum + (sized[i] ? 0 : w), 0);
  if (spare <= 0 || growable === 0) return [...widths];
  return widths.map((w, i) => (sized[i] ? w : Math.floor(w + (spare * w) / growable)));
}
