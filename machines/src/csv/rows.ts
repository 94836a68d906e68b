/**
 * Column mapping and the browser-side row check of the bulk wizard: CSV records become rows of
 * a resource's row model, checked with that model before anything is sent to the server.
 */
import { type BulkDef, bulkRowCells, describeIssues } from '@console/schema';
import type { FieldInfo } from './fields.js';

/** Resource field path -> CSV header (null: not mapped). */
export type ColumnMapping = Record<string, string | null>;

/**
 * One problem of one row: the row's index in the input (shown as Row index + 1), the field's dotted
 * path, and the message that names the field by its label.
 */
export interface RowIssue {
  readonly index: number;
  readonly field: string;
  readonly message: string;
}

const normalise = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Maps each field to the header with the same name, ignoring case, spaces and punctuation
 * (`Digit Code` -> `digit_code`); a nested field also matches its dotted or underscored path
 * (`company.digit_code`, `company_digit_code`).
 */
export function autoMap(headers: readonly string[], fields: readonly FieldInfo[]): ColumnMapping {
  const byName = new Map(headers.map((h) => [normalise(h), h] as const));
  const mapping: ColumnMapping = {};
  for (const field of fields) mapping[field.path] = byName.get(normalise(field.path)) ?? null;
  return mapping;
}

/** Required fields that no column feeds. */
export const unmappedRequired = (mapping: ColumnMapping, fields: readonly FieldInfo[]): string[] =>
  fields.filter((f) => f.required && !mapping[f.path]).map((f) => f.path);

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** Turns one cell into the value its field expects; a cell that does not fit stays text so the model names it. */
export function coerceCell(cell: string, field: FieldInfo): unknown {
  switch (field.kind) {
    case 'number': {
      const n = Number(cell);
      return Number.isFinite(n) ? n : cell;
    }
    case 'boolean': {
      const lower = cell.toLowerCase();
      return TRUE.has(lower) ? true : FALSE.has(lower) ? false : cell;
    }
    case 'list':
      return cell
        .split(/[;|]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
    case 'json':
      try {
        return JSON.parse(cell) as unknown;
      } catch {
        return cell;
      }
    case 'scalar': {
      const lower = cell.toLowerCase();
      if (lower === 'true' || lower === 'false') return lower === 'true';
      const n = Number(cell);
      return cell !== '' && Number.isFinite(n) ? n : cell;
    }
    default:
      return cell;
  }
}

/**
 * Builds a row from a record through the mapping, dotted paths nesting. DESIGN §8: a field no
 * column feeds is left out (the stored value stays); a mapped column's empty cell is null (it
 * clears the stored value).
 */
export function buildRow(
  record: Record<string, string>,
  mapping: ColumnMapping,
  fields: readonly FieldInfo[],
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const header = mapping[field.path];
    const cell = header ? record[header] : undefined;
    if (cell === undefined) continue;
    const parts = field.path.split('.');
    let target = row;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = (next && typeof next === 'object' ? next : (target[part] = {})) as Record<string, unknown>;
    }
    target[parts[parts.length - 1] as string] = cell === '' ? null : coerceCell(cell, field);
  }
  return row;
}

/** Result of the browser-side check: the rows as the model parsed them, and every issue. */
export interface RowCheck {
  readonly rows: Record<string, unknown>[];
  readonly issues: RowIssue[];
  /** Indices (into the input) of rows with at least one issue. */
  readonly invalid: number[];
}

/** Builds and checks every record with the resource's row model. */
export function checkRecords(
  records: readonly Record<string, string>[],
  mapping: ColumnMapping,
  fields: readonly FieldInfo[],
  model: BulkDef['row'],
): RowCheck {
  const rows: Record<string, unknown>[] = [];
  const issues: RowIssue[] = [];
  const invalid: number[] = [];
  records.forEach((record, index) => {
    const built = buildRow(record, mapping, fields);
    // The model checks what the row sets; its empty cells (null) clear fields and are not values.
    const parsed = model.safeParse(bulkRowCells(model, built).values);
    if (parsed.success) {
      rows.push(built);
      return;
    }
    invalid.push(index);
    rows.push(built);
    // Worded as everywhere else (schema's describeIssues): "Price must be a number, got "abc"".
    for (const problem of describeIssues(parsed.error)) {
      issues.push({ index, field: problem.field || '(row)', message: problem.message });
    }
  });
  return { rows, issues, invalid };
}
