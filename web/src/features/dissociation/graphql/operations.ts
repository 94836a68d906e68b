/** Dissociation preview and apply (dissociation.graphql beside this file, typed by codegen). */
export {
  DissociationPreviewDocument as DISSOCIATION_PREVIEW,
  DissociationApplyDocument as DISSOCIATION_APPLY,
} from '../../../kit/graphql/generated/graphql.js';
export type { OperationPayload } from '../../resources/index.js';

/** Per metric: how many records of each kind would go (the platform's `by_metric`, JSON in the payload's data). */
export type ByMetric = Record<string, { total: number; by_resource: Record<string, number> }>;
