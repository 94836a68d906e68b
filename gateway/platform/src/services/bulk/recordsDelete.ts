/**
 * Deleting a list's selected records as one change (issue 16: "delete them through a
 * preview→apply like the wizards"): the preview plans a delete per selected record — an unknown
 * or repeated uuid, or a record others still point at (outside the selection), is a row in error —
 * and the apply, bound to it, deletes them all in one task and one transaction, or none (DESIGN
 * §3). Who may: the role that deletes one record (`write`). Such a transaction can be reverted
 * like any other (REVERT_ACTIONS).
 */
import { RECORDS_DELETE_KIND, rowNumber, type ResourceDef } from '@console/schema';
import { assertNoChildren, isParent } from '../../store/links.js';
import { Conflict, InvalidInput } from '../../store/errors.js';
import { byUuids } from '../../store/bulk/keys.js';
import { savePreview } from '../../store/bulk/previews.js';
import type { PlannedRow, RowError } from '../../store/bulk/types.js';
import type { PlatformContext } from '../context.js';
import { type ApplyAnswer, applyPreview } from './apply.js';
import { deleteWrite } from './plan.js';

/** Plans and stores the deletion of `uuids` of `def`. */
export async function previewRecordsDelete(
  ctx: PlatformContext,
  def: ResourceDef,
  uuids: readonly string[],
  user: string | null,
) {
  if (def.readOnly) throw new InvalidInput(`${def.label} are written by the platform itself`, 'request.resource');
  const found = await byUuids(ctx.db, def.store, uuids);
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const [index, uuid] of uuids.entries()) {
    const row = found.get(uuid);
    const first = seen.get(uuid);
    seen.set(uuid, first ?? index);
    const errors: RowError[] = !row
      ? [{ field: `uuids.${index}`, message: `No ${def.label.toLowerCase()} record has the uuid ${uuid} now` }]
      : first !== undefined
        ? [{ field: `uuids.${index}`, message: `The same record as row ${rowNumber(first)}` }]
        : [];
    if (row && !errors.length && isParent(def.store)) {
      try {
        await assertNoChildren(ctx.db, def.store, row, uuids);
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
        errors.push({ field: `uuids.${index}`, message: error.message });
      }
    }
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

/** Applies a records-delete preview as one task: every planned record goes, or none does. */
export const applyRecordsDelete = (
  ctx: PlatformContext,
  def: ResourceDef,
  previewId: string,
  user: string | null,
): Promise<ApplyAnswer> =>
  applyPreview(ctx, {
    previewId,
    kind: RECORDS_DELETE_KIND,
    taskKind: RECORDS_DELETE_KIND,
    taskName: `Delete selected: ${def.label.toLowerCase()}`,
    resource: def.name,
    userUuid: user,
    companyCode: null,
  });
