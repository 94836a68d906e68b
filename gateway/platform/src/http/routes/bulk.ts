/**
 * The bulk calls of /backend/cms (§7, DESIGN §3): for every bulk resource a preview
 * (`{previewPath}`) and an apply bound to it (`{path}`), brands applied directly with an explicit
 * confirmation, paging through a stored preview, and the bulk delete of product media with its
 * own preview.
 */
import {
  BULK_RESOURCES,
  type BulkDef,
  bulkPreviewRequestSchema,
  mediaBulkDeleteBodySchema,
  previewRowsRequestSchema,
  resourceByName,
  uuidSchema,
  versioned,
} from '@console/schema';
import { z } from 'zod';
import { applyPreview } from '../../services/bulk/apply.js';
import { byUuids } from '../../store/bulk/keys.js';
import { planRows } from '../../services/bulk/plan.js';
import { planProductsAndSkus } from '../../services/bulk/productsAndSkus.js';
import { previewRequest, previewRowsPage, savePreview } from '../../store/bulk/previews.js';
import type { PlannedRow } from '../../store/bulk/types.js';
import type { PlatformContext } from '../../services/context.js';
import type { Queryable } from '../../store/db.js';
import { HttpError, badRequest, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

export const MEDIA_DELETE_KIND = 'product_media_delete';

const plan = (q: Queryable, bulk: BulkDef, rows: Array<Record<string, unknown>>) =>
  bulk.name === 'products_and_skus' ? planProductsAndSkus(q, bulk, rows) : planRows(q, bulk, rows);

/** The one company every row writes to, or null (the transaction's company). */
function companyOf(rows: readonly PlannedRow[]): string | null {
  const codes = new Set(rows.flatMap((r) => r.writes.map((w) => w.company_code)));
  return codes.size === 1 ? ([...codes][0] ?? null) : null;
}

const applyRequest = z.strictObject({ preview_id: uuidSchema });
const confirmRequest = z.strictObject({ rows: bulkPreviewRequestSchema.shape.rows, confirm: z.literal(true, { error: 'confirm must be true' }) });

export function registerBulkRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  const preview = async (bulk: BulkDef, rows: Array<Record<string, unknown>>, user: string | null) => {
    const planned = await plan(db, bulk, rows);
    const saved = await savePreview(db, { kind: bulk.name, bulk: bulk.name, user_uuid: user, request: { bulk: bulk.name, target: bulk.target, company_code: companyOf(planned) } }, planned);
    return { saved, planned };
  };
  const apply = (bulk: BulkDef, previewId: string, user: string | null, companyCode: string | null) =>
    applyPreview(ctx, {
      previewId,
      kind: bulk.name,
      taskKind: 'bulk.apply',
      taskName: `Bulk upsert: ${bulk.label}`,
      resource: bulk.target,
      userUuid: user,
      companyCode,
    });

  for (const bulk of BULK_RESOURCES) {
    const envelope = versioned(bulk.version, z.record(z.string(), z.unknown()));
    if (bulk.previewPath) {
      on('POST', bulk.previewPath, 'bulk', async (req, principal) => {
        const { request } = parseOr400(versioned(bulk.version, bulkPreviewRequestSchema), req.body);
        const { saved } = await preview(bulk, request.rows, principal.user_uuid);
        return { data: { ...saved, bulk: bulk.name }, message: `${bulk.label}: ${saved.total} row(s) previewed` };
      });
    }
    on('POST', bulk.path, 'bulk', async (req, principal) => {
      const { request } = parseOr400(envelope, req.body);
      if (bulk.previewPath || 'preview_id' in request) {
        if (!('preview_id' in request)) throw badRequest(`request.preview_id is required: ${bulk.label.toLowerCase()} are applied from a preview (${bulk.previewPath})`, 'request.preview_id');
        const { preview_id } = parseOr400(applyRequest, request, 'request');
        const previewed = await previewRequest(db, preview_id);
        return apply(bulk, preview_id, principal.user_uuid, (previewed?.company_code as string | null | undefined) ?? null);
      }
      // Brands have no preview (§7): rows with an explicit confirmation, checked like a preview.
      const { rows } = parseOr400(confirmRequest, request, 'request');
      const { saved, planned } = await preview(bulk, rows, principal.user_uuid);
      if (saved.counts.error > 0) {
        const errors = planned.filter((r) => r.outcome === 'error').slice(0, 1000).flatMap((r) => r.errors.map((e) => ({ index: r.index, uuid: r.uuid, ...e })));
        throw new HttpError(400, `${saved.counts.error} row(s) in error: nothing was applied`, 'request.rows', { rows: errors });
      }
      return apply(bulk, saved.preview_id, principal.user_uuid, companyOf(planned));
    });
  }

  on('POST', '/backend/cms/previews/:preview_id/rows', 'bulk', async (req) => {
    const id = parseOr400(uuidSchema, req.params.preview_id, 'preview_id');
    const body = parseOr400(previewRowsRequestSchema, req.body ?? {});
    return previewRowsPage(db, id, body.outcome, body.page, body.page_size);
  });

  const media = resourceByName('product_media')!;
  on('DELETE', '/backend/cms/bulk_delete_product_media', 'mediaBulkDelete', async (req, principal) => {
    const { request } = parseOr400(mediaBulkDeleteBodySchema, req.body);
    if ('preview_id' in request) {
      return applyPreview(ctx, {
        previewId: request.preview_id,
        kind: MEDIA_DELETE_KIND,
        taskKind: 'bulk.delete',
        taskName: 'Bulk delete: product media',
        resource: media.name,
        userUuid: principal.user_uuid,
        companyCode: null,
      });
    }
    if (request.preview !== true) throw badRequest('request.preview must be true: preview the deletion, then apply it with its preview_id', 'request.preview');
    const found = await byUuids(db, media.store, request.uuids);
    const seen = new Map<string, number>();
    const planned = request.uuids.map((uuid, index): PlannedRow => {
      const row = found.get(uuid);
      const first = seen.get(uuid);
      seen.set(uuid, first ?? index);
      const errors = !row
        ? [{ field: `uuids.${index}`, message: `no product media with uuid ${uuid}` }]
        : first !== undefined
          ? [{ field: `uuids.${index}`, message: `the same uuid is at index ${first}` }]
          : [];
      const base = { index, resource: media.name, store: media.store, uuid, row: row ? { uuid, ...row.data } : { uuid }, errors };
      if (!row || errors.length) return { ...base, outcome: 'error', base_version: null, changes: [], writes: [] };
      const write = { op: 'delete' as const, resource: media.name, store: media.store, uuid, id: Number(row.id), base_version: row.version, company_code: row.company_code, key: null, before: row.data, after: null, changes: [] };
      return { ...base, outcome: 'delete', base_version: row.version, changes: [], writes: [write] };
    });
    const saved = await savePreview(db, { kind: MEDIA_DELETE_KIND, bulk: MEDIA_DELETE_KIND, user_uuid: principal.user_uuid, request: { uuids: request.uuids.length } }, planned);
    return { data: { ...saved, bulk: MEDIA_DELETE_KIND }, message: `${saved.counts.delete} media item(s) would be deleted` };
  });
}
