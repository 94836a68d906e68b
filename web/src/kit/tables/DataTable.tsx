/**
 * A Blueprint Table over one page of records: virtualised cells, sortable headers, resizable
 * columns (widths remembered), hidden columns and a column chooser, a checkbox column for row
 * selection, one tab stop with arrow keys inside (useGridKeys), loading skeletons, an empty state,
 * row click. Or over a whole list (`wholeSet`, useWholeSet): as many rows as the list has, those
 * not yet fetched drawn as skeletons until their block arrives.
 */
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Checkbox, Classes } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  Regions,
  RenderMode,
  SelectionModes,
  Table as BlueprintTable,
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
import { ColumnChooser } from './ColumnChooser.js';
import type { ViewLayout } from './tableView.js';
import { useGridKeys, type GridCell } from './useGridKeys.js';
import type { RowSelection } from './useRowSelection.js';
import type { WholeSet } from './useWholeSet.js';

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
  /** What the header shows instead of its label (e.g. a checkbox); such a header does not sort. */
  header?: ReactNode;
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
  /** Row selection: a checkbox column first, its header selecting the page; Space toggles the active row. */
  selection?: RowSelection;
  /**
   * Hidden columns and the widths of the view (e.g. kept in the URL by the caller, who then shows the
   * ColumnChooser). Without it the table keeps hidden columns for the visit and shows its own chooser.
   */
  layout?: ViewLayout;
  onLayoutChange?: (layout: ViewLayout) => void;
  /** The whole list scrolls (rows fetched in blocks as they come into view); `rows` is then unused. */
  wholeSet?: WholeSet;
}

/** Columns whose path starts with this are the table's own (details, selection): always shown, not chosen. */
const OWN_COLUMN = '__';
/** The columns a user may hide. */
export const choosableColumns = (columns: readonly ColumnDef[]) =>
  columns.filter((c) => !c.path.startsWith(OWN_COLUMN));

/**
 * Blueprint's Table, its scroll position updated as a transition. On every scroll the table's
 * body cells force a second, synchronous render from their componentDidUpdate; while a scroll
 * kept the next position waiting behind each render (a fast wheel, a slow machine), every commit
 * left work behind it and React took the chain for an endless loop: after ~25 frames it threw
 * (error #185, "maximum update depth") and the table froze where it was. A transition is not
 * counted (and may be interrupted by the next position), so scrolling goes on however fast.
 */
