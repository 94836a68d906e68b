/**
 * A Blueprint Table over one page of records: virtualised cells, sortable headers, resizable
 * columns (widths remembered), loading skeletons, an empty state, row click.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  RenderMode,
  SelectionModes,
  Table,
  TableLoadingOption,
} from '@blueprintjs/table';
import type { Region } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { displayValue, getPath, labelOf } from './fields.js';
import { fillWidths, useColumnWidths } from './useColumnWidths.js';
import { ListEmpty, ListFailure, listPhase, type ListFailureInfo } from './ListBody.js';
import { isLongId } from '../values/readValue.js';
import { ValueView } from '../values/ValueView.js';
import type { ResourceRecord, SortKey } from './listTypes.js';

/** A column: a dotted path of the record, with an optional label, renderer and sortability. */
export interface ColumnDef {
  path: string;
  label?: string;
  /** Cell text of a record (default: the value at `path`). */
  render?: (record: ResourceRecord) => ReactNode;
  /** Whether the server may sort by it (default true). */
  sortable?: boolean;
  /** Width in pixels until the user resizes it (default 160). */
  width?: number;
  /** Whether it takes a share of the room a wide screen leaves (default true; false for icon columns). */
  grow?: boolean;
  /** A click in this column's cells calls this instead of the table's `onRowClick`. */
  onClick?: (record: ResourceRecord) => void;
}

/** A column given as a path or a full definition. */
export type ColumnSpec = string | ColumnDef;
export const toColumnDef = (spec: ColumnSpec): ColumnDef => (typeof spec === 'string' ? { path: spec } : spec);

export interface DataTableProps {
  tableId: string;
  columns: readonly ColumnDef[];
  rows: readonly ResourceRecord[];
  loading: boolean;
  sort: SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  onRowClick?: (record: ResourceRecord) => void;
  emptyText?: string;
  /** The last load's failure: shown alone, with its Retry (no rows, no empty state beside it). */
  failure?: ListFailureInfo | null;
}

/** Header and row heights, in pixels. */
const HEADER_HEIGHT = 34;
const ROW_HEIGHT = 26;

let scrollbar: number | undefined;
/**
 * The width a vertical scrollbar takes on this browser (0 where scrollbars overlay the content),
 * kept free when the rows scroll so that filling the room never adds a horizontal scrollbar.
 */
function scrollbarWidth(): number {
  if (scrollbar === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-999px;width:100px;height:100px;overflow:scroll';
    document.body.appendChild(probe);
    scrollbar = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return scrollbar;
}

/**
 * The inner size of an element, followed as it resizes (0 until measured, or without
 * ResizeObserver). A callback ref, because the element comes and goes with the empty state.
 */
function useRoom() {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, ...size };
}

/** What a click in a cell may land on that is a control of its own, not a pick of the row. */
const CONTROLS = 'a[href], button, input, select, textarea, label, [role="button"], [role="link"], [role="menuitem"]';

/**
 * The table picks a row on a native mousedown (its selection), before the click: a control in a
 * cell (a link, a button) would see the row's action happen first (e.g. a drawer opening over it).
 * Stopped in the cell, below the table's own listener, the mousedown leaves the click to the control.
 */
function keepControlMouseDown(event: MouseEvent) {
  const cell = event.currentTarget as HTMLElement;
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (control && cell.contains(control)) event.stopPropagation();
}
const controlCell = (cell: HTMLDivElement | null) => cell?.addEventListener('mousedown', keepControlMouseDown);

/** A cell's value: text as text (with the cell's ellipsis), booleans, ids, lists and objects through ValueView. */
function cellValue(record: ResourceRecord, path: string): ReactNode {
  const value = getPath(record, path);
  if (typeof value === 'string' && !isLongId(value)) return displayValue(value);
  if (typeof value === 'number' || value === null || value === undefined) return displayValue(value);
  return <ValueView value={value} field={path} />;
}

