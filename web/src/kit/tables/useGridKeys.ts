/**
 * A table as one tab stop with arrow keys inside (the WAI-ARIA grid pattern's roving tabindex).
 * Tab enters the table once, at the cell last visited; the arrows, Home/End, PageUp/PageDown and
 * Ctrl+Home/End move between the header row (row -1) and the body's cells; Enter opens the row
 * (or sorts by a header); Space toggles the row's selection; Tab leaves.
 *
 * The table draws only the rows in view, and a cell's content (links, buttons, checkboxes) comes
 * from each list. So the one tab stop is kept on the DOM: every focusable element inside the table
 * but the active cell is taken out of the tab order whenever rows are drawn, and the active cell is
 * scrolled into view (drawn) before it takes the focus. Cells carry their address (`cellAddress`).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/** A cell of the grid; row -1 is the header. */
export interface GridCell {
  row: number;
  col: number;
}

/** What moving by one key does, on a grid of `rows` body rows and `cols` columns (pure, tested). */
export function moveCell(cell: GridCell, key: string, rows: number, cols: number, ctrl = false): GridCell | null {
  const last = rows - 1;
  const lastCol = Math.max(0, cols - 1);
  const clampRow = (row: number) => Math.min(last, Math.max(-1, row));
  switch (key) {
    case 'ArrowDown':
      return { ...cell, row: clampRow(cell.row + 1) };
    case 'ArrowUp':
      return { ...cell, row: clampRow(cell.row - 1) };
    case 'ArrowRight':
      return { ...cell, col: Math.min(lastCol, cell.col + 1) };
    case 'ArrowLeft':
      return { ...cell, col: Math.max(0, cell.col - 1) };
    case 'Home':
      return ctrl ? { row: rows ? 0 : -1, col: 0 } : { ...cell, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: lastCol } : { ...cell, col: lastCol };
    case 'PageDown':
      return { ...cell, row: clampRow(cell.row + 10) };
    case 'PageUp':
      return { ...cell, row: clampRow(Math.max(0, cell.row - 10)) };
    default:
      return null;
  }
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** The table's scrolling box: the tab stop while the active cell is not drawn. */
const SCROLLER = '[role="grid"]';

/** The attributes that give a cell's address (row -1: the header) to the keys. */
export const cellAddress = ({ row, col }: GridCell) => ({ 'data-row': row, 'data-col': col });

/** The element of a cell, when it is drawn. */
const cellElement = (container: HTMLElement, { row, col }: GridCell): HTMLElement | null =>
  container.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);

/** The element that takes the focus for a cell: a header's own control (its sort button), else the cell. */
function focusTarget(container: HTMLElement, cell: GridCell): HTMLElement | null {
  const element = cellElement(container, cell);
  if (!element) return null;
  if (cell.row < 0) return element.querySelector<HTMLElement>('button, input') ?? element;
  return element;
}

/** Which cell an element inside the table belongs to. */
export function cellOf(target: Element): GridCell | null {
  const cell = target.closest<HTMLElement>('[data-row][data-col]');
  if (!cell) return null;
  const row = Number(cell.dataset.row);
  const col = Number(cell.dataset.col);
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col } : null;
}

export interface GridKeysOptions {
  /** The element around the table. */
  container: RefObject<HTMLElement | null>;
  rows: number;
  cols: number;
  /** Scrolls a body cell into view (the table draws it then). */
  scrollTo: (cell: GridCell) => void;
  /** Enter on a body cell. */
  onOpen: (cell: GridCell) => void;
  /** Enter on a header cell. */
  onHeader: (col: number) => void;
  /** Space on a body cell (when the table selects rows). */
  onToggle?: (row: number) => void;
}

/** The active cell and the handlers that move it; see the module comment. */
export function useGridKeys({ container, rows, cols, scrollTo, onOpen, onHeader, onToggle }: GridKeysOptions) {
  const [active, setActive] = useState<GridCell>({ row: 0, col: 0 });
  const focusWanted = useRef(false);
  const activeRef = useRef(active);
  activeRef.current = active;

  // A new page with fewer rows or columns keeps the active cell inside the grid.
  // While a page loads (no rows yet) the active row stays, so the grid is entered where it was left.
  const bounded = {
    row: rows === 0 ? active.row : Math.min(active.row, rows - 1),
    col: Math.min(active.col, Math.max(0, cols - 1)),
  };
  if (bounded.row !== active.row || bounded.col !== active.col) setActive(bounded);

  /** One tab stop: the active cell's element (or, while it is not drawn, the table's scrolling box). */
  const enforce = useCallback(() => {
    const root = container.current;
    if (!root) return;
    const target = focusTarget(root, activeRef.current);
    for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (element !== target && element.tabIndex >= 0) element.tabIndex = -1;
    const scroller = root.querySelector<HTMLElement>(SCROLLER);
    if (target) target.tabIndex = 0;
    if (scroller) scroller.tabIndex = target ? -1 : 0;
  }, [container]);

  useEffect(() => {
    const root = container.current;
    if (!root || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(enforce);
    observer.observe(root, { childList: true, subtree: true });
    enforce();
    return () => observer.disconnect();
  }, [container, enforce]);

  // After a move by key: draw the cell if it is out of view, then give it the focus.
  useLayoutEffect(() => {
    enforce();
    if (!focusWanted.current) return undefined;
    const root = container.current;
    if (!root) return undefined;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const target = focusTarget(root, active);
      if (target) {
        focusWanted.current = false;
        enforce();
        target.focus();
        return;
      }
      if (tries++ === 0 && active.row >= 0) scrollTo(active);
      if (tries < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [active, container, enforce, scrollTo]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.metaKey) return;
      const target = event.target as Element;
      const here = cellOf(target) ?? activeRef.current;
      // Keys typed into a field inside a cell belong to the field.
      if (target.matches('input:not([type="checkbox"]), select, textarea')) return;
      const control = target.matches('button, a[href], input') && target !== focusTarget(container.current!, here);
      if (event.key === 'Enter' || event.key === ' ') {
        // A focused control (a checkbox clicked, a link, a header's sort button) answers its own keys.
        if (control || (here.row < 0 && (event.key === ' ' || target.matches('button, input')))) return;
        event.preventDefault();
        if (event.key === ' ') onToggle?.(here.row);
        else if (here.row < 0) onHeader(here.col);
        else onOpen(here);
        return;
      }
      const next = moveCell(here, event.key, rows, cols, event.ctrlKey);
      if (!next) return;
      event.preventDefault();
      focusWanted.current = true;
      if (next.row === activeRef.current.row && next.col === activeRef.current.col) {
        const element = focusTarget(container.current!, next);
        element?.focus();
        focusWanted.current = !element;
        return;
      }
      setActive(next);
    },
    [rows, cols, container, onOpen, onHeader, onToggle],
  );

  /** A click or a focus by other means makes that cell the active one; the scrolling box hands over. */
  const onFocus = useCallback((event: React.FocusEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.matches(SCROLLER)) {
      focusWanted.current = true;
      setActive((a) => ({ ...a }));
      return;
    }
    const cell = cellOf(target);
    if (cell && (cell.row !== activeRef.current.row || cell.col !== activeRef.current.col)) setActive(cell);
  }, []);

  return { active, onKeyDown, onFocus };
}
