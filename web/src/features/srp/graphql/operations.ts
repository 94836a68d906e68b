/** SRP operations (srp.graphql beside this file, typed by codegen): list, logs, save, delete. */
import type { SrpListQuery, SrpLogsQuery } from '../../../kit/graphql/generated/graphql.js';

export {
  SrpListDocument as SRP_LIST,
  SrpLogsDocument as SRP_LOGS,
  SrpSaveDocument as SRP_SAVE,
  SrpDeleteDocument as SRP_DELETE,
} from '../../../kit/graphql/generated/graphql.js';

export type SrpListRow = SrpListQuery['srpList'][number];
export type SrpLogRow = SrpLogsQuery['srpLogs'][number];
