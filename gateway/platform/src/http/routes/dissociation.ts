/**
 * Dissociation of a company from a retailer (§7, DESIGN §3): the preview and the apply bound to
 * it (services/bulk/dissociate.ts). The request names its user, who must be the caller.
 */
import { dissociationApplyBodySchema, dissociationBodySchema } from '@console/schema';
import { DISSOCIATION_KIND, applyDissociation, previewDissociation } from '../../services/bulk/dissociate.js';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Principal } from '../guard.js';
import type { Router } from '../router.js';

const checkCaller = (userUuid: string, principal: Principal) => {
  if (userUuid !== principal.user_uuid)
    throw badRequest('request.user_uuid must be the signed-in user', 'request.user_uuid');
};

export function registerDissociationRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;

  on('POST', '/backend/cms/dissociate_company_retailer_preview', 'dissociationPreview', async (req, principal) => {
    const { request } = parseOr400(dissociationBodySchema, req.body);
    checkCaller(request.user_uuid, principal);
    const { by_metric, ...saved } = await previewDissociation(
      ctx,
      request.task_name,
      request.data,
      principal.user_uuid,
    );
    return {
      data: { ...saved, bulk: DISSOCIATION_KIND, task_name: request.task_name, data: request.data, by_metric },
      message: `${saved.total} record(s) would be removed or changed`,
    };
  });

  on('POST', '/backend/cms/dissociate_company_retailer', 'dissociationApply', async (req, principal) => {
    const { request } = parseOr400(dissociationApplyBodySchema, req.body);
    checkCaller(request.user_uuid, principal);
    return applyDissociation(ctx, request.preview_id, request.task_name, request.data, principal.user_uuid);
  });
}
