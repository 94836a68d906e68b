/**
 * Resume after a reload at any size: a persisted snapshot of the bulk wizard is split into a
 * small part (state, mapping, preview, page: a few kilobytes, for sessionStorage) and the rows
 * (the user's records and what was built from them: megabytes at 100,000 rows, for IndexedDB),
 * and joined again on restore. Pure: the web app does the storing.
 */
import type { BulkWizardContext } from './types.js';

/** The context fields that grow with the number of rows. */
export const BULK_ROW_FIELDS = ['records', 'rows', 'issues', 'invalid', 'parseErrors'] as const;
export type BulkRowField = (typeof BULK_ROW_FIELDS)[number];
/** The rows of a wizard, kept apart from its snapshot. */
export type BulkRowsPart = Pick<BulkWizardContext, BulkRowField>;

/** Stands for one of the row fields inside the small part (in the context, or an actor's input). */
interface RowsMark {
  readonly $keptRows: BulkRowField;
}
const isMark = (value: unknown): value is RowsMark =>
  !!value && typeof value === 'object' && typeof (value as { $keptRows?: unknown }).$keptRows === 'string';

/** The parts of a persisted bulk-wizard snapshot the split reads (`actor.getPersistedSnapshot()`). */
export interface PersistedBulkSnapshot {
  context: BulkWizardContext;
  children?: Record<string, { snapshot?: { input?: unknown } } | undefined>;
}

/**
 * A copy of `value` in which each part `swap` answers for (down to `depth` levels of plain
 * objects) is replaced; parts left alone are shared, not copied (the rows are never walked).
 */
function rewrite(value: unknown, depth: number, swap: (part: unknown) => unknown): unknown {
  const swapped = swap(value);
  if (swapped !== undefined) return swapped;
  if (depth === 0 || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    const next = rewrite(child, depth - 1, swap);
    if (next !== child) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

/** Replaces each array that is one of the row fields (the same array) by its mark. */
const markRows = (value: unknown, fields: Map<unknown, BulkRowField>, depth: number) =>
  rewrite(value, depth, (part) => {
    const field = Array.isArray(part) ? fields.get(part) : undefined;
    return field ? ({ $keptRows: field } satisfies RowsMark) : undefined;
  });

/** Puts the row fields back where their marks stand. */
const unmarkRows = (value: unknown, rows: BulkRowsPart, depth: number) =>
  rewrite(value, depth, (part) => (isMark(part) ? rows[part.$keptRows] : undefined));

/**
 * Takes the rows out of a persisted snapshot. The invoked actors' inputs are marked too: a
 * preview or apply in flight holds the same rows and is started again with them on restore.
 */
export function splitBulkSnapshot<T extends PersistedBulkSnapshot>(persisted: T): { snapshot: T; rows: BulkRowsPart } {
  const rows = Object.fromEntries(BULK_ROW_FIELDS.map((f) => [f, persisted.context[f]])) as BulkRowsPart;
  const fields = new Map<unknown, BulkRowField>(BULK_ROW_FIELDS.map((f) => [persisted.context[f], f]));
  const children = Object.fromEntries(
    Object.entries(persisted.children ?? {}).map(([id, child]) => [
      id,
      child?.snapshot
        ? { ...child, snapshot: { ...child.snapshot, input: markRows(child.snapshot.input, fields, 2) } }
        : child,
    ]),
  );
  const context = { ...persisted.context };
  for (const f of BULK_ROW_FIELDS) (context as Record<string, unknown>)[f] = { $keptRows: f } satisfies RowsMark;
  return { snapshot: { ...persisted, context, ...(persisted.children ? { children } : {}) }, rows };
}

/** The persisted snapshot again, from its small part and its rows. */
export function joinBulkSnapshot<T extends PersistedBulkSnapshot>(snapshot: T, rows: BulkRowsPart): T {
  return unmarkRows(snapshot, rows, 6) as T;
}

/** True when the small part names rows kept elsewhere (a snapshot from splitBulkSnapshot). */
export const hasKeptRows = (snapshot: unknown): boolean =>
  isMark((snapshot as { context?: { records?: unknown } } | null)?.context?.records);

/** True when two row parts are the same arrays (nothing to store again). */
export const sameRows = (a: BulkRowsPart, b: BulkRowsPart): boolean => BULK_ROW_FIELDS.every((f) => a[f] === b[f]);
