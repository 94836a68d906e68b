/**
 * The session of one GraphQL request: the token from the cookie, the user behind it (asked of
 * the platform at most once per request), the access check of DESIGN §4 (roles and the privacy
 * gate) before any REST call, and the cookies to set on the response.
 */
import { refusalOf, type Access, type User } from '@console/schema';
import { refusalError, toGraphQLError, unauthenticatedError } from '../errors.js';
import { PlatformError, type Auth, type PlatformClient } from '../platformClient/index.js';
import { clearedSessionCookie, sessionCookie } from './cookies.js';

export class Session {
  private userPromise: Promise<User | null> | undefined;
  /** Set-Cookie values for the response. */
  readonly setCookies: string[] = [];

  constructor(
    private readonly platform: PlatformClient,
    private token: string | undefined,
    private readonly secure: boolean,
  ) {}

  /** The signed-in user, or null without a valid session; status 0 and 500 are thrown. */
  user(): Promise<User | null> {
    this.userPromise ??= this.loadUser();
    return this.userPromise;
  }

  private async loadUser(): Promise<User | null> {
    if (!this.token) return null;
    try {
      return (await this.platform.user({ token: this.token })).data;
    } catch (error) {
      if (error instanceof PlatformError && error.status === 401) {
        // The platform ended the session (idle or absolute expiry): drop the stale cookie.
        this.setCookies.push(clearedSessionCookie(this.secure));
        return null;
      }
      throw toGraphQLError(error);
    }
  }

  /**
   * Lets the call through if `access` admits the caller: else 401 without a session, 403 naming
   * the roles without one of them, or 403 "Please read privacy policy." for a write by a user who
   * has not read it. A public access asks nothing of the platform.
   */
  async admit(access: Access): Promise<void> {
    if (access === 'public') return;
    const refusal = refusalOf(access, await this.user());
    if (refusal) throw refusalError(refusal);
  }

  /** The signed-in caller's auth (after {@link admit}); 401 without a session. */
  async admitted(): Promise<Auth & { user: User }> {
    const user = await this.user();
    if (!user) throw unauthenticatedError();
    return { token: this.token, userUuid: user.user_uuid, user };
  }

  /** The auth of the current token without a role check (logout). */
  get auth(): Auth {
    return { token: this.token };
  }

  /** Stores a new token in the cookie; the next `user()` reads it. */
  signIn(token: string): void {
    this.token = token;
    this.userPromise = undefined;
    this.setCookies.push(sessionCookie(token, this.secure));
  }

  /** Clears the cookie. */
  signOut(): void {
    this.token = undefined;
    this.userPromise = Promise.resolve(null);
    this.setCookies.push(clearedSessionCookie(this.secure));
  }
}
