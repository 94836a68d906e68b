/** The session operations (session.graphql beside this file, typed by codegen). */
import type {
  InvitationQuery,
  LoginMutation,
  LogoutMutation,
  SessionUserFieldsFragment,
} from '../../../kit/graphql/generated/graphql.js';

export {
  MeDocument as ME,
  LoginDocument as LOGIN,
  LogoutDocument as LOGOUT,
  AcceptPrivacyDocument as ACCEPT_PRIVACY,
  AuthorizeDocument as AUTHORIZE,
  AcceptInvitationDocument as ACCEPT_INVITATION,
  InvitationDocument as INVITATION,
  InviteDocument as INVITE,
  RequestPasswordResetDocument as REQUEST_PASSWORD_RESET,
  ResetPasswordDocument as RESET_PASSWORD,
} from '../../../kit/graphql/generated/graphql.js';

/** The signed-in user's fields every session operation reads. */
export type SessionUserFields = SessionUserFieldsFragment;
/** The answer of a sign-in (login, authorize, accept invitation). */
export type LoginResult = LoginMutation['login'];
/** ok, or the §8 message and the field it concerns. */
export type Outcome = LogoutMutation['logout'];
/** An invitation as its page shows it. */
export type Invitation = NonNullable<InvitationQuery['invitation']>;
