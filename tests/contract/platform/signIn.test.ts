/**
 * Sign-in abuse and session lifetimes (DESIGN §3, §8), over real HTTP from more than one loopback
 * address: wrong passwords slow the (account, address) pair and the address with growing delays,
 * the refusal says how many seconds to wait, and nobody can lock a user out from elsewhere;
 * sessions end exactly at their idle and absolute limits, counted in seconds.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@console/schema';
import { TEST_PASSWORD, type ApiBody, type TestPlatform, startTestPlatform } from '../harness.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

/** A JSON call from a chosen loopback address (127.0.0.2 is "another client" on this machine). */
function callFrom(
  from: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: ApiBody }> {
  const url = new URL(t.url + path);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: from,
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ApiBody }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const login = (email: string, password: string, from = '127.0.0.1') =>
  callFrom(from, 'POST', '/auth/login', { email, password });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Moves every stored attempt into the past, as if the current delay had been waited out. */
const waitOutDelays = () =>
  t.platform.context.db.query(`update login_attempts set last_attempt_at = last_attempt_at - interval '1000 seconds'`);

describe('sign-in throttling', () => {
  it(
    'never locks a user out: after many wrong passwords from ' +
      'one address, the right one from another works at once',
    async () => {
      for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures + 5; i++)
        await login('owner@test.test', 'wrong-password', '127.0.0.2');
      expect((await login('owner@test.test', 'wrong-password', '127.0.0.2')).status).toBe(429);
      const right = await login('owner@test.test', TEST_PASSWORD, '127.0.0.1');
      expect(right.status).toBe(200);
      expect(right.body.data.token).toEqual(expect.any(String));
    },
  );

  it('delays the guessing pair with growing waits and says how many seconds', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++)
      expect((await login('admin@test.test', 'wrong-password', '127.0.0.3')).status).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login('admin@test.test', 'wrong-password', '127.0.0.3');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/try again in \d+ seconds?\.$/);
      waits.push(refused.body.data.retry_after_seconds);
      expect(refused.body.message).toContain(`${refused.body.data.retry_after_seconds} second`);
      // While the delay runs even the right password waits from that address: the refusal
      // does not say whether the password was right.
      expect((await login('admin@test.test', TEST_PASSWORD, '127.0.0.3')).status).toBe(429);
      await waitOutDelays();
      expect((await login('admin@test.test', 'wrong-password', '127.0.0.3')).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4].map((n) => n * LOGIN_THROTTLE.firstDelaySeconds));
  });

  it('a refused attempt is not counted, and a success clears its pair', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++)
      await login('ops@test.test', 'wrong-password', '127.0.0.4');
    for (let i = 0; i < 3; i++) expect((await login('ops@test.test', 'wrong-password', '127.0.0.4')).status).toBe(429);
    await waitOutDelays();
    expect((await login('ops@test.test', TEST_PASSWORD, '127.0.0.4')).status).toBe(200);
    // The slate is clean: the free failures are free again.
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++)
      expect((await login('ops@test.test', 'wrong-password', '127.0.0.4')).status).toBe(400);
  });

  it('slows an address that sprays many accounts, and no other address', async () => {
    const free = LOGIN_THROTTLE.addressFreeFailures;
    for (let i = 0; i < free - 1; i++)
      expect((await login(`nobody${i}@test.test`, 'wrong-password', '127.0.0.5')).status).toBe(400);
    // The last free failure and the next attempt go together: the first delay is 1 s from the last
    // failure's arrival, and one unknown e-mail's decoy password check alone can take that long
    // on a loaded machine. Whichever arrives second is refused.
    const answers = await Promise.all([
      login(`nobody${free}@test.test`, 'wrong-password', '127.0.0.5'),
      login('someone.else@test.test', 'wrong-password', '127.0.0.5'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([400, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(/from your address; try again in \d+ seconds?\.$/);
    expect((await login('someone.else@test.test', 'wrong-password', '127.0.0.6')).status).toBe(400);
    expect((await login('superadmin@test.test', TEST_PASSWORD, '127.0.0.6')).status).toBe(200);
  });
});

describe('sessions, to the second', () => {
  const config = () => t.platform.context.config;
  const signIn = async () => (await login('viewer@test.test', TEST_PASSWORD)).body.data.token as string;
  const user = async (token: string) =>
    (await t.call('GET', '/auth/user', undefined, null, { authorization: `Bearer ${token}` })).status;
  // The limits apply to sessions made after they are set; each test sets its own on the running
  // platform rather than starting another store for each pair of values.
  const limits = (idle: number, absolute: number) =>
    Object.assign(config(), { sessionIdleSeconds: idle, sessionAbsoluteSeconds: absolute });

  it('an idle limit of 2 s keeps a session used every second for 6 s', async () => {
    limits(2, 3600);
    const token = await signIn();
    for (let i = 0; i < 6; i++) {
      await sleep(1000);
      expect(await user(token), `use ${i + 1}`).toBe(200);
    }
  });

  it('a session left idle for 3 s under a 2 s limit has ended', async () => {
    limits(2, 3600);
    const token = await signIn();
    expect(await user(token)).toBe(200);
    await sleep(3000);
    expect(await user(token)).toBe(401);
  });

  it('an absolute limit of 3 s ends a session even while it is in use', async () => {
    limits(2, 3);
    const token = await signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(await user(token));
      await sleep(1000);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(-1)).toEqual([401]);
  });
});
