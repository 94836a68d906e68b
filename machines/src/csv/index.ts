export { fieldsOf, type FieldInfo, type FieldKind } from './fields.js';
export { parseCsv, type ParsedTable } from './parseCsv.js';
export {
  autoMap,
  buildRow,
  checkRecords,
  coerceCell,
  unmappedRequired,
  type ColumnMapping,
  type RowCheck,
  type RowIssue,
} from './rows.js';
export { FORMULA_CELL, writeCsv } from './writeCsv.js';
