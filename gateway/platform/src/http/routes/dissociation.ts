/**
 * Dissociation of a company from a retailer (§7, DESIGN §3): the preview lists what would go
 * per metric; the apply, bound to it, removes exactly that as one task named task_name, all or
 * nothing, 409 when something changed or appeared since the preview.
 */
import { dissociationApplyBodySchema, dissociationBodySchema } from '@console/schema';
import { applyPreview } from '../../services/bulk/apply.js';
import { type DissociationData, appearedSince, doomedRecords, impactByMetric, linkGoes, planDissociation, retailerLink } from '../../services/bulk/dissociation.js';
import { existingCompanies } from '../../store/bulk/keys.js';
import { previewHeader, previewRecordUuids, savePreview } from '../../store/bulk/previews.js';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Principal } from '../guard.js';
import type { Router } from '../router.js';

export const DISSOCIATION_KIND = 'dissociation';

const sameData = (a: DissociationData, b: DissociationData) =>
  a.company_digit_code === b.company_digit_code && a.retailer_url === b.retailer_url && [...new Set(a.metrics)].sort().join() === [...new Set(b.metrics)].sort().join();

export function registerDissociationRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  const checkCaller = (userUuid: string, principal: Principal) => {
    if (userUuid !== principal.user_uuid) throw badRequest('request.user_uuid must be the signed-in user', 'request.user_uuid');
  };

  on('POST', '/backend/cms/dissociate_company_retailer_preview', 'dissociationPreview', async (req, principal) => {
    const { request } = parseOr400(dissociationBodySchema, req.body);
    checkCaller(request.user_uuid, principal);
    const data = request.data;
    if (!(await existingCompanies(db, [data.company_digit_code])).size) throw badRequest(`company ${data.company_digit_code} does not exist`, 'request.data.company_digit_code');
    const link = await retailerLink(db, data);
    if (!link) throw badRequest(`company ${data.company_digit_code} has no retailer at ${data.retailer_url}`, 'request.data.retailer_url');
    const planned = planDissociation(await doomedRecords(db, data, linkGoes(link, data.metrics)), link, data.metrics);
    const saved = await savePreview(db, { kind: DISSOCIATION_KIND, bulk: DISSOCIATION_KIND, user_uuid: principal.user_uuid, request: { task_name: request.task_name, data } }, planned);
    return {
      data: { ...saved, bulk: DISSOCIATION_KIND, task_name: request.task_name, data, by_metric: impactByMetric(planned) },
      message: `${saved.total} record(s) would be removed or changed`,
    };
  });

  on('POST', '/backend/cms/dissociate_company_retailer', 'dissociationApply', async (req, principal) => {
    const { request } = parseOr400(dissociationApplyBodySchema, req.body);
    checkCaller(request.user_uuid, principal);
    const header = await previewHeader(db, request.preview_id);
    const previewed = (header.request as { data?: DissociationData }).data;
    if (header.kind === DISSOCIATION_KIND && previewed && !sameData(previewed, request.data)) {
      throw badRequest('request.data differs from what the preview was computed for: preview again', 'request.data');
    }
    const previewedRecords = await previewRecordUuids(db, request.preview_id);
    return applyPreview(ctx, {
      previewId: request.preview_id,
      kind: DISSOCIATION_KIND,
      taskKind: DISSOCIATION_KIND,
      taskName: request.task_name,
      resource: 'company_retailers',
      userUuid: principal.user_uuid,
      companyCode: request.data.company_digit_code,
      extraVerify: appearedSince(request.data, previewedRecords),
    });
  });
}
