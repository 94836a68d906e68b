/** Column widths of a table, remembered in localStorage per table id and column path. */
import { useCallback, useState } from 'react';

/** Where a table's widths are kept (its id, so two tables of one resource keep theirs apart). */
export const widthsKey = (tableId: string) => `console.table.widths.${tableId}`;

/** What the widths are read from and stored in (localStorage in the app). */
export type WidthStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or none where it is disabled. */
function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The widths remembered for `tableId`; anything stored that is not a positive width is ignored. */
export function readWidths(store: WidthStore | null, tableId: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(widthsKey(tableId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, w]) => typeof w === 'number' && Number.isFinite(w) && w > 0),
    ) as Record<string, number>;
  } catch {
    return {};
  }
}

/** `widths` with `column` set to `size` (rounded), stored for `tableId`; returns the new widths. */
export function storeWidth(
  store: WidthStore | null,
  tableId: string,
  widths: Record<string, number>,
  column: string,
  size: number,
): Record<string, number> {
  const next = { ...widths, [column]: Math.round(size) };
  try {
    store?.setItem(widthsKey(tableId), JSON.stringify(next));
  } catch {
    // Storage full or disabled: widths then last for this visit only.
  }
  return next;
}

/**
 * Widths by column path: the view's (`overrides`, from the URL), else the remembered ones, else a
 * column's own default, else `defaultWidth`; a setter that remembers a new width and reports it
 * (`onSized`, for the view), and `forget` for a reset to the defaults.
 */
export function useColumnWidths(
  tableId: string,
  columns: readonly string[],
  defaults: readonly (number | undefined)[] = [],
  defaultWidth = 160,
  overrides: Readonly<Record<string, number>> = {},
  onSized?: (column: string, size: number) => void,
) {
  const [widths, setWidths] = useState<Record<string, number>>(() => readWidths(localStore(), tableId));
  const onColumnWidthChanged = useCallback(
    (index: number, size: number) => {
      const column = columns[index];
      if (!column) return;
      setWidths((prev) => storeWidth(localStore(), tableId, prev, column, size));
      onSized?.(column, Math.round(size));
    },
    [columns, tableId, onSized],
  );
  const forget = useCallback(() => {
    try {
      localStore()?.removeItem(widthsKey(tableId));
    } catch {
      // Storage disabled: nothing was kept.
    }
    setWidths({});
  }, [tableId]);
  const widthOf = (c: string) => overrides[c] ?? widths[c];
  return {
    columnWidths: columns.map((c, i) => widthOf(c) ?? defaults[i] ?? defaultWidth),
    /** Which columns the user has sized (those keep their width whatever the room). */
    sized: columns.map((c) => widthOf(c) !== undefined),
    onColumnWidthChanged,
    forget,
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
