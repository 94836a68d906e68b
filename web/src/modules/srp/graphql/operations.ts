/** SRP operations (schema/graphql/products.graphql): list, logs, save, delete. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

export interface SrpListRow {
  product_uuid: string;
  product_name: string;
  is_active: boolean;
}

export interface SrpLogRow {
  product_uuid: string;
  operation: string;
  user_uuid: string | null;
  recorded_at: string;
  details: Record<string, unknown>;
}

interface Payload {
  ok: boolean;
  message: string | null;
  reason: string | null;
  field: string | null;
  status: number;
  data: Record<string, unknown> | null;
}

export const SRP_LIST: TypedDocumentNode<{ srpList: SrpListRow[] }, { code: string }> = gql`
  query SrpList($code: String!) { srpList(code: $code) { product_uuid product_name is_active } }
`;

export const SRP_LOGS: TypedDocumentNode<{ srpLogs: SrpLogRow[] }, { code: string }> = gql`
  query SrpLogs($code: String!) { srpLogs(code: $code) { product_uuid operation user_uuid recorded_at details } }
`;

export const SRP_SAVE: TypedDocumentNode<{ srpSave: Payload }, { code: string; products: Array<{ product_uuid: string; is_active: boolean }> }> = gql`
  mutation SrpSave($code: String!, $products: [SrpProductInput!]!) { srpSave(code: $code, products: $products) { ok message reason field status data } }
`;

export const SRP_DELETE: TypedDocumentNode<{ srpDelete: Payload }, { code: string; products: string[] }> = gql`
  mutation SrpDelete($code: String!, $products: [ID!]!) { srpDelete(code: $code, products: $products) { ok message reason field status data } }
`;
