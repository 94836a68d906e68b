/**
 * A generic resource's list: server paging and sorting through `list(resource, filter,
 * navigation)`, filters in the URL, filter bar from the zod model, remembered column widths,
 * CSV export of the filtered list, row click.
 */
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { resourceByName } from '@console/schema';
import type { z } from 'zod';
import { LIST } from '../../modules/resources/graphql/operations.js';
import type { ResourceRecord } from '../../modules/resources/graphql/operations.js';
import { DataTable, toColumnDef } from './DataTable.js';
import type { ColumnSpec } from './DataTable.js';
import { FilterBar } from './FilterBar.js';
import { TableFooter } from './TableFooter.js';
import { fieldAt } from './fields.js';
import type { FieldInfo } from './fields.js';
import { toFilter } from './listUrlState.js';
import { useCsvExport } from './useCsvExport.js';
import { useListUrlState } from './useListUrlState.js';
import { useResourceList } from './useResourceList.js';
import './table.css';

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
}

const FILTERABLE = new Set(['text', 'number', 'boolean', 'enum']);

/** The list kit's main component. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, tableId = props.resource, fixedFilter, urlPrefix = '', onRowClick, actions, emptyText } = props;
  const def = resourceByName(resource);
  const model = def?.record as z.ZodObject | undefined;
  const columns = useMemo(() => (props.columns ?? def?.columns ?? ['id']).map(toColumnDef), [props.columns, def]);
  const fields = useMemo<FieldInfo[]>(() => {
    if (!model) return [];
    const paths = props.filterFields ?? columns.filter((c) => !c.render && c.path !== 'id').map((c) => c.path);
    return paths.map((p) => fieldAt(model, p)).filter((f): f is FieldInfo => Boolean(f && FILTERABLE.has(f.kind) && !(fixedFilter && f.path in fixedFilter)));
  }, [model, props.filterFields, columns, fixedFilter]);

  const state = useListUrlState(urlPrefix);
  const filter = useMemo(() => toFilter(state.filters, fields, fixedFilter), [state.filters, fields, fixedFilter]);
  const list = useResourceList({ resource, filter, page: state.page, pageSize: state.pageSize, sort: state.sort });

  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      const { data } = await client.query({
        query: LIST,
        variables: { resource, filter, navigation: { page, page_size: pageSize, ...(state.sort.length ? { sort: state.sort } : {}) } },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no data');
      return data.list;
    },
    [client, resource, filter, state.sort],
  );
  const csvColumns = useMemo(() => columns.map((c) => c.path), [columns]);
  const fileName = props.csvFileName === false ? '' : (props.csvFileName ?? `${resource}.csv`);
  const csv = useCsvExport(fetchPage, csvColumns, fileName);

  return (
    <div className="resource-list">
      <div className="resource-list-top">
        <FilterBar fields={fields} values={state.filters} onChange={state.setFilter} onClear={state.clearFilters} />
        {actions && <div className="resource-list-actions">{actions}</div>}
      </div>
      {list.error && (
        <Callout intent={Intent.DANGER} icon="error" compact>
          {list.error}
        </Callout>
      )}
      <DataTable
        tableId={tableId}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        sort={state.sort}
        onSortChange={state.setSort}
        onRowClick={onRowClick}
        emptyText={emptyText}
      />
      <TableFooter
        navigation={list.navigation}
        page={state.page}
        pageSize={state.pageSize}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
        onExport={fileName ? () => void csv.exportCsv() : undefined}
        exporting={csv.progress}
      />
    </div>
  );
}
