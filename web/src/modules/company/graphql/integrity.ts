/** Integrity sync operations: status, details and rerun (its task is followed by the live module's task follower). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

/** One check of a sync: the latest row per folder and stat key. */
export interface IntegrityLogRow {
  id: number;
  code: string;
  folder: string;
  stat_key: string;
  status: string;
  detail: Record<string, unknown>;
  recorded_at: string;
}

export interface IntegrityStatus {
  code: string;
  synced_at: string | null;
  results: IntegrityLogRow[];
}

export interface IntegrityDetails {
  code: string;
  folder: string;
  stat_key: string;
  latest: IntegrityLogRow | null;
  history: IntegrityLogRow[];
}

export const INTEGRITY_LOGS: TypedDocumentNode<{ integrityLogs: IntegrityStatus | null }, { code: string; limit?: number | null }> = gql`
  query IntegrityLogs($code: String!, $limit: Int) { integrityLogs(code: $code, limit: $limit) }
`;

export const INTEGRITY_LOG_DETAILS: TypedDocumentNode<{ integrityLogDetails: IntegrityDetails | null }, { code: string; folder: string; stat_key: string }> = gql`
  query IntegrityLogDetails($code: String!, $folder: String!, $stat_key: String!) { integrityLogDetails(code: $code, folder: $folder, stat_key: $stat_key) }
`;

/** The answer of a write (OperationPayload). */
export interface OperationPayload<T = unknown> {
  ok: boolean;
  message: string | null;
  reason: string | null;
  field: string | null;
  status: number;
  data: T | null;
}

export const RERUN_INTEGRITY_SYNC: TypedDocumentNode<{ rerunIntegritySync: OperationPayload<{ task_uuid: string; status: string }> }, { value: string }> = gql`
  mutation RerunIntegritySync($value: String!) { rerunIntegritySync(value: $value) { ok message reason field status data } }
`;
