/** Dissociation preview and apply (schema/graphql/bulk.graphql), and the company's retailer links. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

/** An OperationPayload: `data` is the platform's answer. */
export interface OperationPayload {
  ok: boolean;
  message: string | null;
  reason: string | null;
  field: string | null;
  status: number;
  data: unknown;
}

export interface DissociationInputVars {
  task_name: string;
  company_digit_code: string;
  retailer_url: string;
  metrics: string[];
}

export const DISSOCIATION_PREVIEW: TypedDocumentNode<{ dissociationPreview: OperationPayload }, { input: DissociationInputVars }> = gql`
  mutation DissociationPreview($input: DissociationInput!) {
    dissociationPreview(input: $input) { ok message reason field status data }
  }
`;

export const DISSOCIATION_APPLY: TypedDocumentNode<{ dissociationApply: OperationPayload }, { input: DissociationInputVars; preview_id: string }> = gql`
  mutation DissociationApply($input: DissociationInput!, $preview_id: ID!) {
    dissociationApply(input: $input, preview_id: $preview_id) { ok message reason field status data }
  }
`;

/** Per metric: how many records of each kind would go (the platform's `by_metric`). */
export type ByMetric = Record<string, { total: number; by_resource: Record<string, number> }>;