class Table extends BlueprintTable {
  constructor(props: ConstructorParameters<typeof BlueprintTable>[0]) {
    super(props);
    const own = this as unknown as { handleBodyScroll: (event: Event) => void };
    const scrolled = own.handleBodyScroll;
    own.handleBodyScroll = (event) => startTransition(() => scrolled(event));
  }
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
  columns: allColumns,
  rows,
  loading,
  sort,
  onSortChange,
  onRowClick,
  emptyText,
  failure,
  selection,
  layout: givenLayout,
  onLayoutChange,
  wholeSet,
}: DataTableProps) {
  const count = wholeSet ? wholeSet.count : rows.length;
  const rowAt = useCallback((index: number) => (wholeSet ? wholeSet.rowAt(index) : rows[index]), [wholeSet, rows]);
  // What "select all" covers: the page, or the rows of a whole list fetched so far.
  const wholeVersion = wholeSet?.version;
  const selectable = useMemo(() => (wholeSet ? wholeSet.loaded() : rows), [wholeSet, wholeVersion, rows]);
  const [ownLayout, setOwnLayout] = useState<ViewLayout>({ hidden: [], widths: {} });
  const layout = givenLayout ?? ownLayout;
  const setLayout = onLayoutChange ?? setOwnLayout;
  const latestLayout = useRef(layout);
  latestLayout.current = layout;
  const columns = useMemo(() => {
    const hidden = new Set(layout.hidden);
    const shown = allColumns.filter((c) => !hidden.has(c.path));
    return selection ? [selectColumn(selection, selectable, Boolean(wholeSet)), ...shown] : shown;
  }, [allColumns, layout.hidden, selection, selectable, wholeSet]);
  const paths = useMemo(() => columns.map((c) => c.path), [columns]);
  const defaults = useMemo(() => columns.map((c) => c.width), [columns]);
  const onSized = useCallback(
    (column: string, size: number) =>
      setLayout({ ...latestLayout.current, widths: { ...latestLayout.current.widths, [column]: size } }),
    [setLayout],
  );
  const { columnWidths, sized, onColumnWidthChanged, forget } = useColumnWidths(
    tableId,
    paths,
    defaults,
    160,
    layout.widths,
    onSized,
  );
  const changeLayout = useCallback(
    (next: ViewLayout) => {
      // "Default widths" forgets the remembered widths too.
      if (Object.keys(next.widths).length === 0) forget();
      setLayout(next);
    },
    [forget, setLayout],
  );
  const room = useRoom();
  // Blueprint's Table draws new `columnWidths` from a grid it only invalidates after that render,
  // so a width change alone showed the old widths until something else redrew it: redraw once.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const scrolls = HEADER_HEIGHT + count * ROW_HEIGHT > room.height + 1;
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
      const record = row === undefined ? undefined : rowAt(row);
      if (!record) return;
      const column = region?.cols ? columns[region.cols[0]] : undefined;
      if (column?.onClick) column.onClick(record);
      else onRowClick?.(record);
    },
    [rowAt, columns, onRowClick],
  );

  const tableRef = useRef<BlueprintTable>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const setContainer = useCallback(
    (element: HTMLDivElement | null) => {
      container.current = element;
      room.ref(element);
    },
    [room.ref],
  );
  const grid = useGridKeys({
    container,
    rows: count,
    cols: columns.length,
    scrollTo: useCallback((cell: GridCell) => tableRef.current?.scrollToRegion(Regions.cell(cell.row, cell.col)), []),
    onOpen: useCallback(
      ({ row, col }: GridCell) => {
        const record = rowAt(row);
        if (!record) return;
        const column = columns[col];
        if (column?.onClick) column.onClick(record);
        else if (onRowClick) onRowClick(record);
        // A list without a row action: Enter follows the cell's own link or button, if it has one.
        else {
          const ns = Classes.getClassNamespace();
          container.current
            ?.querySelector<HTMLElement>(
              `.${ns}-table-quadrant-main .${ns}-table-cell-row-${row}.${ns}-table-cell-col-${col} ` +
                ':is(a[href], button)',
            )
            ?.click();
        }
      },
      [rowAt, columns, onRowClick],
    ),
    onHeader: useCallback(
      (col: number) => {
        const column = columns[col];
        if (column && column.sortable !== false && !column.path.startsWith(OWN_COLUMN)) toggleSort(column.path);
      },
      [columns, toggleSort],
    ),
    onToggle: useCallback(
      (row: number) => {
        const record = rowAt(row);
        if (record && selection) selection.toggle(record);
      },
      [rowAt, selection],
    ),
  });

  const phase = listPhase({ error: failure, loading, count });
  if (failure && phase === 'failed')
    return <ListFailure error={failure.message} onRetry={failure.retry} retrying={loading} />;
  if (phase === 'empty') return <ListEmpty description={emptyText ?? 'Nothing matches these filters.'} />;

  const table = (
    // Short lists get a short table; long ones scroll inside (virtualised) up to the CSS maximum.
    // The region is one tab stop: keys move inside it (useGridKeys).
    <div
      ref={setContainer}
      className="resource-table"
      aria-label="Records"
      aria-roledescription="grid"
      aria-description="Arrow keys move between cells, Enter opens a row, Space selects it"
      aria-busy={loading}
      role="region"
      style={{ height: HEADER_HEIGHT + Math.max(Math.min(count, 1000), 4) * ROW_HEIGHT }}
      onKeyDown={grid.onKeyDown}
      onFocus={grid.onFocus}
    >
      <Table
        ref={tableRef}
        numRows={count || 10}
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
        loadingOptions={loading && count === 0 ? [TableLoadingOption.CELLS] : []}
        onVisibleCellsChange={
          wholeSet ? (visible) => wholeSet.onVisible(visible.rowIndexStart, visible.rowIndexEnd) : undefined
        }
        // Columns too: a renderer that reads a late look-up (a rule's value, a definition's label)
        // must redraw the cells Blueprint drew before the look-up answered.
        cellRendererDependencies={[rows, columns, grid.active, wholeVersion]}
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
                  column.header
                    ? () => <>{column.header}</>
                    : column.sortable === false
                      ? undefined
                      : (name) => (
                          <Button
                            size="small"
                            variant="minimal"
                            fill
                            alignText="start"
                            className="resource-sort"
                            aria-label={`Sort by ${name}`}
                            tabIndex={-1}
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
            cellRenderer={(rowIndex, columnIndex) => {
              const record = rowAt(rowIndex);
              // A row of a whole list whose block is on its way.
              if (!record && wholeSet) return <Cell className="resource-cell-pending" />;
              const content = record ? (column.render ? column.render(record) : cellValue(record, column.path)) : '';
              const text = typeof content === 'string';
              // Elements (tags, buttons) are centred in the row; text keeps the cell's ellipsis.
              return (
                <Cell
                  cellRef={text ? undefined : controlCell}
                  interactive={clickable}
                  tabIndex={grid.active.row === rowIndex && grid.active.col === columnIndex ? 0 : -1}
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
  if (givenLayout) return table;
  return (
    <>
      <div className="resource-table-bar">
        <ColumnChooser columns={choosableColumns(allColumns)} layout={layout} onChange={changeLayout} />
      </div>
      {table}
    </>
  );
}

/**
 * The checkbox column of a selection: the header's box selects or clears the page (of a whole
 * list: the rows fetched so far).
 */
function selectColumn(selection: RowSelection, rows: readonly ResourceRecord[], whole: boolean): ColumnDef {
  const picked = rows.filter(selection.isSelected).length;
  const all = rows.length > 0 && picked === rows.length;
  return {
    path: `${OWN_COLUMN}select`,
    label: 'Select',
    sortable: false,
    width: 34,
    grow: false,
    onClick: selection.toggle,
    header: (
      <Checkbox
        className="resource-select"
        aria-label={whole ? 'Select all loaded rows' : 'Select all rows on this page'}
        checked={all}
        indeterminate={picked > 0 && !all}
        tabIndex={-1}
        onChange={() => selection.setMany(rows, !all)}
      />
    ),
    render: (record) => (
      <Checkbox
        className="resource-select"
        aria-label={
          whole ? `Select record ${String(record.id ?? record.uuid)}` : `Select row ${rows.indexOf(record) + 1}`
        }
        checked={selection.isSelected(record)}
        tabIndex={-1}
        onChange={() => selection.toggle(record)}
      />
    ),
  };
}
