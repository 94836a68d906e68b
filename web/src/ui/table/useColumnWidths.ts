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
  return { columnWidths: columns.map((c, i) => widths[c] ?? defaults[i] ?? defaultWidth), onColumnWidthChanged };
}
