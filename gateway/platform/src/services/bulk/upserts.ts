/**
 * The bulk calls of /backend/cms as flows (§7, DESIGN §3): a preview of a bulk resource's rows,
 * its apply bound to the preview, brands applied at once with a confirmation (checked like a
 * preview first), and the bulk delete of product media with its own preview.
 */
import { type BulkDef, resourceByName, rowNumber } from '@console/schema';
import { byUuids } from '../../store/bulk/keys.js';
import { previewRequest, savePreview } from '../../store/bulk/previews.js';
import type { PlannedRow } from '../../store/bulk/types.js';
import type { Queryable } from '../../store/db.js';
import { InvalidInput } from '../../store/errors.js';
import type { PlatformContext } from '../context.js';
import { type ApplyAnswer, applyPreview } from './apply.js';
import { type RowSource, deleteWrite, planRows } from './plan.js';
import { planProductsAndSkus } from './productsAndSkus.js';

export const MEDIA_DELETE_KIND = 'product_media_delete';

/** Rows in error an answer lists at most (brands applied at once, refused). */
const ERROR_ROWS_LISTED = 1000;

/**
 * Rows of products and SKUs planned at once: their rows group by product, wherever they are in the
 * file, so the plan holds them all. The other resources plan a block at a time, up to MAX_BULK_ROWS.
 */
export const MAX_GROUPED_BULK_ROWS = 200_000;

/** The rows of a bulk resource planned a block at a time (products and SKUs at once: their rows group by product). */
async function* plan(q: Queryable, bulk: BulkDef, rows: RowSource) {
  if (bulk.name !== 'products_and_skus') return yield* planRows(q, bulk, rows);
  const all: Array<Record<string, unknown>> = [];
  for await (const set of rows) {
    if (all.length + set.length > MAX_GROUPED_BULK_ROWS)
      throw new InvalidInput(
        `rows must hold at most ${MAX_GROUPED_BULK_ROWS} rows for ${bulk.label.toLowerCase()} (planned at once)`,
        'request.rows',
      );
    for (const row of set) all.push(row);
  }
  yield await planProductsAndSkus(q, bulk, all);
}

/**
 * Plans and stores a preview of `rows` for a bulk resource: its id, counts and first rows, the one
 * company every row writes to (or null: the transaction's company), and the first rows in error.
 */
export async function previewBulk(ctx: PlatformContext, bulk: BulkDef, rows: RowSource, user: string | null) {
  // The one company every write names, if there is one (not a set of them: a million companies are a million codes).
  let only: string | null | undefined;
  let several = false;
  const errors: PlannedRow[] = [];
  const company = () => (several ? null : (only ?? null));
  async function* planned(q: Queryable) {
    for await (const block of plan(q, bulk, rows)) {
      for (const row of block) {
        for (const write of row.writes) {
          if (only === undefined) only = write.company_code;
          else if (write.company_code !== only) several = true;
        }
        if (row.outcome === 'error' && errors.length < ERROR_ROWS_LISTED) errors.push(row);
      }
      yield block;
    }
  }
  const saved = await savePreview(
    ctx.db,
    {
      kind: bulk.name,
      bulk: bulk.name,
      user_uuid: user,
      request: () => ({ bulk: bulk.name, target: bulk.target, company_code: company() }),
    },
    planned,
  );
  return { saved, company: company(), errors };
}

const applyAs = (
  ctx: PlatformContext,
  bulk: BulkDef,
  previewId: string,
  user: string | null,
  companyCode: string | null,
) =>
  applyPreview(ctx, {
    previewId,
    kind: bulk.name,
    taskKind: 'bulk.apply',
    taskName: `Bulk upsert: ${bulk.label}`,
    resource: bulk.target,
    userUuid: user,
    companyCode,
  });

/** Applies a stored preview of a bulk resource as a task (services/bulk/apply.ts). */
export async function applyBulk(
  ctx: PlatformContext,
  bulk: BulkDef,
  previewId: string,
  user: string | null,
): Promise<ApplyAnswer> {
  const previewed = await previewRequest(ctx.db, previewId);
  return applyAs(ctx, bulk, previewId, user, (previewed?.company_code as string | null | undefined) ?? null);
}

/** Applies rows at once (brands, §7: no preview): checked like a preview, any row in error refuses them all. */
export async function applyConfirmed(
  ctx: PlatformContext,
  bulk: BulkDef,
  rows: Array<Record<string, unknown>>,
  user: string | null,
): Promise<ApplyAnswer> {
  const { saved, company, errors } = await previewBulk(ctx, bulk, [rows], user);
  if (saved.counts.error > 0) {
    throw new InvalidInput(`${saved.counts.error} row(s) in error: nothing was applied`, 'request.rows', {
      rows: errors.flatMap((r) => r.errors.map((e) => ({ index: r.index, uuid: r.uuid, ...e }))),
    });
  }
  return applyAs(ctx, bulk, saved.preview_id, user, company);
}

const media = resourceByName('product_media')!;

/** Applies a stored preview of a media deletion as a task. */
export const applyMediaDelete = (ctx: PlatformContext, previewId: string, user: string | null): Promise<ApplyAnswer> =>
  applyPreview(ctx, {
    previewId,
    kind: MEDIA_DELETE_KIND,
    taskKind: 'bulk.delete',
    taskName: 'Bulk delete: product media',
    resource: media.name,
    userUuid: user,
    companyCode: null,
  });

/**
 * Previews the deletion of product media by uuid: a `delete` row each, an unknown or repeated uuid an error
 * row on `uuids.{i}`.
 */
export async function previewMediaDelete(ctx: PlatformContext, uuids: readonly string[], user: string | null) {
  const found = await byUuids(ctx.db, media.store, uuids);
  const seen = new Map<string, number>();
  const planned = uuids.map((uuid, index): PlannedRow => {
    const row = found.get(uuid);
    const first = seen.get(uuid);
    seen.set(uuid, first ?? index);
    const errors = !row
      ? [{ field: `uuids.${index}`, message: `No product media has the uuid ${uuid}` }]
      : first !== undefined
        ? [{ field: `uuids.${index}`, message: `The same media item as row ${rowNumber(first)}` }]
        : [];
    const base = {
      index,
      resource: media.name,
      store: media.store,
      uuid,
      row: row ? { uuid, ...row.data } : { uuid },
      errors,
    };
    if (!row || errors.length) return { ...base, outcome: 'error', base_version: null, changes: [], writes: [] };
    const write = deleteWrite(media.name, row, media.store);
    return { ...base, outcome: 'delete', base_version: row.version, changes: [], writes: [write] };
  });
  return savePreview(
    ctx.db,
    { kind: MEDIA_DELETE_KIND, bulk: MEDIA_DELETE_KIND, user_uuid: user, request: { uuids: uuids.length } },
    planned,
  );
}
