export { fieldsOf, type FieldInfo, type FieldKind } from './fields.js';
export { parseCsv, toCsv, type ParsedTable } from './parseCsv.js';
export { autoMap, buildRow, checkRecords, coerceCell, unmappedRequired, type ColumnMapping, type RowCheck, type RowIssue } from './rows.js';
