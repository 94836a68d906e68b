/** Time travel and revert (revert.graphql beside this file, typed by codegen). */
export {
  DeletedRecordsDocument as DELETED_RECORDS,
  RevertPreviewDocument as REVERT_PREVIEW,
  RevertApplyDocument as REVERT_APPLY,
} from '../../../kit/graphql/generated/graphql.js';
export type { DeletedRecordsQuery } from '../../../kit/graphql/generated/graphql.js';
