/** The /backend/cms calls of §7: bulk preview and apply, media delete, groupings, dissociation. */
import {
  DISSOCIATION_PAYLOAD_VERSION,
  MEDIA_DELETE_PAYLOAD_VERSION,
  PAYLOAD_VERSION,
  applyResultSchema,
  bulkByName,
  previewResultSchema,
  previewRowSchema,
  type BulkApplyRequest,
  type BulkDef,
  type DissociationApplyRequest,
  type DissociationRequest,
  type MediaBulkDeleteRequest,
  type PreviewRowsRequest,
  type RecordsDeleteApplyRequest,
  type RecordsDeletePreviewRequest,
  type RevertApplyRequest,
  type RevertPreviewRequest,
  revertPreviewResultSchema,
} from '@console/schema';
import type { Auth, Call } from './http.js';
import { anySchema, listOf } from './records.js';

function bulk(name: string): BulkDef {
  const def = bulkByName(name);
  if (!def) throw new Error(`Unknown bulk resource ${name}`);
  return def;
}

export const bulkCalls = (call: Call) => ({
  /** POST {previewPath} {version, request: {rows}}. */
  bulkPreview: (auth: Auth, name: string, rows: unknown[]) => {
    const def = bulk(name);
    if (!def.previewPath) throw new Error(`${def.label} have no preview`);
    return call({
      method: 'POST',
      path: def.previewPath,
      auth,
      body: { version: def.version, request: { rows } },
      data: previewResultSchema,
      slow: true,
    });
  },
  /** POST {path} {version, request: {preview_id}} or, for brands, {rows, confirm: true}. */
  bulkApply: (auth: Auth, name: string, request: BulkApplyRequest) => {
    const def = bulk(name);
    return call({
      method: 'POST',
      path: def.path,
      auth,
      body: { version: def.version, request },
      data: applyResultSchema,
      slow: true,
    });
  },
  /** POST /backend/cms/previews/{preview_id}/rows {outcome, page, page_size}. */
  previewRows: (auth: Auth, previewId: string, body: PreviewRowsRequest) =>
    call({
      method: 'POST',
      path: `/backend/cms/previews/${encodeURIComponent(previewId)}/rows`,
      auth,
      body,
      data: listOf(previewRowSchema),
    }),
  /** DELETE /backend/cms/bulk_delete_product_media {version: '1.0', request}. */
  mediaBulkDelete: (auth: Auth, request: MediaBulkDeleteRequest) =>
    call({
      method: 'DELETE',
      path: '/backend/cms/bulk_delete_product_media',
      auth,
      body: { version: MEDIA_DELETE_PAYLOAD_VERSION, request },
      data: anySchema,
      slow: true,
    }),
  /** POST /backend/cms/create_product_groupings {version, request: {groupings}}. */
  createGroupings: (auth: Auth, groupings: unknown[]) =>
    call({
      method: 'POST',
      path: '/backend/cms/create_product_groupings',
      auth,
      body: { version: PAYLOAD_VERSION, request: { groupings } },
      data: anySchema,
    }),
  /** POST /product_groups/groupings/validate {version, request: grouping}: answers {valid, errors}, writes nothing. */
  validateGrouping: (auth: Auth, grouping: Record<string, unknown>) =>
    call({
      method: 'POST',
      path: '/product_groups/groupings/validate',
      auth,
      body: { version: PAYLOAD_VERSION, request: grouping },
      data: anySchema,
    }),
  /** POST /backend/cms/delete_product_groupings {version, request: {uuids}}. */
  deleteGroupings: (auth: Auth, uuids: string[]) =>
    call({
      method: 'POST',
      path: '/backend/cms/delete_product_groupings',
      auth,
      body: { version: PAYLOAD_VERSION, request: { uuids } },
      data: anySchema,
    }),
  /** POST /backend/cms/dissociate_company_retailer_preview. */
  dissociationPreview: (auth: Auth, request: DissociationRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/dissociate_company_retailer_preview',
      auth,
      body: { version: DISSOCIATION_PAYLOAD_VERSION, request },
      data: anySchema,
      slow: true,
    }),
  /** POST /backend/cms/dissociate_company_retailer with the preview_id. */
  dissociationApply: (auth: Auth, request: DissociationApplyRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/dissociate_company_retailer',
      auth,
      body: { version: DISSOCIATION_PAYLOAD_VERSION, request },
      data: anySchema,
      slow: true,
    }),
  /** POST /backend/cms/revert/preview {version, request}: a transaction or one version of one record. */
  revertPreview: (auth: Auth, request: RevertPreviewRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/revert/preview',
      auth,
      body: { version: PAYLOAD_VERSION, request },
      data: revertPreviewResultSchema,
      slow: true,
    }),
  /** POST /backend/cms/revert {version, request: {preview_id, skip_conflicts}}. */
  revertApply: (auth: Auth, request: RevertApplyRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/revert',
      auth,
      body: { version: PAYLOAD_VERSION, request },
      data: applyResultSchema,
      slow: true,
    }),
  /** POST /backend/cms/delete_records/preview {version, request: {resource, uuids}} (issue 16). */
  recordsDeletePreview: (auth: Auth, request: RecordsDeletePreviewRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/delete_records/preview',
      auth,
      body: { version: PAYLOAD_VERSION, request },
      data: previewResultSchema,
      slow: true,
    }),
  /** POST /backend/cms/delete_records {version, request: {resource, preview_id}}. */
  recordsDeleteApply: (auth: Auth, request: RecordsDeleteApplyRequest) =>
    call({
      method: 'POST',
      path: '/backend/cms/delete_records',
      auth,
      body: { version: PAYLOAD_VERSION, request },
      data: applyResultSchema,
      slow: true,
    }),
});
