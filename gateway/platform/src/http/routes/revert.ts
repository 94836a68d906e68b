/**
 * Time travel and revert (issue 18, docs/PLATFORM-REST.md): a record as it was
 * (`GET {resource}/as_of/{uuid}?at=…|version=…`), the records a resource has deleted
 * (`POST {resource}/deleted/getlist`), and the revert of a transaction or of one version of a
 * record through preview → apply (`POST /backend/cms/revert/preview`, `POST /backend/cms/revert`).
 * The revert calls are staff reads at the router; who may revert what is the original change's
 * action, checked by services/revert.ts once the transaction is known.
 */
import {
  PAYLOAD_VERSION,
  RESOURCES,
  asOfQuerySchema,
  listNavigationSchema,
  recordsDeleteApplyRequestSchema,
  recordsDeletePreviewRequestSchema,
  resourceByName,
  revertApplyRequestSchema,
  revertPreviewRequestSchema,
  uuidSchema,
  versioned,
  type ResourceDef,
} from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import { applyRevert, previewRevert } from '../../services/revert.js';
import { applyRecordsDelete, previewRecordsDelete } from '../../services/bulk/recordsDelete.js';
import { eventAsOf } from '../../store/revert.js';
import { deletedRecords } from '../../store/revert.js';
import { NotFound } from '../../store/errors.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

export const REVERT_PREVIEW_PATH = '/backend/cms/revert/preview';
export const REVERT_PATH = '/backend/cms/revert';
export const RECORDS_DELETE_PREVIEW_PATH = '/backend/cms/delete_records/preview';
export const RECORDS_DELETE_PATH = '/backend/cms/delete_records';

/** The resource a records-delete request names, or a 400 naming request.resource. */
const deletable = (name: string): ResourceDef => {
  const def = resourceByName(name) as ResourceDef | undefined;
  if (!def) throw badRequest(`resource ${name} is not a resource of this platform`, 'request.resource');
  return def;
};

const deletedRequestSchema = z.strictObject({
  navigation: listNavigationSchema.default({ page: 1, page_size: 50 }),
});

export function registerRevertRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', REVERT_PREVIEW_PATH, 'read', async (req, principal) => {
    const { request } = parseOr400(versioned(PAYLOAD_VERSION, revertPreviewRequestSchema), req.body);
    const saved = await previewRevert(ctx, request, principal);
    const conflicts = saved.counts.error ? `, ${saved.counts.error} conflict(s)` : '';
    return { data: saved, message: `Revert: ${saved.total} record(s) previewed${conflicts}` };
  });
  on('POST', REVERT_PATH, 'read', async (req, principal) => {
    const { request } = parseOr400(versioned(PAYLOAD_VERSION, revertApplyRequestSchema), req.body);
    return applyRevert(ctx, request.preview_id, request.skip_conflicts ?? false, principal);
  });

  on('POST', RECORDS_DELETE_PREVIEW_PATH, 'write', async (req, principal) => {
    const { request } = parseOr400(versioned(PAYLOAD_VERSION, recordsDeletePreviewRequestSchema), req.body);
    const saved = await previewRecordsDelete(ctx, deletable(request.resource), request.uuids, principal.user_uuid);
    return { data: saved, message: `${saved.counts.delete} record(s) would be deleted` };
  });
  on('POST', RECORDS_DELETE_PATH, 'write', async (req, principal) => {
    const { request } = parseOr400(versioned(PAYLOAD_VERSION, recordsDeleteApplyRequestSchema), req.body);
    return applyRecordsDelete(ctx, deletable(request.resource), request.preview_id, principal.user_uuid);
  });

  for (const def of RESOURCES as readonly ResourceDef[]) {
    if (def.store === 'tasks') continue;
    on('GET', `${def.path}/as_of/:uuid`, 'read', async (req) => {
      const uuid = parseOr400(uuidSchema, req.params.uuid, 'uuid');
      const when = parseOr400(asOfQuerySchema, Object.fromEntries(req.query));
      const event = await eventAsOf(
        db,
        def.store,
        uuid,
        when.version === undefined ? { at: when.at! } : { version: when.version },
      );
      if (!event)
        throw new NotFound(
          when.version === undefined
            ? `${def.label} record ${uuid} did not exist at ${when.at}`
            : `No version ${when.version} of ${def.label.toLowerCase()} record ${uuid}`,
        );
      return {
        data: {
          uuid,
          version: event.version,
          deleted: event.deleted,
          record: event.after
            ? {
                ...event.after,
                id: event.id,
                uuid,
                version: event.version,
                ...(def.keyField === 'product_uuid' ? { product_uuid: uuid } : {}),
              }
            : null,
          recorded_at: event.recorded_at,
          user_uuid: event.user_uuid,
          user_email: event.user_email,
          transaction_uuid: event.transaction_uuid,
        },
      };
    });
    on('POST', `${def.path}/deleted/getlist`, 'read', async (req) => {
      const { navigation } = parseOr400(deletedRequestSchema, req.body ?? {});
      return deletedRecords(db, def.store, navigation.page, navigation.page_size);
    });
  }
}
