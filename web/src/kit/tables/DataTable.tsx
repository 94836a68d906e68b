/**
 * The list table: a grid that draws only the rows in view (windowed, @tanstack/react-virtual) under
 * a header that stays in place; sortable headers, resizable columns (widths remembered), hidden
 * columns and a column chooser, a checkbox column for row selection, one tab stop with arrow keys
 * inside (useGridKeys), loading skeletons, an empty state, row click. Over one page of records, or
 * over a whole list (`wholeSet`, useWholeSet): as many rows as the list has, those not yet fetched
 * drawn as skeletons until their block arrives.
 *
 * Issue 17: Blueprint's Table redrew every cell in view on each scroll position through two
 * synchronous renders (p95 frame 850 ms scrolling 100,000 SKUs under a 4× CPU throttle, 17× a plain
 * windowed list) and was a quarter of the list's first-view code. Here a row is one element moved
 * into place, rows already drawn are not drawn again (memo), and the grid is ARIA's own (grid, row,
 * columnheader, gridcell, aria-rowcount, aria-rowindex, aria-sort) rather than divs in quadrants.
 * Rows that come into view while the list scrolls are drawn as plain text, one element a cell (no
 * tags, buttons or checkboxes: their styles and layout were most of a frame), and whole once the
 * scroll stops (~150 ms later): p95 frame 283 → 117 ms, 1.2× the plain windowed list.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { Button, Checkbox } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { displayValue, getPath, labelOf } from './fields.js';
import { fillWidths, useColumnWidths } from './useColumnWidths.js';
import { ListEmpty, ListFailure, listPhase, type ListFailureInfo } from './ListBody.js';
import { isLongId } from '../values/readValue.js';
import { ValueView } from '../values/ValueView.js';
import type { ResourceRecord, SortKey } from './listTypes.js';
import { ColumnChooser } from './ColumnChooser.js';
import type { ViewLayout } from './tableView.js';
import { cellAddress, cellOf, useGridKeys, type GridCell } from './useGridKeys.js';
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

/** Header and row heights, in pixels. */
const HEADER_HEIGHT = 34;
const ROW_HEIGHT = 26;
/** Rows drawn beyond each edge of the view, so that a wheel's next frame finds them drawn. */
const OVERSCAN = 8;
/** Skeleton rows while a list loads with none yet. */
const LOADING_ROWS = 10;
/** The narrowest a column may be dragged. */
const MIN_WIDTH = 40;

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

/** An element's content box (ResizeObserver's contentRect), read now. */
function contentSize(element: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(element);
  const px = (value: string) => Number.parseFloat(value) || 0;
  return {
    width: Math.floor(element.clientWidth - px(style.paddingLeft) - px(style.paddingRight)),
    height: Math.floor(element.clientHeight - px(style.paddingTop) - px(style.paddingBottom)),
  };
}

/**
 * The inner size of an element, followed as it resizes (0 without ResizeObserver). A callback
 * ref, because the element comes and goes with the empty state. The size is read when the element
 * is attached, so the first frame drawn already fills the room: the observer's first report comes
 * before that frame too, but the render it asks for came after it, and the columns were seen
 * widening from their default widths (Lighthouse's layout shift on /admin/companies).
 */
function useRoom() {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const same = (next: { width: number; height: number }) =>
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    same(contentSize(element));
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) same({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, ...size };
}

/** What a click in a cell may land on that is a control of its own, not a pick of the row. */
const CONTROLS = 'a[href], button, input, select, textarea, label, [role="button"], [role="link"], [role="menuitem"]';

/** Whether a click landed on a control of a cell's own (a link, a button), not a pick of the row. */
const onControl = (event: ReactMouseEvent<HTMLElement>) => {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  return Boolean(control && event.currentTarget.contains(control));
};

/** A cell's value: text as text (with the cell's ellipsis), booleans, ids, lists and objects through ValueView. */
function cellValue(record: ResourceRecord, path: string): ReactNode {
  const value = getPath(record, path);
  if (typeof value === 'string' && !isLongId(value)) return displayValue(value);
  if (typeof value === 'number' || value === null || value === undefined) return displayValue(value);
  return <ValueView value={value} field={path} />;
}

/**
 * A cell's value as plain text, for a row drawn while the list scrolls (see Row): no tags, buttons
 * or checkboxes, one element a cell. A column drawn by its own renderer stays empty until then.
 */
function lightText(record: ResourceRecord, column: ColumnDef): string {
  if (column.render) return '';
  const value = getPath(record, column.path);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && isLongId(value)) return `${value.slice(0, 8)}…`;
  return displayValue(value);
}

/**
 * Row props compared one by one, `light` aside: a row drawn whole is not drawn again as plain text
 * when a scroll starts, only a row drawn as plain text is drawn whole when it stops.
 */
