/** The palette's look-up (palette.graphql beside this file, typed by codegen). */
export {
  EntitySearchDocument as ENTITY_SEARCH,
  type EntitySearchQuery,
  type EntitySearchQueryVariables,
} from '../../../kit/graphql/generated/graphql.js';
