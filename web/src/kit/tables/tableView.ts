/**
 * A table's view: its filters and sort (listUrlState.ts), which columns are hidden and the widths the
 * user gave them. All of it lives in the URL query string, so a copied link opens the same view for a
 * colleague: `hide=<path>,<path>` and `w=<path>:<px>,<path>:<px>` beside `f.<path>` and `sort`.
 *
 * Saved views are named copies of those parameters, kept per user and per table in the browser's
 * localStorage under `console.views.<user uuid>.<table id>`. Decision: the platform has no per-user
 * settings place (its GDPR settings are global, §7), and a view is a convenience of one browser
 * profile that links can carry to others; a user who signs in elsewhere shares a view by its link.
 */

/** Columns and widths of a view (filters and sort are in ListState). */
export interface ViewLayout {
  /** Column paths the user hid. */
  hidden: string[];
  /** Widths in pixels the user gave columns, by column path. */
  widths: Record<string, number>;
}

/** A named view: the query parameters of the table's view, as `URLSearchParams.toString()` writes them. */
export interface SavedView {
  name: string;
  query: string;
}

/** Widest and narrowest width a link may set (a typo must not make a column vanish or fill a screen). */
const MIN_WIDTH = 20;
const MAX_WIDTH = 2000;

/** Whether a query parameter belongs to the view of the list with `prefix` (paging does not). */
export const isViewParam = (key: string, prefix = '') =>
  key === `${prefix}sort` || key === `${prefix}hide` || key === `${prefix}w` || key.startsWith(`${prefix}f.`);

/** Reads hidden columns and widths from query parameters; malformed parts are ignored. */
export function parseLayout(params: URLSearchParams, prefix = ''): ViewLayout {
  const hidden = (params.get(`${prefix}hide`) ?? '').split(',').filter(Boolean);
  const widths: Record<string, number> = {};
  for (const part of (params.get(`${prefix}w`) ?? '').split(',')) {
    const at = part.lastIndexOf(':');
    if (at <= 0) continue;
    const width = Number(part.slice(at + 1));
    if (Number.isInteger(width) && width >= MIN_WIDTH && width <= MAX_WIDTH) widths[part.slice(0, at)] = width;
  }
  return { hidden: [...new Set(hidden)], widths };
}

/** Writes hidden columns and widths into (a copy of) the query parameters, leaving the others alone. */
export function writeLayout(base: URLSearchParams, layout: ViewLayout, prefix = ''): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(`${prefix}hide`);
  params.delete(`${prefix}w`);
  if (layout.hidden.length) params.set(`${prefix}hide`, layout.hidden.join(','));
  const widths = Object.entries(layout.widths).map(([path, w]) => `${path}:${Math.round(w)}`);
  if (widths.length) params.set(`${prefix}w`, widths.join(','));
  return params;
}

/** The view's own parameters of a query string (filters, sort, hidden columns, widths), in a stable order. */
export function viewQuery(params: URLSearchParams, prefix = ''): string {
  const view = new URLSearchParams();
  for (const [key, value] of params) if (isViewParam(key, prefix)) view.append(key, value);
  view.sort();
  return view.toString();
}

/** The query parameters with the view replaced by a saved one's (back to page 1; other parameters kept). */
export function applyView(base: URLSearchParams, query: string, prefix = ''): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()]) if (isViewParam(key, prefix) || key === `${prefix}page`) params.delete(key);
  for (const [key, value] of new URLSearchParams(query)) if (isViewParam(key, prefix)) params.append(key, value);
  return params;
}

/** What saved views are read from and written to (localStorage in the app). */
export type ViewStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The key of one user's views of one table. */
export const viewsKey = (user: string, tableId: string) => `console.views.${user}.${tableId}`;

/** The user's saved views of a table; anything stored that is not a view is ignored. */
export function readViews(store: ViewStore | null, user: string, tableId: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(viewsKey(user, tableId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is SavedView =>
        typeof v === 'object' &&
        v !== null &&
        typeof v.name === 'string' &&
        v.name !== '' &&
        typeof v.query === 'string',
    );
  } catch {
    return [];
  }
}

/** Stores the views (best effort: a full or disabled storage keeps them for this visit only). */
function writeViews(store: ViewStore | null, user: string, tableId: string, views: SavedView[]): SavedView[] {
  try {
    store?.setItem(viewsKey(user, tableId), JSON.stringify(views));
  } catch {
    // Storage full or disabled.
  }
  return views;
}

/** Saves a view under its (trimmed) name, replacing one of the same name; views stay sorted by name. */
export function saveView(store: ViewStore | null, user: string, tableId: string, view: SavedView): SavedView[] {
  const name = view.name.trim();
  if (!name) return readViews(store, user, tableId);
  const others = readViews(store, user, tableId).filter((v) => v.name !== name);
  const views = [...others, { name, query: view.query }].sort((a, b) => a.name.localeCompare(b.name));
  return writeViews(store, user, tableId, views);
}

/** Removes the view of that name. */
export function deleteView(store: ViewStore | null, user: string, tableId: string, name: string): SavedView[] {
  return writeViews(
    store,
    user,
    tableId,
    readViews(store, user, tableId).filter((v) => v.name !== name),
  );
}

/** The browser's localStorage, or none where it is disabled. */
export function localViewStore(): ViewStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
