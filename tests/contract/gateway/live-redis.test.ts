/**
 * Scale-out through Redis (REDIS_URL): gateway A in this process, gateway B a child process of
 * `gateway/src/main.ts`, both on the test's platform and the same Redis key prefix. Exactly one
 * of them reads the platform's feed (a Redis lease); a bulk apply through A reaches a subscriber
 * on B once per event; when A (the reader) stops, B takes over from the position A recorded and
 * its subscriber still sees every event once. Without REDIS_URL this says so and does nothing.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { platformScope } from '../../../gateway/src/live/live.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkCompanies,
  collect,
  freePort,
  login,
  openSubscription,
  spawnGateway,
  startGateway,
  startPlatform,
  waitFor,
  type Json,
  type RunningGateway,
} from '../../load/liveKit.js';

const REDIS_URL = process.env.REDIS_URL;
const PREFIX = `${process.env.REDIS_KEY_PREFIX ?? ''}live-test-${randomBytes(4).toString('hex')}:`;
const ENTITY = 'subscription { entityChanged { position resource stream_id data task_uuid } }';

let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
let a: RunningGateway | undefined;
let b: Awaited<ReturnType<typeof spawnGateway>> | undefined;
let redis: Redis | undefined;

beforeAll(async () => {
  if (!REDIS_URL) return;
  platform = await startPlatform();
  redis = new Redis(REDIS_URL);
  // A first, so it holds the lease; B only hears Redis.
  a = await startGateway({
    platformUrl: platform.platform.url,
    serviceKey: platform.platform.serviceKey,
    redisUrl: REDIS_URL,
    redisKeyPrefix: PREFIX,
    leaseTtlMs: 1500,
  });
  await waitFor(() => a!.gateway!.live.leading, 10_000, 'A to take the lease');
  b = await spawnGateway(
    {
      PLATFORM_URL: platform.platform.url,
      PLATFORM_SERVICE_KEY: platform.platform.serviceKey,
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      NODE_ENV: 'test',
    },
    await freePort(),
  );
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await platform?.close();
  if (redis) {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});

async function storedPositions(after: number, upTo = Number.MAX_SAFE_INTEGER): Promise<number[]> {
  const rows = await platform!.platform.context.db.query<{ position: number }>(
    'select position from events where position > $1 and position <= $2 order by position',
    [after, upTo],
  );
  return rows.map((r) => Number(r.position));
}
const ended = (uuid: string) => (items: Json[]) =>
  items.some((i) => i.entityChanged.stream_id.endsWith(uuid) && i.entityChanged.data?.after?.status === 'succeeded');
const positions = (items: Json[]) => items.map((i) => i.entityChanged.position as number);
/** Feed connections the platform is serving (one per reader). */
const feedReaders = () =>
  (
    platform!.platform.context.bus as unknown as { emitter: { listenerCount(name: string): number } }
  ).emitter.listenerCount('item');

