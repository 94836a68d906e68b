/** Pure context updates of the bulk wizard, kept apart from the chart so each can be tested alone. */
import { bulkByName, type BulkDef } from '@console/schema';
import { autoMap, checkRecords, fieldsOf, parseCsv, unmappedRequired, type FieldInfo } from '../csv/index.js';
import type { BulkWizardContext, BulkWizardInput, ReviewPage } from './types.js';

export const DEFAULT_REVIEW_PAGE_SIZE = 100;
/** Page size used to gather the rows in error before dropping them (the platform's maximum). */
export const DROP_PAGE_SIZE = 1000;

const fieldCache = new Map<string, FieldInfo[]>();
/** The mappable fields of a bulk resource (empty for an unknown one). */
export function bulkFields(resource: string | null): FieldInfo[] {
  const def = resource ? bulkByName(resource) : undefined;
  if (!def) return [];
  let fields = fieldCache.get(def.name);
  if (!fields) fieldCache.set(def.name, (fields = fieldsOf(def.row)));
  return fields;
}
export const bulkDef = (resource: string | null): BulkDef | undefined => (resource ? bulkByName(resource) : undefined);

export const emptyReview = (pageSize: number): ReviewPage => ({
  page: 1,
  pageSize,
  outcome: null,
  rows: [],
  totalItems: 0,
  totalPages: 0,
});

/** A fresh wizard, optionally with a resource already picked. */
export function initialContext(input: BulkWizardInput | undefined): BulkWizardContext {
  const resource = input?.resource && bulkByName(input.resource) ? input.resource : null;
  return {
    resource,
    sourceName: null,
    headers: [],
    records: [],
    parseErrors: [],
    mapping: {},
    rows: [],
    issues: [],
    invalid: [],
    preview: null,
    review: emptyReview(input?.pageSize ?? DEFAULT_REVIEW_PAGE_SIZE),
    dropping: { page: 1, indices: [] },
    conflict: null,
    task: null,
    failure: null,
  };
}

/** Everything downstream of the picked resource, cleared. */
export function resetFrom(context: BulkWizardContext, resource: string | null): BulkWizardContext {
  return { ...initialContext({ pageSize: context.review.pageSize }), resource };
}

/** Parses an upload or pasted rows and maps the columns by header name. */
export function loadSource(context: BulkWizardContext, text: string, name: string | null): Partial<BulkWizardContext> {
  const table = parseCsv(text);
  const parseErrors =
    table.headers.length === 0 || table.records.length === 0
      ? ['No rows found: the first line must name the columns and at least one row must follow.', ...table.errors]
      : table.errors;
  return {
    sourceName: name,
    headers: table.headers,
    records: table.records,
    parseErrors,
    mapping: autoMap(table.headers, bulkFields(context.resource)),
    rows: [],
    issues: [],
    invalid: [],
    preview: null,
    conflict: null,
    failure: null,
  };
}

export const missingFields = (context: BulkWizardContext): string[] =>
  unmappedRequired(context.mapping, bulkFields(context.resource));

/** Builds the rows through the mapping and checks each with the resource's row model. */
export function checkRows(context: BulkWizardContext): Partial<BulkWizardContext> {
  const def = bulkDef(context.resource);
  if (!def) return { rows: [], issues: [], invalid: [] };
  const { rows, issues, invalid } = checkRecords(context.records, context.mapping, bulkFields(def.name), def.row);
  return { rows, issues, invalid, preview: null };
}

/** Removes rows by index from the input, keeping records and rows aligned. */
export function dropRows(context: BulkWizardContext, indices: readonly number[]): Partial<BulkWizardContext> {
  const gone = new Set(indices);
  return {
    records: context.records.filter((_, i) => !gone.has(i)),
    rows: context.rows.filter((_, i) => !gone.has(i)),
    issues: [],
    invalid: [],
    preview: null,
    dropping: { page: 1, indices: [] },
  };
}

/** Rows that would change something: apply is offered only when there is one and no row is in error. */
export const readyToApply = (context: BulkWizardContext): boolean => {
  const counts = context.preview?.counts;
  return !!counts && counts.error === 0 && counts.insert + counts.update + counts.delete > 0;
};
