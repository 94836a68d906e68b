/** A record as it was, and two versions side by side (asOf.graphql beside this file, typed by codegen; issue 18). */
export {
  RecordAsOfDocument as RECORD_AS_OF,
  RecordVersionsDocument as RECORD_VERSIONS,
  DeletedRecordsDocument as DELETED_RECORDS,
} from '../../../kit/graphql/generated/graphql.js';
export type { RecordAsOfFieldsFragment as RecordAsOf } from '../../../kit/graphql/generated/graphql.js';
