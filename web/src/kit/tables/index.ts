/**
 * The table kit: lists on Blueprint's Table, their URL state, CSV export and look-ups (features/resources
 * adds ResourceTable).
 */
export { LIST, type NavigationInput, type PageInfo, type ResourceRecord, type SortKey } from './listTypes.js';
export { DataTable, toColumnDef } from './DataTable.js';
export type { ColumnDef, ColumnSpec, DataTableProps } from './DataTable.js';
export { FilterBar } from './FilterBar.js';
export { ListBody, ListEmpty, ListFailure, listPhase } from './ListBody.js';
export type { ListFailureInfo, ListPhase, ListBodyProps } from './ListBody.js';
export { TableFooter } from './TableFooter.js';
export { useListUrlState } from './useListUrlState.js';
export type { ListUrlState } from './useListUrlState.js';
export { parseListState, writeListState, toFilter, PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE } from './listUrlState.js';
export type { ListState } from './listUrlState.js';
export { useResourceList } from './useResourceList.js';
export { useCsvExport, CSV_CHUNK } from './useCsvExport.js';
export type { PageFetcher } from './useCsvExport.js';
export { useColumnWidths } from './useColumnWidths.js';
export { toCsv, downloadText } from './csv.js';
export { modelFields, fieldAt, fieldInfo, unwrapType } from './modelFields.js';
export { isSimpleArray, getPath, setPath, formatValue, displayValue, labelOf } from './fields.js';
export type { FieldInfo, FieldKind } from './fields.js';
export { useLookupList, useToastOnError } from './useLookup.js';
