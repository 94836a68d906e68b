/**
 * A generic resource's list: server paging and sorting through `list(resource, filter,
 * navigation)`, filters in the URL, filter bar from the record's fields (generated/recordFields.ts:
 * a list's first view loads neither zod nor the models), remembered column widths,
 * CSV export of the filtered list, row click, and each record's details and history in a
 * drawer (its own column, and the row click when the list has no other). Its rows and loading
 * flag come from the list's data area (§4); a failed load is a toast (§8) and the list's one state,
 * with a Retry (kit/tables/ListBody).
 *
 * Views: filters, sort, hidden columns and widths are all in the URL (kit/tables/tableView.ts), so a
 * link shares the view; named views are saved per user in this browser (SavedViewsMenu). Selection:
 * a checkbox column, then the selected rows can be exported, opened in the bulk wizard (ops and up,
 * DESIGN §4) or deleted through a preview (admin and up; DeleteSelected).
 *
 * `scrollWhole`: no pages; the table is as long as the list and fetches the rows coming into view
 * in blocks (kit/tables/useWholeSet), for lists too long to page through (a company's 100,000 SKUs).
 */
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useLocation, useSearchParams } from 'wouter';
import { useApolloClient } from '@apollo/client/react';
import { can, resourceEntry } from '@console/schema';
import { bulkOfResource, handoffCsv, handOffToBulk } from '../../bulk/index.js';
import { useSession } from '../../session/index.js';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { ColumnChooser } from '../../../kit/tables/ColumnChooser.js';
import { SavedViewsMenu } from '../../../kit/tables/SavedViewsMenu.js';
import { SelectionBar } from '../../../kit/tables/SelectionBar.js';
import { useRowSelection } from '../../../kit/tables/useRowSelection.js';
import { useViewUrl } from '../../../kit/tables/useViewUrl.js';
import { showSuccess } from '../../../kit/ui/toaster.js';
import { loadChunk, tellChunkFailure } from '../../../kit/ui/chunks.js';
import { asResourceName } from '../../../kit/graphql/names.js';
import { LIST } from '../graphql/operations.js';
import { DeleteSelected, RecordDrawer } from '../lazyComponents.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { choosableColumns, DataTable, toColumnDef } from '../../../kit/tables/DataTable.js';
import type { ColumnDef, ColumnSpec } from '../../../kit/tables/DataTable.js';
import { FilterBar } from '../../../kit/tables/FilterBar.js';
import { TableFooter } from '../../../kit/tables/TableFooter.js';
import type { FieldShape } from '../../../kit/tables/fields.js';
import { RECORD_FIELDS } from '../../../kit/tables/generated/recordFields.js';
import { toFilter } from '../../../kit/tables/listUrlState.js';
import { useCsvExport } from '../../../kit/tables/useCsvExport.js';
import { useListUrlState } from '../../../kit/tables/useListUrlState.js';
import { useResourceList } from '../../../kit/tables/useResourceList.js';
import { BLOCK_ROWS, useWholeSet } from '../../../kit/tables/useWholeSet.js';
import { useToastOnFailure } from '../../../kit/tables/useDataArea.js';
import '../../../kit/tables/table.css';

export interface ResourceTableProps {
  /** A name of `RESOURCES` (the GraphQL `ResourceName`). */
  resource: string;
  /** Key of the remembered column widths (default: the resource name). */
  tableId?: string;
  /** Columns (dotted paths or definitions); default `RESOURCES[].columns`. */
  columns?: readonly ColumnSpec[];
  /** Fields offered as filters; default the columns the model types as text, number, boolean or enum. */
  filterFields?: readonly string[];
  /** Conditions always sent (e.g. `{'company.digit_code': '1001'}`), not shown as filters. */
  fixedFilter?: Record<string, unknown>;
  /** Separates the URL state of two lists on one page. */
  urlPrefix?: string;
  onRowClick?: (record: ResourceRecord) => void;
  /** File name of the CSV export (default `<resource>.csv`); `false` hides the export. */
  csvFileName?: string | false;
  /** Extra controls at the right of the filter bar (e.g. a "New" button). */
  actions?: ReactNode;
  emptyText?: string;
  /** The details-and-history drawer of each record (default: on, unless the resource is read-only). */
  details?: boolean;
  /** Do not load yet (what the list's filter needs is still loading): the list shows its loading state. */
  skip?: boolean;
  /** Row selection and its actions (default on). */
  selectable?: boolean;
  /** The table scrolls the whole list (rows fetched in blocks as they come into view) instead of paging. */
  scrollWhole?: boolean;
}

