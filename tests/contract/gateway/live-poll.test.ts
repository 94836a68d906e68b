/**
 * Polling fallback: in front of the platform sits a proxy that answers 404 on /events/stream
 * (a platform without a feed) and forwards everything else, counting requests. The gateway
 * polls tasks/getlist and transactions/getlist at the configured interval, task updates reach a
 * subscriber, and while the platform is down the interval backs off up to its cap, then returns
 * to the base interval once the platform answers again.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkCompanies,
  collect,
  login,
  openSubscription,
  startGateway,
  startPlatform,
  waitFor,
  type RunningGateway,
} from '../../load/liveKit.js';

const BASE_MS = 200;
const MAX_MS = 1600;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let proxy: Server;
let gateway: RunningGateway;
let down = false;
/** When each tasks/getlist reached the proxy. */
const taskPolls: number[] = [];

beforeAll(async () => {
  platform = await startPlatform();
  const target = new URL(platform.platform.url);
  proxy = createServer((req, res) => {
    if (req.url?.startsWith('/events/stream'))
      return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
    if (req.url?.startsWith('/tasks/getlist')) taskPolls.push(Date.now());
    if (down) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  gateway = await startGateway({
    platformUrl: proxyUrl,
    serviceKey: platform.platform.serviceKey,
    pollIntervalMs: BASE_MS,
    pollMaxIntervalMs: MAX_MS,
  });
});
afterAll(async () => {
  await gateway?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await platform?.close();
});

/** Gaps between successive task polls from `since` on. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gapsSince = (since: number) => {
  const at = taskPolls.filter((t) => t >= since);
  return at.slice(1).map((t, i) => t - at[i]!);
};

describe('polling fallback', () => {
  it('switches to polling and delivers task updates found by polling', async () => {
    await waitFor(() => gateway.gateway!.live.mode === 'poll', 10_000, 'poll mode');
    const polling = Date.now();
    const ops = await login(gateway.url, 'ops@demo.test');
    const abort = new AbortController();
    const updates = collect(
      await openSubscription(
        gateway.url,
        'subscription { taskUpdated { position task { uuid status progress { done total } } } }',
        {},
        ops,
        abort.signal,
      ),
      (items) => items.some((i) => i.taskUpdated.task.status === 'succeeded'),
    );
    const taskUuid = await bulkCompanies(gateway.url, ops, 20, 40_000);
    await Promise.race([updates.done, waitFor(() => false, 15_000, 'a polled task update')]);
    abort.abort();
    const last = updates.items.at(-1)!.taskUpdated;
    expect(last).toMatchObject({
      position: 0,
      task: { uuid: taskUuid, status: 'succeeded', progress: { done: 20, total: 20 } },
    });
    // Each polled version once.
    const keys = updates.items.map((i) => `${i.taskUpdated.task.uuid}:${i.taskUpdated.task.status}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Polling ran at about the base interval while the platform answered.
    // (the gap is the wait plus the round itself, which a loaded machine stretches; the cap is far off)
    // On an idle machine the task can finish within the first rounds: let a few more run first.
    await waitFor(() => gapsSince(polling).length > 3, 15_000, 'four poll rounds');
    const gaps = gapsSince(polling);
    expect(gaps.length).toBeGreaterThan(3);
    expect(median(gaps)).toBeLessThan(MAX_MS / 2);
  });

  it('backs off while the platform is down, up to the cap, and resets once it answers', async () => {
    down = true;
    const wentDown = Date.now();
    await new Promise((r) => setTimeout(r, 6000));
    const downGaps = gapsSince(wentDown);
    // 200 ms polling would make ~30 attempts in 6 s; doubling to 1.6 s makes about 6.
    expect(downGaps.length).toBeLessThan(9);
    for (let i = 1; i < downGaps.length; i++) expect(downGaps[i]!).toBeGreaterThanOrEqual(downGaps[i - 1]! - 100);
    expect(downGaps.at(-1)!).toBeGreaterThanOrEqual(MAX_MS - 100);
    expect(downGaps.at(-1)!).toBeLessThan(MAX_MS * 2);

    down = false;
    const cameBack = Date.now();
    await waitFor(() => gapsSince(cameBack).length >= 5, 10_000, 'polling at the base interval again');
    const upGaps = gapsSince(cameBack);
    expect(median(upGaps.slice(1))).toBeLessThan(MAX_MS / 2);
  });
});
