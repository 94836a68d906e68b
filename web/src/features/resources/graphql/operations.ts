/**
 * Generic resource calls (resources.graphql beside this file, typed by codegen into web/src/kit/graphql/generated):
 * list, record, history, save, delete; deleting selected
 * records (recordsDelete.graphql). The types below are derived from the generated ones.
 */
import type {
  HistoryEntryFieldsFragment,
  PayloadFragment,
  RecordLookup as GeneratedRecordLookup,
} from '../../../kit/graphql/generated/graphql.js';

export {
  LIST,
  type NavigationInput,
  type PageInfo,
  type ResourceRecord,
  type SortKey,
} from '../../../kit/tables/listTypes.js';

export {
  ResourceRecordDocument as RECORD,
  ResourceHistoryDocument as HISTORY,
  SaveRecordDocument as SAVE_RECORD,
  DeleteRecordDocument as DELETE_RECORD,
  RecordsDeletePreviewDocument as RECORDS_DELETE_PREVIEW,
  RecordsDeleteApplyDocument as RECORDS_DELETE_APPLY,
} from '../../../kit/graphql/generated/graphql.js';

export type RecordLookup = GeneratedRecordLookup;
/** One entry of a record's history. */
export type HistoryEntry = HistoryEntryFieldsFragment;
/** The answer of a write whose failure is shown in a form (OperationPayload). */
export type OperationPayload = PayloadFragment;
