/**
 * Deleting a list's selected records as one change (issue 16: "delete them through a
 * preview→apply like the wizards"): the preview plans a delete per selected record — an unknown
 * or repeated uuid, or a record others still point at (outside what goes), is a row in error, held
 * back — and the apply, bound to it, deletes the rest in one task and one transaction, or none
 * (DESIGN §3). Who may: the role that deletes one record (`write`). Such a transaction can be reverted
 * like any other (REVERT_ACTIONS).
 */
import { RECORDS_DELETE_KIND, rowNumber, type ResourceDef } from '@console/schema';
import { isParent, parentsInUse } from '../../store/links.js';
import { InvalidInput } from '../../store/errors.js';
import { byUuids } from '../../store/bulk/keys.js';
import { plannedChunks, previewHeader, savePreview } from '../../store/bulk/previews.js';
import type { MovedRow, PlannedRow, RowError } from '../../store/bulk/types.js';
import type { ExtraVerify } from '../../store/bulk/verify.js';
import type { Queryable } from '../../store/db.js';
import type { RecordRow } from '../../store/records.js';
import type { PlatformContext } from '../context.js';
import { type ApplyAnswer, applyPreview } from './apply.js';
import { deleteWrite } from './plan.js';

/**
 * Which of `rows` may go: a record that others still point at is held back — unless those
 * others go with it. Children held back keep their parents: repeated until nothing changes.
 * Each round asks once per link for all the records (links.ts parentsInUse).
 */
async function heldBack(
  q: Queryable,
  store: string,
  rows: ReadonlyMap<string, RecordRow>,
): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (;;) {
    const going = [...rows.values()].filter((row) => !held.has(row.uuid));
    const inUse = await parentsInUse(q, store, going, new Set(going.map((row) => row.uuid)));
    if (inUse.size === 0) return held;
    for (const [uuid, message] of inUse) held.set(uuid, message);
  }
}

/**
 * Plans and stores the deletion of `uuids` of `def`. A record that others (outside what goes)
 * still point at is a row in error saying what points at it: it is held back, the rest go.
 */
export async function previewRecordsDelete(
  ctx: PlatformContext,
  def: ResourceDef,
  uuids: readonly string[],
  user: string | null,
) {
  if (def.readOnly) throw new InvalidInput(`${def.label} are written by the platform itself`, 'request.resource');
  const found = await byUuids(ctx.db, def.store, uuids);
  const held = await heldBack(ctx.db, def.store, found);
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const [index, uuid] of uuids.entries()) {
    const row = found.get(uuid);
    const first = seen.get(uuid);
    seen.set(uuid, first ?? index);
    const reason = !row
      ? `None of the ${def.label.toLowerCase()} has the uuid ${uuid} now`
      : first !== undefined
        ? `The same record as row ${rowNumber(first)}`
        : held.get(uuid);
    const errors: RowError[] = reason ? [{ field: `uuids.${index}`, message: reason }] : [];
    const base = { index, resource: def.name, store: def.store, uuid, row: { uuid, ...row?.data }, errors };
    planned.push(
      !row || errors.length
        ? { ...base, outcome: 'error', base_version: row?.version ?? null, changes: [], writes: [] }
        : {
            ...base,
            outcome: 'delete',
            base_version: row.version,
            changes: [],
            writes: [deleteWrite(def.name, row, def.store)],
          },
    );
  }
  const saved = await savePreview(
    ctx.db,
    { kind: RECORDS_DELETE_KIND, bulk: RECORDS_DELETE_KIND, user_uuid: user, request: { resource: def.name } },
    planned,
  );
  return { ...saved, bulk: RECORDS_DELETE_KIND };
}

/**
 * Under the apply's lock: a record about to go that something new points at since the preview
 * (a SKU added to a company being deleted) is a moved row, and nothing is deleted.
 */
const noNewChildren =
  (def: ResourceDef, planned: ReadonlyArray<{ index: number; uuid: string | null }>): ExtraVerify =>
  async (q) => {
    if (!isParent(def.store)) return [];
    const uuids = planned.map((p) => p.uuid).filter((u): u is string => u !== null);
    const now = await byUuids(q, def.store, uuids);
    const inUse = await parentsInUse(q, def.store, [...now.values()], new Set(uuids));
    return planned.flatMap((p): MovedRow[] => {
      const message = p.uuid === null ? undefined : inUse.get(p.uuid);
      return message ? [{ index: p.index, uuid: p.uuid, field: 'uuid', message }] : [];
    });
  };

/**
 * Applies a records-delete preview as one task: every record planned to go goes, or none does;
 * the rows held back (in error) stay. A preview where nothing may go is refused.
 */
export async function applyRecordsDelete(
  ctx: PlatformContext,
  def: ResourceDef,
  previewId: string,
  user: string | null,
): Promise<ApplyAnswer> {
  const header = await previewHeader(ctx.db, previewId);
  if (header.kind === RECORDS_DELETE_KIND && header.counts.delete === 0 && !header.applied_task_uuid)
    throw new InvalidInput('Nothing to delete: every selected record is held back', 'request.preview_id');
  const going: Array<{ index: number; uuid: string | null }> = [];
  for await (const chunk of plannedChunks(ctx.db, previewId))
    for (const p of chunk) going.push({ index: p.index, uuid: p.writes[0]?.uuid ?? null });
  return applyPreview(ctx, {
    previewId,
    kind: RECORDS_DELETE_KIND,
    taskKind: RECORDS_DELETE_KIND,
    taskName: `Delete selected: ${def.label.toLowerCase()}`,
    resource: def.name,
    userUuid: user,
    companyCode: null,
    skipErrorRows: true,
    extraVerify: noNewChildren(def, going),
  });
}
