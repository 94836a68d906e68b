/**
 * A list's state in the URL query string: `page`, `page_size`, `sort=field:dir,…` and one
 * `f.<dotted path>=<text>` per filter, so a list survives reload and back/forward works.
 */
import type { FieldShape } from './fields.js';
import type { SortKey } from './listTypes.js';

/** Page sizes offered; the server caps page_size anyway. */
export const PAGE_SIZES = [50, 100, 500] as const;
export const DEFAULT_LIST_PAGE_SIZE = 50;

/** What a list shows: page, page size, sort keys and the raw filter texts by field path. */
export interface ListState {
  page: number;
  pageSize: number;
  sort: SortKey[];
  filters: Record<string, string>;
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads a list state from query parameters (`prefix` separates two lists on one page). */
export function parseListState(params: URLSearchParams, prefix = ''): ListState {
  const pageSize = positive(params.get(`${prefix}page_size`), DEFAULT_LIST_PAGE_SIZE);
  const sort: SortKey[] = (params.get(`${prefix}sort`) ?? '')
    .split(',')
    .filter(Boolean)
    .slice(0, 5)
    .map((part) => {
      const [field = '', dir] = part.split(':');
      return { field, direction: dir === 'desc' ? 'desc' : 'asc' } as SortKey;
    })
    .filter((s) => s.field);
  const filters: Record<string, string> = {};
  const filterPrefix = `${prefix}f.`;
  for (const [key, value] of params) {
    if (key.startsWith(filterPrefix) && value !== '') filters[key.slice(filterPrefix.length)] = value;
  }
  return {
    page: positive(params.get(`${prefix}page`), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_LIST_PAGE_SIZE,
    sort,
    filters,
  };
}

/** Writes a list state into (a copy of) the query parameters, leaving other parameters alone. */
export function writeListState(base: URLSearchParams, state: ListState, prefix = ''): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()]) {
    if (
      key === `${prefix}page` ||
      key === `${prefix}page_size` ||
      key === `${prefix}sort` ||
      key.startsWith(`${prefix}f.`)
    )
      params.delete(key);
  }
  if (state.page > 1) params.set(`${prefix}page`, String(state.page));
  if (state.pageSize !== DEFAULT_LIST_PAGE_SIZE) params.set(`${prefix}page_size`, String(state.pageSize));
  if (state.sort.length) params.set(`${prefix}sort`, state.sort.map((s) => `${s.field}:${s.direction}`).join(','));
  for (const [field, value] of Object.entries(state.filters))
    if (value !== '') params.set(`${prefix}f.${field}`, value);
  return params;
}

/**
 * The getlist filter of the raw filter texts: text fields as `{like}`, numbers, booleans, enums
 * and days (ISO, as the day filter writes them) as equality. Fields the model does not know are
 * sent as text equality (the caller chose them).
 */
export function toFilter(
  filters: Record<string, string>,
  fields: readonly FieldShape[],
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fixed };
  for (const [path, raw] of Object.entries(filters)) {
    const text = raw.trim();
    if (!text) continue;
    const field = fields.find((f) => f.path === path);
    if (!field) out[path] = text;
    else if (field.kind === 'boolean') out[path] = text === 'true';
    else if (field.kind === 'number') {
      const n = Number(text);
      if (Number.isFinite(n)) out[path] = n;
    } else if (field.kind === 'enum' || field.format === 'date') out[path] = text;
    else out[path] = { like: text };
  }
  return out;
}
