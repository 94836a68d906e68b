/** The session operations of schema/graphql/session.graphql, typed by hand until codegen covers web/. */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '@console/machines';

const USER_FIELDS = 'user_uuid first_name last_name email scope roles read_policy';

export interface LoginResult {
  ok: boolean;
  message: string | null;
  user: SessionUser | null;
}
export interface Outcome {
  ok: boolean;
  message: string | null;
  field: string | null;
}
export interface Invitation {
  email: string;
  roles: string[];
  expires_at: string;
}

export const ME: TypedDocumentNode<{ me: SessionUser | null }> = gql`
  query Me { me { ${USER_FIELDS} } }
`;
export const LOGIN: TypedDocumentNode<{ login: LoginResult }, { email: string; password: string }> = gql`
  mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { ok message user { ${USER_FIELDS} } } }
`;
export const LOGOUT: TypedDocumentNode<{ logout: Outcome }> = gql`
  mutation Logout { logout { ok message field } }
`;
export const ACCEPT_PRIVACY: TypedDocumentNode<{ acceptPrivacy: SessionUser }> = gql`
  mutation AcceptPrivacy { acceptPrivacy { ${USER_FIELDS} } }
`;
export const AUTHORIZE: TypedDocumentNode<{ authorize: LoginResult }, { token: string }> = gql`
  mutation Authorize($token: String!) { authorize(token: $token) { ok message user { ${USER_FIELDS} } } }
`;
export const ACCEPT_INVITATION: TypedDocumentNode<
  { acceptInvitation: LoginResult },
  { code: string; first_name: string; last_name: string; password: string }
> = gql`
  mutation AcceptInvitation($code: String!, $first_name: String!, $last_name: String!, $password: String!) {
    acceptInvitation(code: $code, first_name: $first_name, last_name: $last_name, password: $password) { ok message user { ${USER_FIELDS} } }
  }
`;
export const INVITATION: TypedDocumentNode<{ invitation: Invitation | null }, { code: string }> = gql`
  query Invitation($code: String!) { invitation(code: $code) { email roles expires_at } }
`;
export const INVITE: TypedDocumentNode<{ invite: Outcome }, { email: string; roles: string[]; first_name?: string | null; last_name?: string | null }> = gql`
  mutation Invite($email: String!, $roles: [String!]!, $first_name: String, $last_name: String) {
    invite(email: $email, roles: $roles, first_name: $first_name, last_name: $last_name) { ok message field }
  }
`;
export const REQUEST_PASSWORD_RESET: TypedDocumentNode<{ requestPasswordReset: Outcome }, { email: string }> = gql`
  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { ok message field } }
`;
export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: Outcome }, { token: string; password: string }> = gql`
  mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ok message field } }
`;
