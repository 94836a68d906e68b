/**
 * The session of one GraphQL request: the token from the cookie, the user behind it (asked of
 * the platform at most once per request, and not at all while the gateway remembers it:
 * sessionCache.ts), the access check of DESIGN §4 (roles and the privacy
 * gate) before any REST call, and the cookies to set on the response.
 */
import { refusalOf, type Access, type User } from '@console/schema';
import { refusalError, toGraphQLError, unauthenticatedError } from '../errors.js';
import { PlatformError, type Auth, type PlatformClient } from '../platformClient/index.js';
import { clearedSessionCookie, sessionCookie } from './cookies.js';
import type { SessionCache } from './sessionCache.js';

export class Session {
  private userPromise: Promise<User | null> | undefined;
  /** Set-Cookie values for the response. */
  readonly setCookies: string[] = [];

  constructor(
    private readonly platform: PlatformClient,
    private token: string | undefined,
    private readonly secure: boolean,
    private readonly cache?: SessionCache,
  ) {}

  /** The signed-in user, or null without a valid session; status 0 and 500 are thrown. */
  user(): Promise<User | null> {
    this.userPromise ??= this.loadUser(false);
    return this.userPromise;
  }

  /**
   * The signed-in user as the platform says now, never as remembered (the `me` query: how the web
   * learns its session ended, e.g. by a password reset that this gateway could not see).
   */
  confirmedUser(): Promise<User | null> {
    this.userPromise = this.loadUser(true);
    return this.userPromise;
  }

  private async loadUser(confirm: boolean): Promise<User | null> {
    const token = this.token;
    if (!token) return null;
    const known = confirm ? undefined : this.cache?.get(token);
    if (known) return known;
    try {
      const user = (await this.platform.user({ token })).data;
      this.cache?.set(token, user);
      return user;
    } catch (error) {
      if (error instanceof PlatformError && error.status === 401) {
        this.cache?.forgetToken(token);
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

  /** The user changed (they accepted the privacy policy): ask the platform next time, on every session of theirs. */
  async changed(): Promise<void> {
    const user = await this.userPromise?.catch(() => null);
    if (user) this.cache?.forgetUser(user.user_uuid);
    this.cache?.forgetToken(this.token);
    this.userPromise = undefined;
  }

  /** The auth of the current token without a role check (logout). */
  get auth(): Auth {
    return { token: this.token };
  }

  /** Stores a new token in the cookie; the next `user()` reads it. */
  signIn(token: string): void {
    this.cache?.forgetToken(this.token);
    this.token = token;
    this.userPromise = undefined;
    this.setCookies.push(sessionCookie(token, this.secure));
  }

  /** Clears the cookie. */
  signOut(): void {
    this.cache?.forgetToken(this.token);
    this.token = undefined;
    this.userPromise = Promise.resolve(null);
    this.setCookies.push(clearedSessionCookie(this.secure));
  }
}
