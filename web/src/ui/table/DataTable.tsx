/**
 * A Blueprint Table over one page of records: virtualised cells, sortable headers, resizable
 * columns (widths remembered), loading skeletons, an empty state, row click.
 */
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table, TableLoadingOption } from '@blueprintjs/table';
import type { Region } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { displayValue, getPath, labelOf } from './fields.js';
import { useColumnWidths } from './useColumnWidths.js';
import type { ResourceRecord, SortKey } from '../../modules/resources/graphql/operations.js';

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
}

/** The table view; data and paging come from the caller (see ResourceTable). */
export function DataTable({ tableId, columns, rows, loading, sort, onSortChange, onRowClick, emptyText }: DataTableProps) {
  const paths = useMemo(() => columns.map((c) => c.path), [columns]);
  const defaults = useMemo(() => columns.map((c) => c.width), [columns]);
  const { columnWidths, onColumnWidthChanged } = useColumnWidths(tableId, paths, defaults);
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

  if (!loading && rows.length === 0) {
    return <NonIdealState icon="search" title="No records" description={emptyText ?? 'Nothing matches these filters.'} />;
  }

  return (
    // Short lists get a short table; long ones scroll inside (virtualised) up to the CSS maximum.
    <div className="resource-table" aria-label="Records" aria-busy={loading} role="region" style={{ height: 34 + Math.max(rows.length, 4) * 26 }}>
      <Table
        numRows={rows.length || 10}
        columnWidths={columnWidths}
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
        defaultRowHeight={26}
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
                          endIcon={current?.field === column.path ? (current.direction === 'asc' ? 'sort-asc' : 'sort-desc') : undefined}
                          text={name}
                          onClick={() => toggleSort(column.path)}
                        />
                      )
                }
              />
            )}
            cellRenderer={(rowIndex) => {
              const record = rows[rowIndex];
              const content = record ? (column.render ? column.render(record) : displayValue(getPath(record, column.path))) : '';
              const text = typeof content === 'string';
              // Elements (tags, buttons) are centred in the row; text keeps the cell's ellipsis.
              return <Cell interactive={clickable} tooltip={text ? content : undefined} className={text ? undefined : 'resource-cell-element'}>{content}</Cell>;
            }}
          />
        ))}
      </Table>
    </div>
  );
}
