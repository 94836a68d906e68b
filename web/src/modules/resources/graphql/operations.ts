/**
 * Generic resource calls (resources.graphql beside this file, typed by codegen into web/src/generated):
 * list, record, history, save, delete. The types below are derived from the generated ones.
 */
import type { HistoryEntryFieldsFragment, PageFieldsFragment, PayloadFragment, RecordLookup as GeneratedRecordLookup, SortDirection } from '../../../generated/graphql.js';

export {
  ResourceListDocument as LIST,
  ResourceRecordDocument as RECORD,
  ResourceHistoryDocument as HISTORY,
  SaveRecordDocument as SAVE_RECORD,
  DeleteRecordDocument as DELETE_RECORD,
} from '../../../generated/graphql.js';

/** A record of a generic resource, as the platform stores it (a JSON object in the SDL). */
export type ResourceRecord = Record<string, unknown>;
/** Paging information of a list answer. */
export type PageInfo = PageFieldsFragment;
/** One sort key (dotted field path). */
export interface SortKey {
  field: string;
  direction: SortDirection;
}
/** Paging and sorting of a list call (NavigationInput with the page always set). */
export interface NavigationInput {
  page: number;
  page_size: number;
  sort?: SortKey[];
}
export type RecordLookup = GeneratedRecordLookup;
/** One entry of a record's history. */
export type HistoryEntry = HistoryEntryFieldsFragment;
/** The answer of a write whose failure is shown in a form (OperationPayload). */
export type OperationPayload = PayloadFragment;
