/**
 * Who a session token belongs to, remembered for a short while. Every GraphQL operation, each
 * live subscription too, needs its user; asking the platform each time costs a round trip per
 * operation, and waits for seconds whenever a large apply holds the platform's store, so a tab
 * that opens a subscription then would hang for as long.
 *
 * The platform stays the authority: every REST call carries the token and the platform checks it
 * again, so a remembered user only decides what this gateway itself lets through before a call
 * (role checks, the privacy gate) and who may open a live subscription. What changes a user is
 * forgotten at once where this gateway can see it: a sign-in or sign-out through it, an accepted
 * privacy policy, a 401 from the platform, and a role change (an event of the user's stream on
 * the feed, from any gateway). What it cannot see (a sign-out through another gateway, a password
 * reset ending every session) holds for at most TTL_MS here, and never past the platform.
 */
import type { User } from '@console/schema';

export const SESSION_CACHE_TTL_MS = 30_000;
/** Tokens remembered at once (the oldest go first). */
const MAX_TOKENS = 10_000;

export class SessionCache {
  private readonly byToken = new Map<string, { user: User; at: number }>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user of `token` if it was seen within the TTL. */
  get(token: string): User | undefined {
    const kept = this.byToken.get(token);
    if (!kept) return undefined;
    if (this.now() - kept.at <= this.ttlMs) return kept.user;
    this.byToken.delete(token);
    return undefined;
  }

  set(token: string, user: User): void {
    this.byToken.delete(token);
    this.byToken.set(token, { user, at: this.now() });
    if (this.byToken.size > MAX_TOKENS) this.byToken.delete(this.byToken.keys().next().value!);
  }

  forgetToken(token: string | undefined): void {
    if (token) this.byToken.delete(token);
  }

  /** Every token of the user `userUuid` (their roles or their acceptance changed). */
  forgetUser(userUuid: string): void {
    for (const [token, kept] of this.byToken) if (kept.user.user_uuid === userUuid) this.byToken.delete(token);
  }

  get size(): number {
    return this.byToken.size;
  }
}
