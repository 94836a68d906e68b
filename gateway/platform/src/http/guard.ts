/**
 * Who is calling, and may they (DESIGN §4). A bearer token names a user; the gateway's service
 * key with `x-on-behalf-of` names the user the gateway has already checked, and the platform
 * checks that user's roles again. The service key alone may only read (the gateway's feed).
 */
import { timingSafeEqual } from 'node:crypto';
import { type Action, ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER, can, forbiddenMessage } from '@console/schema';
import { toUser, userByUuid, userForToken } from '../auth/sessions.js';
import type { PlatformContext } from '../context.js';
import { forbidden, unauthorized } from './errors.js';
import type { Handler, Reply, Request, Router } from './router.js';

export interface Principal {
  user_uuid: string | null;
  email: string | null;
  scope: string[];
  /** Called with the service key and no user: the gateway's own reads (feed, polling). */
  service: boolean;
}

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

/** The caller, or 401. */
export async function authenticate(ctx: PlatformContext, req: Request): Promise<Principal> {
  const key = req.headers[SERVICE_KEY_HEADER];
  if (typeof key === 'string') {
    if (!sameKey(key, ctx.config.serviceKey)) throw unauthorized('Invalid service key');
    const onBehalf = req.headers[ON_BEHALF_OF_HEADER];
    if (typeof onBehalf !== 'string') return { user_uuid: null, email: null, scope: [], service: true };
    const row = await userByUuid(ctx.db, onBehalf);
    if (!row) throw unauthorized(`Unknown user in ${ON_BEHALF_OF_HEADER}`);
    const user = toUser(row);
    return { user_uuid: user.user_uuid, email: user.email, scope: user.scope, service: false };
  }
  const token = bearerToken(req);
  if (!token) throw unauthorized('Missing bearer token');
  const user = await userForToken(ctx.db, token, ctx.config.sessionIdleMinutes);
  if (!user) throw unauthorized('Invalid or expired token');
  return { user_uuid: user.user_uuid, email: user.email, scope: user.scope, service: false };
}

/** The caller if the role matrix lets them perform `action`, else 401 or 403. */
export async function authorize(ctx: PlatformContext, req: Request, action: Action): Promise<Principal> {
  const principal = await authenticate(ctx, req);
  if (principal.service) {
    if (action === 'read') return principal;
    throw forbidden(forbiddenMessage(action));
  }
  if (!can(principal.scope, action)) throw forbidden(forbiddenMessage(action));
  return principal;
}

export type GuardedHandler = (req: Request, principal: Principal) => Promise<Reply>;

/** Registers routes that check the caller's role before anything else runs. */
export function guarded(ctx: PlatformContext, router: Router) {
  return (method: string, pattern: string, action: Action, handler: GuardedHandler) => {
    const wrapped: Handler = async (req) => handler(req, await authorize(ctx, req, action));
    router.on(method, pattern, wrapped);
  };
}
