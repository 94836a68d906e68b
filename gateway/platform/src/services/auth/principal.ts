/**
 * Who is calling, and may they (DESIGN §4). A bearer token names a user; the gateway's service
 * key with an on-behalf-of user names the user the gateway has already checked, and the platform
 * checks that user's roles and privacy-policy state again. The service key alone may only read
 * (the gateway's feed and polling) and call the `service` routes (operators, tests).
 */
import { timingSafeEqual } from 'node:crypto';
import { ON_BEHALF_OF_HEADER, type RouteAccess, refusalOf, type User } from '@console/schema';
import type { PlatformConfig } from '../../config.js';
import type { Queryable } from '../../store/db.js';
import { Forbidden, Unauthenticated } from '../../store/errors.js';
import { toUser, userByUuid, userForToken } from '../../store/users.js';

export interface Principal {
  user_uuid: string | null;
  email: string | null;
  scope: string[];
  /** Whether the user has read the privacy policy (§4); every write needs it. */
  read_policy: boolean;
  /** Called with the service key and no user: the gateway's own reads, or an operator. */
  service: boolean;
}

/** What a request presents: the service key (and the user it calls for), or a bearer token. */
export interface Credentials {
  /** The service key header's value, when the header is present (whatever it holds). */
  serviceKey?: unknown;
  onBehalfOf?: unknown;
  bearer?: string;
}

/** The caller of a public route: nobody in particular (the route does not look). */
const NOBODY: Principal = { user_uuid: null, email: null, scope: [], read_policy: false, service: false };
const SERVICE: Principal = { ...NOBODY, service: true };

/** A signed-in user as the caller, however they were named (token or on-behalf-of). */
const principalOf = (user: User): Principal => ({
  user_uuid: user.user_uuid,
  email: user.email,
  scope: user.scope,
  read_policy: user.read_policy,
  service: false,
});

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True when `key` is the platform's own service key. */
export const isServiceKey = (config: Pick<PlatformConfig, 'serviceKey'>, key: unknown): boolean =>
  typeof key === 'string' && sameKey(key, config.serviceKey);

/** The caller, or Unauthenticated. */
export async function authenticate(
  db: Queryable,
  config: Pick<PlatformConfig, 'serviceKey' | 'sessionIdleSeconds'>,
  credentials: Credentials,
): Promise<Principal> {
  if (credentials.serviceKey !== undefined) {
    if (!isServiceKey(config, credentials.serviceKey)) throw new Unauthenticated('Invalid service key');
    const onBehalf = credentials.onBehalfOf;
    if (typeof onBehalf !== 'string') return SERVICE;
    const row = await userByUuid(db, onBehalf);
    if (!row) throw new Unauthenticated(`Unknown user in ${ON_BEHALF_OF_HEADER}`);
    return principalOf(toUser(row));
  }
  if (!credentials.bearer) throw new Unauthenticated('Missing bearer token');
  const user = await userForToken(db, credentials.bearer, config.sessionIdleSeconds);
  if (!user) throw new Unauthenticated('Invalid or expired token');
  return principalOf(user);
}

/**
 * The caller if `access` admits them: Unauthenticated or Forbidden (naming the roles, or the privacy policy)
 * otherwise.
 */
export async function authorize(
  db: Queryable,
  config: Pick<PlatformConfig, 'serviceKey' | 'sessionIdleSeconds'>,
  credentials: Credentials,
  access: RouteAccess,
): Promise<Principal> {
  if (access === 'public') return NOBODY;
  const principal = await authenticate(db, config, credentials);
  if (principal.service) {
    // The key alone reads (the gateway's feed and polling) and calls the operators' routes.
    if (access === 'service' || access === 'read') return principal;
    throw new Forbidden(
      access === 'session'
        ? 'Forbidden: this call needs a user session.'
        : 'Forbidden: the service key alone may only read.',
    );
  }
  const refusal = refusalOf(access, principal);
  if (refusal) throw refusal.status === 401 ? new Unauthenticated(refusal.message) : new Forbidden(refusal.message);
  return principal;
}