export const sameRow = (before: RowProps, after: RowProps) =>
  !(before.light && !after.light) &&
  (Object.keys(after) as Array<keyof RowProps>).every((key) => key === 'light' || before[key] === after[key]);

export interface RowProps {
  index: number;
  top: number;
  record: ResourceRecord | undefined;
  columns: readonly ColumnDef[];
  widths: readonly number[];
  /** The active cell's column when it is in this row, else -1. */
  activeCol: number;
  clickable: boolean;
  /** Drawn while the list scrolls: plain text, drawn whole once the scroll stops. */
  light: boolean;
}

/** One drawn row: its cells, or skeletons while its record is on its way. Drawn again only when its props change. */
const Row = memo(function Row({ index, top, record, columns, widths, activeCol, clickable, light }: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`data-grid-row${clickable && record ? ' data-grid-row-clickable' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => {
        const style: CSSProperties = { width: widths[col] };
        const address = cellAddress({ row: index, col });
        if (!record)
          return (
            <div
              key={column.path}
              role="gridcell"
              className="data-grid-cell resource-cell-pending"
              style={style}
              {...address}
            />
          );
        const content = light
          ? lightText(record, column)
          : column.render
            ? column.render(record)
            : cellValue(record, column.path);
        const text = typeof content === 'string';
        // Elements (tags, buttons) are centred in the row; text keeps the cell's ellipsis and shows whole as a title.
        return (
          <div
            key={column.path}
            role="gridcell"
            className={`data-grid-cell${text ? '' : ' resource-cell-element'}`}
            style={style}
            title={text ? content : undefined}
            tabIndex={activeCol === col ? 0 : -1}
            {...address}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}, sameRow);

/** The right edge of a header: dragged, it sizes its column (the size is kept when the drag ends). */
function ResizeHandle({
  width,
  onDrag,
  onDone,
}: {
  width: number;
  onDrag: (width: number) => void;
  onDone: (width: number) => void;
}) {
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const startX = event.clientX;
    let last = width;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: PointerEvent) => {
      last = Math.max(MIN_WIDTH, Math.round(width + moved.clientX - startX));
      onDrag(last);
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      onDone(last);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };
  return (
    <div className="data-grid-resize" aria-hidden onPointerDown={onPointerDown} onClick={(e) => e.stopPropagation()} />
  );
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
  // Whether the table is over a whole list; the object itself is new whenever a block arrives.
  const whole = Boolean(wholeSet);
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
    return selection ? [selectColumn(selection, whole ? null : rows), ...shown] : shown;
  }, [allColumns, layout.hidden, selection, whole, rows]);
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
  const scrolls = HEADER_HEIGHT + count * ROW_HEIGHT > room.height + 1;
  // A column being dragged shows its width as it goes; the size is kept when the drag ends.
  const [dragging, setDragging] = useState<{ col: number; width: number } | null>(null);
  const filled = fillWidths(
    columnWidths,
    sized.map((s, i) => s || columns[i]?.grow === false),
    room.width - 2 - (scrolls ? scrollbarWidth() : 0),
  );
  if (dragging) filled[dragging.col] = dragging.width;
  // The same widths keep the same array, so that the rows drawn are not drawn again on each scroll.
  const widthsKey = filled.join(',');
  const widths = useMemo(() => filled, [widthsKey]);
  const totalWidth = widths.reduce((sum, w) => sum + w, 0);
  const clickable = Boolean(onRowClick) || columns.some((c) => c.onClick);
  const current = sort[0];

  const toggleSort = useCallback(
    (path: string) => {
      const direction = current?.field === path && current.direction === 'asc' ? 'desc' : 'asc';
      onSortChange([{ field: path, direction }]);
    },
    [current, onSortChange],
  );

  /** A pick of a row by its cell: the column's own action, else the table's. */
  const open = useCallback(
    (row: number, col: number) => {
      const record = rowAt(row);
      if (!record) return false;
      const column = columns[col];
      if (column?.onClick) column.onClick(record);
      else if (onRowClick) onRowClick(record);
      else return false;
      return true;
    },
    [rowAt, columns, onRowClick],
  );
  // One click handler for the body, reading the cell from its address: rows keep no handlers of their own.
  const onBodyClick = (event: ReactMouseEvent<HTMLElement>) => {
    const cell = event.target instanceof Element ? cellOf(event.target) : null;
    if (cell && cell.row >= 0 && !onControl(event)) open(cell.row, cell.col);
  };

  const scroller = useRef<HTMLDivElement | null>(null);
  const drawn = loading && count === 0 ? LOADING_ROWS : count;
  const virtualizer = useVirtualizer({
    count: drawn,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The header sits above the rows inside the same scrolling box.
    scrollMargin: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const firstDrawn = items[0]?.index;
  const lastDrawn = items.at(-1)?.index;
  useEffect(() => {
    if (wholeSet && firstDrawn !== undefined && lastDrawn !== undefined) wholeSet.onVisible(firstDrawn, lastDrawn);
  }, [wholeSet, firstDrawn, lastDrawn]);

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
    scrollTo: useCallback((cell: GridCell) => virtualizer.scrollToIndex(cell.row, { align: 'auto' }), [virtualizer]),
    onOpen: useCallback(
      ({ row, col }: GridCell) => {
        if (open(row, col)) return;
        // A list without a row action: Enter follows the cell's own link or button, if it has one.
        container.current
          ?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"] :is(a[href], button)`)
          ?.click();
      },
      [open],
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

  const headerCell = (column: ColumnDef, col: number) => {
    const name = column.label ?? labelOf(column.path);
    const sorted = current?.field === column.path ? current.direction : undefined;
    return (
      <div
        key={column.path}
        role="columnheader"
        className="data-grid-header"
        style={{ width: widths[col] }}
        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
        {...cellAddress({ row: -1, col })}
      >
        {column.path === SELECT_COLUMN && selection ? (
          <SelectAll selection={selection} rows={selectable} whole={whole} />
        ) : column.header ? (
          column.header
        ) : column.sortable === false ? (
          <span className="data-grid-header-name">{name}</span>
        ) : (
          <Button
            size="small"
            variant="minimal"
            fill
            alignText="start"
            className="resource-sort"
            aria-label={`Sort by ${name}`}
            tabIndex={-1}
            endIcon={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : undefined}
            text={name}
            onClick={() => toggleSort(column.path)}
          />
        )}
        {!column.path.startsWith(OWN_COLUMN) ? (
          <ResizeHandle
            width={widths[col] ?? 160}
            onDrag={(width) => setDragging({ col, width })}
            onDone={(width) => {
              setDragging(null);
              onColumnWidthChanged(col, width);
            }}
          />
        ) : null}
      </div>
    );
  };

  const table = (
    // Short lists get a short table; long ones scroll inside (windowed) up to the CSS maximum.
    // The region is one tab stop: keys move inside it (useGridKeys).
    <div
      ref={setContainer}
      className="resource-table"
      aria-label="Records"
      aria-description="Arrow keys move between cells, Enter opens a row, Space selects it"
      aria-busy={loading}
      role="region"
      style={{ height: HEADER_HEIGHT + Math.max(Math.min(drawn, 1000), 4) * ROW_HEIGHT + 2 }}
      onKeyDown={grid.onKeyDown}
      onFocus={grid.onFocus}
    >
      <div
        ref={scroller}
        className="data-grid"
        role="grid"
        aria-rowcount={count + 1}
        aria-colcount={columns.length}
        tabIndex={-1}
      >
        <div role="row" aria-rowindex={1} className="data-grid-head" style={{ width: totalWidth }}>
          {columns.map(headerCell)}
        </div>
        <div
          role="rowgroup"
          className="data-grid-body"
          style={{ height: drawn * ROW_HEIGHT, width: totalWidth }}
          onClick={onBodyClick}
        >
          {items.map((item) => (
            <Row
              key={item.index}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              record={rowAt(item.index)}
              columns={columns}
              widths={widths}
              activeCol={grid.active.row === item.index ? grid.active.col : -1}
              clickable={clickable}
              light={virtualizer.isScrolling}
            />
          ))}
        </div>
      </div>
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

/** The path of the checkbox column of a selection. */
const SELECT_COLUMN = `${OWN_COLUMN}select`;

/**
 * The header's box of a selection: selects or clears the page (of a whole list: the rows fetched
 * so far). Drawn with the header, apart from the column's cells: the rows fetched change with
 * every block of a whole list, and the rows drawn need not be drawn again for that.
 */
function SelectAll({
  selection,
  rows,
  whole,
}: {
  selection: RowSelection;
  rows: readonly ResourceRecord[];
  whole: boolean;
}) {
  const picked = rows.filter(selection.isSelected).length;
  const all = rows.length > 0 && picked === rows.length;
  return (
    <Checkbox
      className="resource-select"
      aria-label={whole ? 'Select all loaded rows' : 'Select all rows on this page'}
      checked={all}
      indeterminate={picked > 0 && !all}
      tabIndex={-1}
      onChange={() => selection.setMany(rows, !all)}
    />
  );
}

/** The checkbox column of a selection; `page`: the rows of the page, or null over a whole list. */
function selectColumn(selection: RowSelection, page: readonly ResourceRecord[] | null): ColumnDef {
  return {
    path: SELECT_COLUMN,
    label: 'Select',
    sortable: false,
    width: 34,
    grow: false,
    onClick: selection.toggle,
    render: (record) => (
      <Checkbox
        className="resource-select"
        aria-label={
          page ? `Select row ${page.indexOf(record) + 1}` : `Select record ${String(record.id ?? record.uuid)}`
        }
        checked={selection.isSelected(record)}
        tabIndex={-1}
        onChange={() => selection.toggle(record)}
      />
    ),
  };
}
