/**
 * Integrity sync operations (company.graphql beside this file, typed by codegen): status, details and
 * rerun. The status and details cross GraphQL as JSON; the interfaces below describe that JSON.
 */
export {
  IntegrityLogsDocument as INTEGRITY_LOGS,
  IntegrityLogDetailsDocument as INTEGRITY_LOG_DETAILS,
  RerunIntegritySyncDocument as RERUN_INTEGRITY_SYNC,
} from '../../../kit/graphql/generated/graphql.js';
export type { OperationPayload } from '../../resources/index.js';

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

/** The JSON of `integrityLogs`. */
export interface IntegrityStatus {
  code: string;
  synced_at: string | null;
  results: IntegrityLogRow[];
}

/** The JSON of `integrityLogDetails`. */
export interface IntegrityDetails {
  code: string;
  folder: string;
  stat_key: string;
  latest: IntegrityLogRow | null;
  history: IntegrityLogRow[];
}
