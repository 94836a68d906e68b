/**
 * The role table of the platform (DESIGN §4), generated: every registered route × every kind of
 * caller — a user per role and combination, an admin who has not read the privacy policy, no
 * credentials, and the service key alone — is answered as the route's declared access says.
 * Refused: 401 or 403 with the message naming the roles (or the privacy policy), nothing written.
 * Admitted: anything but 401/403 (the bodies are empty, so most answer 400 or 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_NAMES, SERVICE_KEY_HEADER, type RouteAccess, refusalOf } from '@console/schema';
import { ROLE_USERS, type RoleUser, type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { samplePath } from './specPaths.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

type Caller = RoleUser | 'nobody' | 'service';
const CALLERS: Caller[] = [...(Object.keys(ROLE_USERS) as RoleUser[]), 'nobody', 'service'];
const ACCESS_KINDS = new Set<string>([...ACTION_NAMES, 'public', 'session', 'service']);

/** What a caller should meet on a route of `access`: null when admitted, else status and message. */
function expected(access: RouteAccess, caller: Caller): { status: number; message?: string } | null {
  if (access === 'public') return null;
  if (caller === 'nobody') return { status: 401 };
  if (caller === 'service') {
    if (access === 'service' || access === 'read') return null;
    return {
      status: 403,
      message:
        access === 'session'
          ? 'Forbidden: this call needs a user session.'
          : 'Forbidden: the service key alone may only read.',
    };
  }
  const refusal = refusalOf(access, { scope: ROLE_USERS[caller], read_policy: caller !== 'nopolicy' });
  return refusal && { status: refusal.status, message: refusal.message };
}

const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

describe('the platform role table', () => {
  it('every registered route declares an access the matrix knows', () => {
    const routes = t.platform.router.list();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !ACCESS_KINDS.has(r.access)).map((r) => `${r.method} ${r.pattern}`)).toEqual([]);
  });

  it('the live feed (served beside the router) is read access: staff and the service key, nobody else', async () => {
    const status = async (headers: Record<string, string>) => {
      const abort = new AbortController();
      const response = await fetch(`${t.url}/events/stream`, { headers, signal: abort.signal });
      abort.abort();
      return response.status;
    };
    const bearer = (as: RoleUser) => ({ authorization: `Bearer ${t.tokens[as]}` });
    expect(await status({})).toBe(401);
    expect(await status(bearer('viewer'))).toBe(403);
    expect(await status(bearer('ops'))).toBe(200);
    expect(await status(bearer('nopolicy'))).toBe(200);
    expect(await status({ [SERVICE_KEY_HEADER]: t.platform.serviceKey })).toBe(200);
  });

  it('answers every route for every caller as its access says, writing nothing when it refuses', async () => {
    const routes = t.platform.router.list();
    const wrong: string[] = [];
    for (const route of routes) {
      const path = samplePath(route.pattern);
      // The route that really answers this path (an earlier one may match it first).
      const answering = routes.find((r) => r.method === route.method && patternRegex(r.pattern).test(path))!;
      for (const caller of CALLERS) {
        const headers: Record<string, string> =
          caller === 'service' ? { [SERVICE_KEY_HEADER]: t.platform.serviceKey } : {};
        const as = caller === 'service' || caller === 'nobody' ? null : caller;
        const before = await storeCounts(t);
        const answer = await t.call(route.method, path, route.method === 'GET' ? undefined : {}, as, headers);
        const want = expected(answering.access, caller);
        const seen =
          `${route.method} ${path} (${answering.access}) as ` + `${caller}: ${answer.status} ${answer.body.message}`;
        if (want) {
          if (answer.status !== want.status || (want.message && answer.body.message !== want.message))
            wrong.push(`${seen}, wanted ${want.status} ${want.message ?? ''}`);
          if (JSON.stringify(await storeCounts(t)) !== JSON.stringify(before))
            wrong.push(`${seen}: wrote while refusing`);
        } else if (answer.status === 401 || answer.status === 403) {
          wrong.push(`${seen}, wanted it admitted`);
        }
        // Signing out ends the token: sign in again for the routes after it.
        if (route.pattern === '/auth/logout' && as && answer.status === 200) {
          t.tokens[as] = (
            await t.call('POST', '/auth/login', { email: `${as}@test.test`, password: 'test-password-1' })
          ).body.data.token;
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000); // every route × every role over HTTP: a minute on a busy 2-core machine
});
