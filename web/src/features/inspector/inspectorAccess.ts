/** Who may open the inspector, and how: a keyboard shortcut or `?inspect=1`. */
import { can } from '@console/schema';

/** In development everyone; in production only the roles of `inspectorInProduction` (superadmin) and owners. */
export const inspectorAllowed = (scope: readonly string[], dev: boolean): boolean =>
  dev || can(scope, 'inspectorInProduction');

/** `?inspect=1` (or `true`) in the query string opens the inspector. */
export function inspectFlag(search: string): boolean {
  const value = new URLSearchParams(search).get('inspect');
  return value === '1' || value === 'true';
}

/** Ctrl+Alt+I or Ctrl+` (Ctrl+Shift+I belongs to the browser's devtools). */
export function isInspectorShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'code' | 'key'>,
): boolean {
  if (!event.ctrlKey || event.metaKey || event.shiftKey) return false;
  if (event.altKey) return event.code === 'KeyI';
  return event.code === 'Backquote' || event.key === '`';
}

/** Shown in the panel's title bar, so people learn the shortcut. */
export const INSPECTOR_SHORTCUT_LABEL = 'Ctrl+Alt+I or Ctrl+`';
