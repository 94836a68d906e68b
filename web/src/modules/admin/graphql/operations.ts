/** Admin calls (schema/graphql/utilities.graphql, session.graphql): users, invite, roles, GDPR. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { HistoryEntry, NavigationInput, OperationPayload, PageInfo } from '../../resources/graphql/operations.js';

/** A user as /admin/users lists them. */
export interface AdminUser {
  user_uuid: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  roles: string[];
  display_name: string;
}

export const USERS: TypedDocumentNode<{ users: { rows: AdminUser[]; navigation: PageInfo } }, { filter?: Record<string, unknown>; navigation?: NavigationInput }> = gql`
  query AdminUsers($filter: JSON, $navigation: NavigationInput) {
    users(filter: $filter, navigation: $navigation) {
      rows { user_uuid first_name last_name email roles display_name }
      navigation { page page_size total_items total_pages }
    }
  }
`;

export interface Outcome {
  ok: boolean;
  message: string | null;
  field: string | null;
}

export const INVITE: TypedDocumentNode<{ invite: Outcome }, { email: string; roles: string[]; first_name?: string; last_name?: string }> = gql`
  mutation Invite($email: String!, $roles: [String!]!, $first_name: String, $last_name: String) {
    invite(email: $email, roles: $roles, first_name: $first_name, last_name: $last_name) { ok message field }
  }
`;

const PAYLOAD = 'ok message reason field status data';

export const UPDATE_USER_ROLES: TypedDocumentNode<{ updateUserRoles: OperationPayload }, { user_uuid: string; roles: string[] }> = gql`
  mutation UpdateUserRoles($user_uuid: ID!, $roles: [String!]!) {
    updateUserRoles(user_uuid: $user_uuid, roles: $roles) { ${PAYLOAD} }
  }
`;

/** A user's role changes (who, when, before and after), newest first. */
export const USER_HISTORY: TypedDocumentNode<{ userHistory: { rows: HistoryEntry[]; navigation: PageInfo } }, { user_uuid: string; navigation?: NavigationInput }> = gql`
  query UserHistory($user_uuid: ID!, $navigation: NavigationInput) {
    userHistory(user_uuid: $user_uuid, navigation: $navigation) {
      rows {
        position stream_id version type operation user_uuid user_email transaction_uuid task_uuid recorded_at
        changes { field before after }
      }
      navigation { page page_size total_items total_pages }
    }
  }
`;

export const GDPR_EXPORT: TypedDocumentNode<{ gdprExport: OperationPayload }, Record<string, never>> = gql`
  mutation GdprExport { gdprExport { ${PAYLOAD} } }
`;

/** Data-protection settings (GdprSettingsInput). */
export interface GdprSettings {
  retention_days: number;
  anonymise_exports: boolean;
  contact_email: string;
}

export const GDPR_SAVE: TypedDocumentNode<{ gdprSaveSettings: OperationPayload }, { settings: GdprSettings }> = gql`
  mutation GdprSaveSettings($settings: GdprSettingsInput!) { gdprSaveSettings(settings: $settings) { ${PAYLOAD} } }
`;
