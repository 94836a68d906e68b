/**
 * Who is calling, and may they (DESIGN §4). A bearer token names a user; the gateway's service
 * key with `x-on-behalf-of` names the user the gateway has already checked, and the platform
 * checks that user's roles and privacy-policy state again. The service key alone may only read
 * (the gateway's feed and polling) and call the `service` routes (operators, tests).
 */
import { timingSafeEqual } from 'node:crypto';
import { ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER, type RouteAccess, refusalOf } from '@console/schema';
import { toUser, userByUuid, userForToken } from '../auth/sessions.js';
import type { PlatformContext } from '../context.js';
import { HttpError, forbidden, unauthorized } from './errors.js';
import type { Admit, Request } from './router.js';

export interface Principal {
  user_uuid: string | null;
  email: string | null;
  scope: string[];
  /** Whether the user has read the privacy policy (§4); every write needs it. */
  read_policy: boolean;
  /** Called with the service key and no user: the gateway's own reads, or an operator. */
  service: boolean;
}

/** The caller of a public route: nobody in particular (the route does not look). */
const NOBODY: Principal = { user_uuid: null, email: null, scope: [], read_policy: false, service: false };
const SERVICE: Principal = { ...NOBODY, service: true };

export const bearerToken = (req: Pick<Request, 'headers'>): string | undefined => {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True when the request carries the platform's own service key. */
export const hasServiceKey = (ctx: PlatformContext, req: Pick<Request, 'headers'>): boolean => {
  const key = req.headers[SERVICE_KEY_HEADER];
  return typeof key === 'string' && sameKey(key, ctx.config.serviceKey);
};

/** The caller, or 401. */
export async function authenticate(ctx: PlatformContext, req: Request): Promise<Principal> {
  if (req.headers[SERVICE_KEY_HEADER] !== undefined) {
    if (!hasServiceKey(ctx, req)) throw unauthorized('Invalid service key');
    const onBehalf = req.headers[ON_BEHALF_OF_HEADER];
    if (typeof onBehalf !== 'string') return SERVICE;
    const row = await userByUuid(ctx.db, onBehalf);
    if (!row) throw unauthorized(`Unknown user in ${ON_BEHALF_OF_HEADER}`);
    const user = toUser(row);
    return { user_uuid: user.user_uuid, email: user.email, scope: user.scope, read_policy: user.read_policy, service: false };
  }
  const token = bearerToken(req);
  if (!token) throw unauthorized('Missing bearer token');
  const user = await userForToken(ctx.db, token, ctx.config.sessionIdleSeconds);
  if (!user) throw unauthorized('Invalid or expired token');
  return { user_uuid: user.user_uuid, email: user.email, scope: user.scope, read_policy: user.read_policy, service: false };
}

/** The caller if `access` admits them, else 401 or 403 (naming the roles, or the privacy policy). */
export async function authorize(ctx: PlatformContext, req: Request, access: RouteAccess): Promise<Principal> {
  if (access === 'public') return NOBODY;
  const principal = await authenticate(ctx, req);
  if (principal.service) {
    // The key alone reads (the gateway's feed and polling) and calls the operators' routes.
    if (access === 'service' || access === 'read') return principal;
    throw forbidden(access === 'session' ? 'Forbidden: this call needs a user session.' : 'Forbidden: the service key alone may only read.');
  }
  const refusal = refusalOf(access, principal);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return principal;
}

/** The router's access check (Router.admitWith): every route runs it before its handler. */
export const admitFor =
  (ctx: PlatformContext): Admit =>
  (access, req) =>
    authorize(ctx, req, access);
