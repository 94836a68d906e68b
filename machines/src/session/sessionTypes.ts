/** Types the session machine and the web share: credentials, failures and the user it holds. */
import type { User } from '@console/schema';

/** The ways to sign in: a password, a one-time authorize token, or an accepted invitation. */
export type Credentials =
  | { kind: 'password'; email: string; password: string }
  | { kind: 'authorize'; token: string }
  | { kind: 'invitation'; code: string; first_name: string; last_name: string; password: string };

/** A failed call as the UI shows it: the status and the §8 message for it. */
export interface Failure {
  status: number;
  message: string;
}

/** The signed-in user as the session keeps it. */
export type SessionUser = Pick<
  User,
  'user_uuid' | 'first_name' | 'last_name' | 'email' | 'scope' | 'roles' | 'read_policy'
>;

/** What the web supplies when it starts the session. */
export interface SessionInput {
  /** The `login_app` cookie's page (§4), read by the web; judged safe or not by the machine. */
  loginAppPage: string | null;
}
