/** Time travel and revert (revert.graphql beside this file, typed by codegen). */
export {
  RevertPreviewDocument as REVERT_PREVIEW,
  RevertApplyDocument as REVERT_APPLY,
} from '../../../kit/graphql/generated/graphql.js';
