/** Generic resource calls (schema/graphql/resources.graphql): list, record, history, save. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

/** A record of a generic resource, as the platform stores it. */
export type ResourceRecord = Record<string, unknown>;

/** Paging information of a list answer. */
export interface PageInfo {
  page: number;
  page_size: number;
  total_items: number;
  total_pages: number;
}

/** One sort key (dotted field path). */
export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** Paging and sorting of a list call. */
export interface NavigationInput {
  page: number;
  page_size: number;
  sort?: SortKey[];
}

export interface ListVars {
  resource: string;
  filter?: Record<string, unknown> | null;
  navigation?: NavigationInput;
}

export const LIST: TypedDocumentNode<{ list: { rows: ResourceRecord[]; navigation: PageInfo } }, ListVars> = gql`
  query ResourceList($resource: ResourceName!, $filter: JSON, $navigation: NavigationInput) {
    list(resource: $resource, filter: $filter, navigation: $navigation) {
      rows
      navigation { page page_size total_items total_pages }
    }
  }
`;

export type RecordLookup = 'uuid' | 'id' | 'path';

export const RECORD: TypedDocumentNode<{ record: ResourceRecord | null }, { resource: string; id: string; by?: RecordLookup }> = gql`
  query ResourceRecord($resource: ResourceName!, $id: ID!, $by: RecordLookup) {
    record(resource: $resource, id: $id, by: $by)
  }
`;

/** One change of one field. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of a record's history. */
export interface HistoryEntry {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  operation: string;
  user_uuid: string | null;
  user_email: string | null;
  transaction_uuid: string | null;
  task_uuid: string | null;
  recorded_at: string;
  changes: FieldChange[];
}

export const HISTORY: TypedDocumentNode<
  { history: { rows: HistoryEntry[]; navigation: PageInfo } },
  { resource: string; filter: Record<string, unknown>; navigation?: NavigationInput }
> = gql`
  query ResourceHistory($resource: ResourceName!, $filter: JSON!, $navigation: NavigationInput) {
    history(resource: $resource, filter: $filter, navigation: $navigation) {
      rows {
        position stream_id version type operation user_uuid user_email transaction_uuid task_uuid recorded_at
        changes { field before after }
      }
      navigation { page page_size total_items total_pages }
    }
  }
`;

/** The answer of a write whose failure is shown in a form. */
export interface OperationPayload {
  ok: boolean;
  message: string | null;
  reason: string | null;
  field: string | null;
  status: number;
  data: unknown;
}

const PAYLOAD = 'ok message reason field status data';

export const SAVE_RECORD: TypedDocumentNode<{ saveRecord: OperationPayload }, { resource: string; input: ResourceRecord }> = gql`
  mutation SaveRecord($resource: ResourceName!, $input: JSON!) {
    saveRecord(resource: $resource, input: $input) { ${PAYLOAD} }
  }
`;

/** Deletes a record at the version the user saw (DESIGN §8): a stale one answers status 409 with `data.current_version`. */
export const DELETE_RECORD: TypedDocumentNode<{ deleteRecord: OperationPayload }, { resource: string; uuid: string; version: number }> = gql`
  mutation DeleteRecord($resource: ResourceName!, $uuid: ID!, $version: Int!) {
    deleteRecord(resource: $resource, uuid: $uuid, version: $version) { ${PAYLOAD} }
  }
`;