/** The table view; data and paging come from the caller (see ResourceTable). One state at a time (ListBody). */
export function DataTable({
  tableId,
  columns,
  rows,
  loading,
  sort,
  onSortChange,
  onRowClick,
  emptyText,
  failure,
}: DataTableProps) {
  const paths = useMemo(() => columns.map((c) => c.path), [columns]);
  const defaults = useMemo(() => columns.map((c) => c.width), [columns]);
  const { columnWidths, sized, onColumnWidthChanged } = useColumnWidths(tableId, paths, defaults);
  const room = useRoom();
  // Blueprint's Table draws new `columnWidths` from a grid it only invalidates after that render,
  // so a width change alone showed the old widths until something else redrew it: redraw once.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const scrolls = HEADER_HEIGHT + rows.length * ROW_HEIGHT > room.height + 1;
  const widths = useMemo(
    () =>
      fillWidths(
        columnWidths,
        sized.map((s, i) => s || columns[i]?.grow === false),
        room.width - 2 - (scrolls ? scrollbarWidth() : 0),
      ),
    [columnWidths, sized, columns, room.width, scrolls],
  );
  const widthsKey = widths.join(',');
  useEffect(redraw, [widthsKey]);
  const clickable = Boolean(onRowClick) || columns.some((c) => c.onClick);
  const current = sort[0];

  const toggleSort = useCallback(
    (path: string) => {
      const direction = current?.field === path && current.direction === 'asc' ? 'desc' : 'asc';
      onSortChange([{ field: path, direction }]);
    },
    [current, onSortChange],
  );

  const onSelection = useCallback(
    (regions: Region[]) => {
      const region = regions.at(-1);
      const row = region?.rows?.[0];
      const record = row === undefined ? undefined : rows[row];
      if (!record) return;
      const column = region?.cols ? columns[region.cols[0]] : undefined;
      if (column?.onClick) column.onClick(record);
      else onRowClick?.(record);
    },
    [rows, columns, onRowClick],
  );

  const phase = listPhase({ error: failure, loading, count: rows.length });
  if (failure && phase === 'failed')
    return <ListFailure error={failure.message} onRetry={failure.retry} retrying={loading} />;
  if (phase === 'empty') return <ListEmpty description={emptyText ?? 'Nothing matches these filters.'} />;

  return (
    // Short lists get a short table; long ones scroll inside (virtualised) up to the CSS maximum.
    <div
      ref={room.ref}
      className="resource-table"
      aria-label="Records"
      aria-busy={loading}
      role="region"
      style={{ height: HEADER_HEIGHT + Math.max(rows.length, 4) * ROW_HEIGHT }}
    >
      <Table
        numRows={rows.length || 10}
        columnWidths={widths}
        onColumnWidthChanged={onColumnWidthChanged}
        enableRowHeader={false}
        enableColumnResizing
        enableMultipleSelection={false}
        selectionModes={clickable ? SelectionModes.ROWS_AND_CELLS : SelectionModes.NONE}
        onSelection={onSelection}
        // Only the visible rows are drawn (virtualised), so drawing them at once is cheap; batches
        // showed a new page's first rows beside the old page's last ones for a few frames.
        renderMode={RenderMode.NONE}
        loadingOptions={loading && rows.length === 0 ? [TableLoadingOption.CELLS] : []}
        // Columns too: a renderer that reads a late look-up (a rule's value, a definition's label)
        // must redraw the cells Blueprint drew before the look-up answered.
        cellRendererDependencies={[rows, columns]}
        defaultRowHeight={ROW_HEIGHT}
      >
        {columns.map((column) => (
          <Column
            key={column.path}
            id={column.path}
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell
                name={column.label ?? labelOf(column.path)}
                nameRenderer={
                  column.sortable === false
                    ? undefined
                    : (name) => (
                        <Button
                          size="small"
                          variant="minimal"
                          fill
                          alignText="start"
                          className="resource-sort"
                          aria-label={`Sort by ${name}`}
                          endIcon={
                            current?.field === column.path
                              ? current.direction === 'asc'
                                ? 'sort-asc'
                                : 'sort-desc'
                              : undefined
                          }
                          text={name}
                          onClick={() => toggleSort(column.path)}
                        />
                      )
                }
              />
            )}
            cellRenderer={(rowIndex) => {
              const record = rows[rowIndex];
              const content = record ? (column.render ? column.render(record) : cellValue(record, column.path)) : '';
              const text = typeof content === 'string';
              // Elements (tags, buttons) are centred in the row; text keeps the cell's ellipsis.
              return (
                <Cell
                  cellRef={text ? undefined : controlCell}
                  interactive={clickable}
                  tooltip={text ? content : undefined}
                  className={text ? undefined : 'resource-cell-element'}
                >
                  {content}
                </Cell>
              );
            }}
          />
        ))}
      </Table>
    </div>
  );
}
