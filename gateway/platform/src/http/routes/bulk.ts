/**
 * The bulk calls of /backend/cms (§7, DESIGN §3): for every bulk resource a preview
 * (`{previewPath}`) and an apply bound to it (`{path}`), brands applied directly with an explicit
 * confirmation, paging through a stored preview, and the bulk delete of product media with its
 * own preview.
 */
import {
  BULK_RESOURCES,
  MAX_BULK_ROWS,
  TOO_MANY_BULK_ROWS,
  bulkPreviewRequestSchema,
  bulkRowSchema,
  isPlainObject,
  mediaBulkDeleteBodySchema,
  previewRowsRequestSchema,
  uuidSchema,
  versioned,
} from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import {
  MEDIA_DELETE_KIND,
  applyBulk,
  applyConfirmed,
  applyMediaDelete,
  previewBulk,
  previewMediaDelete,
} from '../../services/bulk/upserts.js';
import { previewRowsPage } from '../../store/bulk/previews.js';
import { badRequest, parseOr400 } from '../errors.js';
import { checkJsonText } from '../input.js';
import { jsonRows } from '../jsonRows.js';
import { MAX_BODY_BYTES, MAX_BULK_ROW_BYTES, MAX_BULK_UPLOAD_BYTES } from '../router.js';
import type { Upload } from '../upload.js';
import type { Router } from '../router.js';

const applyRequest = z.strictObject({ preview_id: uuidSchema });
const confirmRequest = z.strictObject({
  rows: bulkPreviewRequestSchema.shape.rows,
  confirm: z.literal(true, { error: 'confirm must be true' }),
});

export function registerBulkRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  for (const bulk of BULK_RESOURCES) {
    const envelope = versioned(bulk.version, z.record(z.string(), z.unknown()));
    if (bulk.previewPath) {
      const body = versioned(bulk.version, bulkPreviewRequestSchema);
      on(
        'POST',
        bulk.previewPath,
        'bulk',
        async (req, principal) => {
          const rows = uploadedRows(req.upload!, body, bulkRowsLimit(ctx));
          const { saved } = await previewBulk(ctx, bulk, rows, principal.user_uuid);
          return { data: { ...saved, bulk: bulk.name }, message: `${bulk.label}: ${saved.total} row(s) previewed` };
        },
        { upload: { bytes: MAX_BULK_UPLOAD_BYTES, name: 'a bulk upload' } },
      );
    }
    on('POST', bulk.path, 'bulk', async (req, principal) => {
      const { request } = parseOr400(envelope, req.body);
      if (bulk.previewPath || 'preview_id' in request) {
        if (!('preview_id' in request))
          throw badRequest(
            `request.preview_id is required: ${bulk.label.toLowerCase()} ` +
              `are applied from a preview (${bulk.previewPath})`,
            'request.preview_id',
          );
        const { preview_id } = parseOr400(applyRequest, request, 'request');
        return applyBulk(ctx, bulk, preview_id, principal.user_uuid);
      }
      // Brands have no preview (§7): rows with an explicit confirmation, checked like a preview.
      const { rows } = parseOr400(confirmRequest, request, 'request');
      return applyConfirmed(ctx, bulk, rows, principal.user_uuid);
    });
  }

  on('POST', '/backend/cms/previews/:preview_id/rows', 'bulk', async (req) => {
    const id = parseOr400(uuidSchema, req.params.preview_id, 'preview_id');
    const body = parseOr400(previewRowsRequestSchema, req.body ?? {});
    return previewRowsPage(db, id, body.outcome, body.page, body.page_size);
  });

  on('DELETE', '/backend/cms/bulk_delete_product_media', 'mediaBulkDelete', async (req, principal) => {
    const { request } = parseOr400(mediaBulkDeleteBodySchema, req.body);
    if ('preview_id' in request) return applyMediaDelete(ctx, request.preview_id, principal.user_uuid);
    if (request.preview !== true)
      throw badRequest(
        'request.preview must be true: preview the deletion, then apply it with its preview_id',
        'request.preview',
      );
    const saved = await previewMediaDelete(ctx, request.uuids, principal.user_uuid);
    return {
      data: { ...saved, bulk: MEDIA_DELETE_KIND },
      message: `${saved.counts.delete} media item(s) would be deleted`,
    };
  });
}

/**
 * Most rows of one preview upload on PGlite. There a transaction holds the whole store (store/db.ts)
 * and a preview plans in one: a million rows would stop every other request for about a minute,
 * where the 200,000 it took before uploads were streamed stop them for ~10 s. PostgreSQL plans
 * beside the other requests and takes MAX_BULK_ROWS.
 */
export const PGLITE_MAX_BULK_ROWS = 200_000;

/** The most rows a preview upload may hold here, and the message past it. */
function bulkRowsLimit(ctx: PlatformContext): { rows: number; message: string } {
  const rows = ctx.config.bulkRowsLimit ?? (ctx.db.dialect === 'pglite' ? PGLITE_MAX_BULK_ROWS : MAX_BULK_ROWS);
  if (rows === MAX_BULK_ROWS) return { rows, message: TOO_MANY_BULK_ROWS };
  return {
    rows,
    message:
      `rows must hold at most ${rows} rows on this platform` +
      (ctx.db.dialect === 'pglite' ? ` (its embedded store; on PostgreSQL up to ${MAX_BULK_ROWS})` : ''),
  };
}

/**
 * The rows of a bulk preview's upload (`{version, request: {rows}}`), read as they are planned
 * (jsonRows.ts): each row checked as it comes (a group of fields, its texts, at most `limit.rows`
 * of them); once all are read, the rest of the body is checked with `body`, the preview's request
 * model, as the whole body used to be. A refusal at any point throws out of the planning, whose
 * transaction then stores nothing.
 */
async function* uploadedRows(
  upload: Upload,
  body: z.ZodType,
  limit: { rows: number; message: string },
): AsyncGenerator<Array<Record<string, unknown>>> {
  const field = 'request.rows';
  const scan = jsonRows(upload.chunks(), {
    path: ['request', 'rows'],
    field,
    maxItemBytes: MAX_BULK_ROW_BYTES,
    maxEnvelopeBytes: MAX_BODY_BYTES,
  });
  let index = 0;
  for await (const set of scan.items) {
    for (const row of set) {
      if (index >= limit.rows) throw badRequest(limit.message, field);
      const at = `${field}.${index}`;
      if (!isPlainObject(row)) parseOr400(bulkRowSchema, row, at);
      checkJsonText(row, { field: at, depth: 3 });
      index++;
    }
    yield set as Array<Record<string, unknown>>;
  }
  const envelope = scan.envelope();
  checkJsonText(envelope);
  const request = isPlainObject(envelope) ? envelope.request : undefined;
  // Found, the array was left empty in the envelope; anything else there (a second `rows`) is refused by the model.
  if (
    !scan.found ||
    !isPlainObject(envelope) ||
    !isPlainObject(request) ||
    !Array.isArray(request.rows) ||
    request.rows.length
  ) {
    parseOr400(body, envelope);
    throw badRequest(`${field} must be one list of rows`, field);
  }
  // The model checks the envelope as the whole body, one row standing for those read (already checked).
  parseOr400(body, { ...envelope, request: { ...request, rows: index ? [{}] : [] } });
}
