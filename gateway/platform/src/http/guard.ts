/**
 * The router's access check (DESIGN §4): the credentials a request carries (a bearer token, or
 * the gateway's service key and the user it calls for), checked by the auth service
 * (services/auth/principal.ts) against the route's declared access before its handler runs.
 */
import { ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER, type RouteAccess } from '@console/schema';
import {
  type Credentials,
  type Principal,
  authorize as authorizeCaller,
  isServiceKey,
} from '../services/auth/principal.js';
import type { PlatformContext } from '../services/context.js';

export type { Principal } from '../services/auth/principal.js';

/** The request parts the access check reads (a whole request will do). */
export interface RequestHeaders {
  readonly headers: Record<string, string | string[] | undefined>;
}

export const bearerToken = (req: RequestHeaders): string | undefined => {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** The credentials of a request, as the auth service reads them. */
export const credentialsOf = (req: RequestHeaders): Credentials => ({
  serviceKey: req.headers[SERVICE_KEY_HEADER],
  onBehalfOf: req.headers[ON_BEHALF_OF_HEADER],
  bearer: bearerToken(req),
});

/** True when the request carries the platform's own service key. */
export const hasServiceKey = (ctx: PlatformContext, req: RequestHeaders): boolean =>
  isServiceKey(ctx.config, req.headers[SERVICE_KEY_HEADER]);

/** The caller if `access` admits them, else 401 or 403 (naming the roles, or the privacy policy). */
export const authorize = <R extends RequestHeaders>(
  ctx: PlatformContext,
  req: R,
  access: RouteAccess,
): Promise<Principal> => authorizeCaller(ctx.db, ctx.config, credentialsOf(req), access);