describe('several gateways on Redis', () => {
  if (!REDIS_URL) {
    it('did not run: REDIS_URL is not set', () => {
      console.warn(
        '\n*** The Redis scale-out suite did NOT run: REDIS_URL is not ' +
          'set. Run it with e.g. REDIS_URL=redis://127.0.0.1:6379 ***\n',
      );
      expect(REDIS_URL).toBeUndefined();
    });
    return;
  }

  it('delivers a bulk apply through A to a subscriber on B exactly once, with one feed reader', async () => {
    // 150 rows: more than a batch's least (the leader passes the batch on, B reads its rows in full).
    expect(feedReaders()).toBe(1);
    expect(await redis!.get(`${PREFIX}${platformScope(platform!.platform.url)}:console:feed:leader`)).toBeTruthy();
    const start = (await storedPositions(0)).at(-1) ?? 0;
    const ops = await login(a!.url, 'ops@demo.test');
    const abort = new AbortController();
    const onB = collect(await openSubscription(b!.url, ENTITY, {}, ops, abort.signal));
    const taskUuid = await bulkCompanies(a!.url, ops, 150, 50_000);
    await waitFor(() => ended(taskUuid)(onB.items), 20_000, 'the task on B');
    await new Promise((r) => setTimeout(r, 500)); // a duplicate would arrive now
    abort.abort();
    await onB.done;
    expect(positions(onB.items)).toEqual(await storedPositions(start));
    expect(
      onB.items.filter((i) => i.entityChanged.resource === 'companies' && i.entityChanged.task_uuid === taskUuid),
    ).toHaveLength(150);
    expect(feedReaders()).toBe(1);
  });

  it('a gateway of another platform on the same Redis leads its own and hears none of this one', async () => {
    const other = await startPlatform();
    const c = await startGateway({
      platformUrl: other.platform.url,
      serviceKey: other.platform.serviceKey,
      redisUrl: REDIS_URL,
      redisKeyPrefix: PREFIX,
      leaseTtlMs: 1500,
    });
    try {
      await waitFor(() => c.gateway!.live.leading, 10_000, 'C to lead its own platform');
      const ops = await login(a!.url, 'ops@demo.test');
      const opsOnC = await login(c.url, 'ops@demo.test');
      const abort = new AbortController();
      const onC = collect(await openSubscription(c.url, ENTITY, {}, opsOnC, abort.signal));
      const onA = collect(await openSubscription(a!.url, ENTITY, {}, ops, abort.signal));
      const taskUuid = await bulkCompanies(a!.url, ops, 5, 53_000);
      await waitFor(() => ended(taskUuid)(onA.items), 20_000, 'the task on A');
      await new Promise((r) => setTimeout(r, 500));
      abort.abort();
      await Promise.all([onA.done, onC.done]);
      expect(onC.items).toEqual([]);
    } finally {
      await c.close();
      await other.close();
    }
  });

  it('fills what a gateway missed while its Redis connection was down', async () => {
    const start = (await storedPositions(0)).at(-1) ?? 0;
    const ops = await login(a!.url, 'ops@demo.test');
    const abort = new AbortController();
    const onA = collect(await openSubscription(a!.url, ENTITY, {}, ops, abort.signal));
    const warm = await bulkCompanies(b!.url, ops, 3, 52_000);
    await waitFor(() => ended(warm)(onA.items), 20_000, 'the first task on A');
    // A's subscriber connection goes away; A still leads and publishes, but hears nothing.
    const subscriber = (a!.gateway!.live as unknown as { redis: Redis[] }).redis[1]!;
    subscriber.disconnect();
    const missed = await bulkCompanies(b!.url, ops, 10, 52_100);
    await waitFor(() => false, 1500, 'the task to commit').catch(() => undefined);
    expect(ended(missed)(onA.items)).toBe(false);
    await subscriber.connect();
    await waitFor(() => ended(missed)(onA.items), 20_000, 'the missed task on A');
    const later = await bulkCompanies(b!.url, ops, 3, 52_200);
    await waitFor(() => ended(later)(onA.items), 20_000, 'a task after the repair on A');
    await new Promise((r) => setTimeout(r, 500));
    abort.abort();
    await onA.done;
    expect(positions(onA.items)).toEqual(await storedPositions(start));
  });

  it('hands the feed to B when A stops, nothing lost or doubled for B’s subscriber', async () => {
    const start = (await storedPositions(0)).at(-1) ?? 0;
    const ops = await login(b!.url, 'ops@demo.test');
    const abort = new AbortController();
    const onB = collect(await openSubscription(b!.url, ENTITY, {}, ops, abort.signal));
    const before = await bulkCompanies(b!.url, ops, 5, 51_000);
    await waitFor(() => ended(before)(onB.items), 20_000, 'the first task on B');
    await a!.close();
    a = undefined;
    // Written during the hand-over: B must pick it up from the position A recorded.
    const during = await bulkCompanies(b!.url, ops, 30, 51_100);
    await waitFor(() => ended(during)(onB.items), 20_000, 'the hand-over task on B');
    const after = await bulkCompanies(b!.url, ops, 5, 51_200);
    await waitFor(() => ended(after)(onB.items), 20_000, 'the last task on B');
    await new Promise((r) => setTimeout(r, 500));
    abort.abort();
    await onB.done;
    const seen = positions(onB.items);
    expect(seen).toEqual(await storedPositions(start));
    expect(new Set(seen).size).toBe(seen.length);
    expect(feedReaders()).toBe(1);
  });
});
