/** The generic list's query and the shapes the table kit works with (derived from the generated types). */
import type { PageFieldsFragment, SortDirection } from '../graphql/generated/graphql.js';

export { ResourceListDocument as LIST } from '../graphql/generated/graphql.js';

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
