/**
 * Dissociation of a company from a retailer as flows (§7, DESIGN §3): the preview lists what
 * would go per metric (services/bulk/dissociation.ts plans it); the apply, bound to it, removes
 * exactly that as one task named task_name, all or nothing, a Conflict when something changed or
 * appeared since the preview.
 */
import { existingCompanies } from '../../store/bulk/keys.js';
import { previewHeader, previewRecordUuids, savePreview } from '../../store/bulk/previews.js';
import { InvalidInput } from '../../store/errors.js';
import type { PlatformContext } from '../context.js';
import { type ApplyAnswer, applyPreview } from './apply.js';
import {
  type DissociationData,
  appearedSince,
  doomedRecords,
  impactByMetric,
  linkGoes,
  planDissociation,
  retailerLink,
} from './dissociation.js';

export const DISSOCIATION_KIND = 'dissociation';

const sameData = (a: DissociationData, b: DissociationData) =>
  a.company_digit_code === b.company_digit_code &&
  a.retailer_url === b.retailer_url &&
  [...new Set(a.metrics)].sort().join() === [...new Set(b.metrics)].sort().join();

/** Plans and stores the preview of a dissociation: the stored preview, and what goes per metric. */
export async function previewDissociation(
  ctx: PlatformContext,
  taskName: string,
  data: DissociationData,
  user: string | null,
) {
  const { db } = ctx;
  if (!(await existingCompanies(db, [data.company_digit_code])).size)
    throw new InvalidInput(`company ${data.company_digit_code} does not exist`, 'request.data.company_digit_code');
  const link = await retailerLink(db, data);
  if (!link)
    throw new InvalidInput(
      `company ${data.company_digit_code} has no retailer at ${data.retailer_url}`,
      'request.data.retailer_url',
    );
  const planned = planDissociation(await doomedRecords(db, data, linkGoes(link, data.metrics)), link, data.metrics);
  const saved = await savePreview(
    db,
    { kind: DISSOCIATION_KIND, bulk: DISSOCIATION_KIND, user_uuid: user, request: { task_name: taskName, data } },
    planned,
  );
  return { ...saved, by_metric: impactByMetric(planned) };
}

/** Applies a dissociation's preview as the task `taskName`; `data` must be what was previewed. */
export async function applyDissociation(
  ctx: PlatformContext,
  previewId: string,
  taskName: string,
  data: DissociationData,
  user: string | null,
): Promise<ApplyAnswer> {
  const header = await previewHeader(ctx.db, previewId);
  const previewed = (header.request as { data?: DissociationData }).data;
  if (header.kind === DISSOCIATION_KIND && previewed && !sameData(previewed, data)) {
    throw new InvalidInput(
      'request.data differs from what the preview was computed for: preview again',
      'request.data',
    );
  }
  const previewedRecords = await previewRecordUuids(ctx.db, previewId);
  return applyPreview(ctx, {
    previewId,
    kind: DISSOCIATION_KIND,
    taskKind: DISSOCIATION_KIND,
    taskName,
    resource: 'company_retailers',
    userUuid: user,
    companyCode: data.company_digit_code,
    extraVerify: appearedSince(data, previewedRecords),
  });
}