const FILTERABLE = new Set(['text', 'number', 'boolean', 'enum']);
/** Record times are not offered as "contains" filters: a part of a time stamp finds nothing useful. */
const NOT_FILTERED_BY_DEFAULT = new Set(['id', 'created_at', 'updated_at']);

/** The list kit's main component. */
export function ResourceTable(props: ResourceTableProps) {
  const {
    resource,
    tableId = props.resource,
    fixedFilter,
    urlPrefix = '',
    onRowClick,
    actions,
    emptyText,
    skip,
  } = props;
  const def = resourceEntry(resource);
  const details = Boolean(def && (props.details ?? !def.readOnly));
  const recordFields = RECORD_FIELDS[resource];
  const columns = useMemo(() => (props.columns ?? def?.columns ?? ['id']).map(toColumnDef), [props.columns, def]);
  const fields = useMemo<FieldShape[]>(() => {
    if (!recordFields) return [];
    const paths =
      props.filterFields ?? columns.filter((c) => !c.render && !NOT_FILTERED_BY_DEFAULT.has(c.path)).map((c) => c.path);
    return paths
      .map((p) => recordFields.find((f) => f.path === p))
      .filter((f): f is FieldShape => Boolean(f && FILTERABLE.has(f.kind) && !(fixedFilter && f.path in fixedFilter)));
  }, [recordFields, props.filterFields, columns, fixedFilter]);

  const state = useListUrlState(urlPrefix);
  const filter = useMemo(() => toFilter(state.filters, fields, fixedFilter), [state.filters, fields, fixedFilter]);
  const whole = Boolean(props.scrollWhole);
  const list = useResourceList({
    resource,
    filter,
    // A whole list's first block is its first page.
    page: whole ? 1 : state.page,
    pageSize: whole ? BLOCK_ROWS : state.pageSize,
    sort: state.sort,
    area: `${tableId}:${urlPrefix}`,
    fixedFilter,
    skip,
  });
  // §8: a failed call shows its message as a toast; the list shows it with a Retry until the next load.
  useToastOnFailure(list.failure);
  const failure = list.error === null ? null : { message: list.error, retry: list.refetch };

  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      const { data } = await client.query({
        query: LIST,
        variables: {
          resource: asResourceName(resource),
          filter,
          navigation: { page, page_size: pageSize, ...(state.sort.length ? { sort: state.sort } : {}) },
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no data');
      // `rows` are JSON objects in the SDL: records of the resource.
      return { rows: data.list.rows as ResourceRecord[], navigation: data.list.navigation };
    },
    [client, resource, filter, state.sort],
  );
  // A whole list starts over from its first block when the filter or sort changes, or it is reloaded.
  const [generation, reloaded] = useReducer((n: number) => n + 1, 0);
  const wholeSet = useWholeSet({
    key: JSON.stringify([filter, state.sort, generation]),
    first: whole && !list.loading && list.navigation ? list.rows : null,
    total: list.navigation?.total_items ?? 0,
    fetchBlock: useCallback(async (block: number) => (await fetchPage(block + 1, BLOCK_ROWS)).rows, [fetchPage]),
  });
  const view = useViewUrl(urlPrefix);
  const csvColumns = useMemo(() => {
    const hidden = new Set(view.layout.hidden);
    return columns.filter((c) => !hidden.has(c.path)).map((c) => c.path);
  }, [columns, view.layout.hidden]);
  const selection = useRowSelection();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const bulk = bulkOfResource(resource);
  const mayBulk = Boolean(user && bulk && can(user.scope, 'bulk'));
  const mayDelete = Boolean(user && def && !def.readOnly && can(user.scope, 'write'));
  const selectedRecords = [...selection.selected.values()];
  const closeDelete = useCallback(() => setDeleting(false), []);
  const { setMany } = selection;
  const refetchOnly = list.refetch;
  const refetchList = useCallback(() => {
    reloaded();
    return refetchOnly();
  }, [refetchOnly]);
  const afterDelete = useCallback(
    (gone: ResourceRecord[]) => {
      setMany(gone, false);
      void refetchList();
    },
    [setMany, refetchList],
  );
  const label = (def?.label ?? resource).toLowerCase();
  const exportSelected = async () => {
    const name = `${resource}-selected.csv`;
    const { downloadText, toCsv } = await loadChunk(() => import('../../../kit/tables/csv.js'));
    downloadText(name, toCsv(selectedRecords, csvColumns));
    showSuccess(`Exported ${selectedRecords.length} rows to ${name}`);
  };
  const openInBulk = async () => {
    if (!bulk) return;
    handOffToBulk({
      bulk: bulk.name,
      source: `${selectedRecords.length} selected ${label}`,
      text: await handoffCsv(bulk.name, selectedRecords),
    });
    navigate(`/admin/bulk/${bulk.name}`);
  };

  // The open record is kept in the URL, so reload and back/forward keep or close the drawer.
  const [params, setParams] = useSearchParams();
  const recordKey = `${urlPrefix}record`;
  const openId = params.get(recordKey);
  // The drawer (a chunk of its own) is drawn from the first opening on, then stays for its closing
  // transition and the next opening.
  const drawerWanted = useRef(false);
  if (openId !== null) drawerWanted.current = true;
  const shown = useRef(openId);
  shown.current = openId;
  const setOpenId = useCallback(
    (id: string | null) => {
      // The details button and its cell both report one click: push one history entry.
      if (shown.current === id) return;
      shown.current = id;
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete(recordKey);
        else next.set(recordKey, id);
        return next;
      });
    },
    [setParams, recordKey],
  );
  const openRecord = useCallback((record: ResourceRecord) => setOpenId(String(record.uuid ?? record.id)), [setOpenId]);
  const tableColumns = useMemo<ColumnDef[]>(() => {
    if (!details) return columns;
    const detailsColumn: ColumnDef = {
      path: '__record',
      label: ' ',
      sortable: false,
      width: 40,
      grow: false,
      onClick: openRecord,
      render: (record) => (
        <Button
          size="small"
          variant="minimal"
          icon="history"
          aria-label={`Details and history of record ${String(record.id ?? record.uuid)}`}
          onClick={() => openRecord(record)}
        />
      ),
    };
    return [detailsColumn, ...columns];
  }, [details, columns, openRecord]);
  const fileName = props.csvFileName === false ? '' : (props.csvFileName ?? `${resource}.csv`);
  const csv = useCsvExport(fetchPage, csvColumns, fileName);

  return (
    <div className="resource-list">
      <div className="resource-list-top">
        <FilterBar fields={fields} values={state.filters} onChange={state.setFilter} onClear={state.clearFilters} />
        <div className="resource-list-actions">
          {actions}
          {def && details && !def.readOnly && (
            <AppAnchorButton
              size="small"
              variant="minimal"
              icon="trash"
              text="Deleted records"
              href={`/admin/deleted/${def.name}`}
            />
          )}
          {user && <SavedViewsMenu tableId={tableId} user={user.user_uuid} query={view.query} onApply={view.apply} />}
          <ColumnChooser columns={choosableColumns(columns)} layout={view.layout} onChange={view.setLayout} />
        </div>
      </div>
      <SelectionBar count={selection.selected.size} onClear={selection.clear}>
        <Button
          size="small"
          icon="export"
          text="Export selected"
          onClick={() => void exportSelected().catch(tellChunkFailure)}
        />
        {mayBulk && (
          <Button
            size="small"
            icon="upload"
            text="Open in bulk wizard"
            onClick={() => void openInBulk().catch(tellChunkFailure)}
          />
        )}
        {mayDelete && (
          <Button size="small" icon="trash" intent="danger" text="Delete selected…" onClick={() => setDeleting(true)} />
        )}
      </SelectionBar>
      <DataTable
        tableId={tableId}
        columns={tableColumns}
        rows={list.rows}
        loading={list.loading || Boolean(skip)}
        failure={failure}
        sort={state.sort}
        onSortChange={state.setSort}
        onRowClick={onRowClick ?? (details ? openRecord : undefined)}
        emptyText={emptyText}
        selection={props.selectable === false ? undefined : selection}
        layout={view.layout}
        onLayoutChange={view.setLayout}
        wholeSet={whole ? wholeSet : undefined}
      />
      <TableFooter
        navigation={list.navigation}
        page={state.page}
        pageSize={state.pageSize}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
        onExport={fileName ? () => void csv.exportCsv() : undefined}
        exporting={csv.progress}
        failed={failure !== null}
        whole={whole}
      />
      {deleting && def && user && (
        <DeleteSelected
          def={def}
          selected={selection.selected}
          scope={user.scope}
          labelPaths={csvColumns.slice(0, 2)}
          onClose={closeDelete}
          onDeleted={afterDelete}
        />
      )}
      {details && def && drawerWanted.current && (
        <RecordDrawer def={def} id={openId} onClose={() => setOpenId(null)} onSaved={() => void refetchList()} />
      )}
    </div>
  );
}
