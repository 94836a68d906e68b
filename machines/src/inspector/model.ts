/**
 * What the panel's actor list shows, computed without React so that it can be measured and
 * tested: one row per actor in tree order (children under their parent), with short previews.
 */
import { formatStateValue } from './statechart.js';
import type { ActorInfo, ActorStatus, Inspector } from './types.js';

export interface ActorRow {
  id: string;
  depth: number;
  /** Machine id, or the invoked source, or the actor's name. */
  label: string;
  systemId: string | null;
  status: ActorStatus;
  live: boolean;
  state: string;
  tags: string[];
  /** The redacted context as one line, cut at `previewLength`. */
  contextPreview: string;
  received: number;
}

export interface InspectorModel {
  rows: ActorRow[];
  live: number;
  total: number;
}

/** One line of JSON at most `max` characters long. */
export function preview(value: unknown, max = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'undefined';
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const labelOf = (a: ActorInfo) => a.machineId ?? a.src ?? a.name;

/** Rows of the actor list; `filter` matches label, state, tags or system id (case-insensitive). */
export function buildInspectorModel(
  inspector: Inspector,
  options: { includeStopped?: boolean; filter?: string; previewLength?: number } = {},
): InspectorModel {
  const actors = inspector.actors({ includeStopped: options.includeStopped ?? true });
  const byParent = new Map<string | null, ActorInfo[]>();
  const ids = new Set(actors.map((a) => a.id));
  for (const actor of actors) {
    // An actor whose parent is not listed (stopped and forgotten) is shown at the top level.
    const parent = actor.parentId !== null && ids.has(actor.parentId) ? actor.parentId : null;
    const list = byParent.get(parent);
    if (list) list.push(actor);
    else byParent.set(parent, [actor]);
  }
  const needle = options.filter?.trim().toLowerCase() ?? '';
  const rows: ActorRow[] = [];
  const visit = (actor: ActorInfo, depth: number) => {
    const row: ActorRow = {
      id: actor.id,
      depth,
      label: labelOf(actor),
      systemId: actor.systemId,
      status: actor.status,
      live: actor.live,
      state: formatStateValue(actor.value),
      tags: actor.tags,
      contextPreview: preview(actor.context, options.previewLength),
      received: actor.received,
    };
    const haystack = `${row.label} ${row.state} ${row.tags.join(' ')} ${row.systemId ?? ''} ${row.id}`.toLowerCase();
    if (!needle || haystack.includes(needle)) rows.push(row);
    for (const child of byParent.get(actor.id) ?? []) visit(child, depth + 1);
  };
  for (const root of byParent.get(null) ?? []) visit(root, 0);
  return { rows, live: actors.filter((a) => a.live).length, total: actors.length };
}
