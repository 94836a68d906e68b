/**
 * A gateway configured for Redis whose Redis cannot be reached (issue 14): it cannot lead nor
 * hear the channel, so it reads the platform's feed for its own clients instead of serving them
 * nothing. (Redis coming back is the lease loop's unit test; several gateways, live-redis.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkCompanies,
  collect,
  freePort,
  login,
  openSubscription,
  startGateway,
  startPlatform,
  waitFor,
  type RunningGateway,
} from '../../load/liveKit.js';

const UPDATES = 'subscription { taskUpdated { position task { uuid status } } }';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startPlatform();
  // A port nothing listens on: every Redis command fails.
  const redisUrl = `redis://127.0.0.1:${await freePort()}`;
  gateway = await startGateway({
    platformUrl: platform.platform.url,
    serviceKey: platform.platform.serviceKey,
    redisUrl,
    redisKeyPrefix: 'down:',
    leaseTtlMs: 1000,
  });
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

describe('Redis unreachable', () => {
  it('still delivers the events of its own platform feed', async () => {
    const ops = await login(gateway.url, 'ops@demo.test');
    const abort = new AbortController();
    let uuid = '';
    const feed = collect(await openSubscription(gateway.url, UPDATES, {}, ops, abort.signal), (items) =>
      items.some((i) => i.taskUpdated.task?.uuid === uuid && i.taskUpdated.task.status === 'succeeded'),
    );
    try {
      await waitFor(() => gateway.gateway!.live.reading, 10_000, 'the gateway to read the feed alone');
      uuid = await bulkCompanies(gateway.url, ops, 5, 61_000);
      // Checked here, not only as messages come: the end can arrive before the apply answers its task's uuid.
      const ended = () =>
        feed.items.some((i) => i.taskUpdated.task?.uuid === uuid && i.taskUpdated.task.status === 'succeeded');
      await waitFor(ended, 30_000, "the task's end");
    } finally {
      abort.abort();
    }
    const statuses = feed.items.filter((i) => i.taskUpdated.task?.uuid === uuid).map((i) => i.taskUpdated.task.status);
    expect(statuses).toEqual(expect.arrayContaining(['queued', 'running', 'succeeded']));
    expect(gateway.gateway!.live.leading).toBe(false);
  });
});
