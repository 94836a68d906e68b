/**
 * Time travel and revert (issue 18): a record as it was at any moment or version, the records a
 * resource has deleted, and the revert of a transaction or of one change through preview → apply.
 *
 * Who may revert: the role that may make the original change (DESIGN §4), so each kind of
 * transaction names the action that makes it. A revert's own transaction remembers the kind it
 * reverts at the bottom of the chain, so reverting a revert asks for the same action.
 */
import { z } from './zod.js';
import type { Action } from './roles.js';
import { uuidSchema } from './models/common.js';
import { revertsSchema } from './models/operations.js';
import { previewResultSchema } from './requests.js';

/** The kind of a deletion of a list's selected records (one task, one transaction; issue 16). */
export const RECORDS_DELETE_KIND = 'records.delete';

/**
 * The action that makes each kind of transaction the console can revert: those whose records'
 * events keep the fields before and after. SRP lists, settings and role changes keep no earlier
 * values in their events, so they are not here (a preview refuses them).
 */
export const REVERT_ACTIONS: Readonly<Record<string, Action>> = {
  create: 'write',
  update: 'write',
  delete: 'write',
  'bulk.apply': 'bulk',
  'bulk.delete': 'mediaBulkDelete',
  dissociation: 'dissociationApply',
  'groupings.create': 'bulk',
  'groupings.delete': 'bulk',
  [RECORDS_DELETE_KIND]: 'write',
};

/** The kind of a revert's own transaction. */
export const REVERT_KIND = 'revert';

const wholeVersion = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of 1 or more` })
    .int(`${what} must be a whole number of 1 or more`)
    .min(1, `${what} must be a whole number of 1 or more`);

/**
 * POST /backend/cms/revert/preview `request`: a whole transaction, or one version of one record —
 * `change` puts back only the fields that version changed, `restore` every field as that version
 * left them (a deleted record is re-created; restoring a deletion deletes).
 */
export const revertPreviewRequestSchema = z.union(
  [
    z.strictObject({ transaction_uuid: uuidSchema }),
    z.strictObject({
      resource: z.string().min(1, 'resource is required'),
      uuid: uuidSchema,
      version: wholeVersion('version'),
      mode: z.enum(['change', 'restore'], { error: "mode must be 'change' or 'restore'" }),
    }),
  ],
  { error: 'request must name a transaction_uuid, or a resource, uuid, version and mode' },
);
export type RevertPreviewRequest = z.infer<typeof revertPreviewRequestSchema>;

/**
 * POST /backend/cms/revert `request`: apply a revert preview. Records changed since by later
 * transactions are listed by the preview as conflicts (rows in error); `skip_conflicts` reverts
 * the rest and leaves those as they are — without it, a preview with conflicts is refused.
 */
export const revertApplyRequestSchema = z.strictObject({
  preview_id: uuidSchema,
  skip_conflicts: z.boolean({ error: 'skip_conflicts must be true or false' }).optional(),
});
export type RevertApplyRequest = z.infer<typeof revertApplyRequestSchema>;

/** GET {resource}/as_of/{uuid}: at a moment (ISO 8601) or at a version, not both. */
export const asOfQuerySchema = z
  .strictObject({
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO 8601 date and time' }).optional(),
    version: z.coerce.number().pipe(wholeVersion('version')).optional(),
  })
  .refine((q) => (q.at === undefined) !== (q.version === undefined), {
    error: 'give either at (a date and time) or version, not both',
  });
export type AsOfQuery = z.infer<typeof asOfQuerySchema>;

/** A record as it was: its fields then (null: it did not exist or was deleted), and the version that made it so. */
export const asOfRecordSchema = z.object({
  uuid: uuidSchema,
  version: z.number().int(),
  /** Whether it was deleted at that moment. */
  deleted: z.boolean(),
  /** Its fields, with id, uuid and version; null when deleted. */
  record: z.record(z.string(), z.unknown()).nullable(),
  recorded_at: z.string(),
  user_uuid: uuidSchema.nullable(),
  user_email: z.string().nullable(),
  transaction_uuid: uuidSchema.nullable(),
});
export type AsOfRecord = z.infer<typeof asOfRecordSchema>;

/** One record of {resource}/deleted/getlist: what it was before its deletion, who deleted it and when. */
export const deletedRecordSchema = z.object({
  uuid: uuidSchema,
  id: z.number().int().nullable(),
  /** The version its deletion made. */
  version: z.number().int(),
  before: z.record(z.string(), z.unknown()),
  deleted_at: z.string(),
  user_uuid: uuidSchema.nullable(),
  user_email: z.string().nullable(),
  transaction_uuid: uuidSchema.nullable(),
});
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;

/** What a revert preview answers: a stored preview, its conflicts, and what it reverts. */
export const revertPreviewResultSchema = previewResultSchema.extend({
  conflicts: z.number().int(),
  reverts: revertsSchema.nullable(),
});
export type RevertPreviewResult = z.infer<typeof revertPreviewResultSchema>;

/**
 * POST /backend/cms/delete_records/preview `request`: the selected records of one resource
 * (issue 16); POST /backend/cms/delete_records applies it by preview_id.
 */
export const recordsDeletePreviewRequestSchema = z.strictObject({
  resource: z.string().min(1, 'resource is required'),
  uuids: z
    .array(uuidSchema)
    .min(1, 'uuids must name at least one record')
    .max(10_000, 'uuids may name at most 10,000 records'),
});
export type RecordsDeletePreviewRequest = z.infer<typeof recordsDeletePreviewRequestSchema>;
export const recordsDeleteApplyRequestSchema = z.strictObject({ resource: z.string(), preview_id: uuidSchema });
export type RecordsDeleteApplyRequest = z.infer<typeof recordsDeleteApplyRequestSchema>;
