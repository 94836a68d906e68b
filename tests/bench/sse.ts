/**
 * SSE fan-out latency: the reference platform (this process), one gateway (a child process of
 * gateway/src/main.ts), 500 subscribers of `entityChanged(resource: "tasks")` over SSE on
 * 127.0.0.1, then bulk applies that each write three task events. For every event at every
 * subscriber it measures the time from the platform event (its recorded_at, and the moment the
 * platform published it after commit) to arrival, and prints p50/p95/p99 and how many arrived
 * of how many expected. Bounded: stops when all arrived or after 60 s. Never fails on time.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { bulkCompanies, freePort, login, spawnGateway, startPlatform } from '../load/liveKit.js';

const SUBSCRIBERS = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 500);
const TASKS = Number(process.env.BENCH_SSE_TASKS ?? 10);
const TIME_LIMIT_MS = 60_000;
const QUERY = 'subscription { entityChanged(resource: "tasks") { position recorded_at } }';

/** Arrival times (epoch ms) per position, per subscriber. */
type Arrivals = Map<number, number>;

function openSubscriber(url: URL, cookie: string, agent: Agent, arrivals: Arrivals): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query: QUERY });
    const req = request(
      { host: url.hostname, port: url.port, path: '/graphql', method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-client': 'console-web', cookie, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`subscription answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data:'));
            if (!data) continue;
            const position = (JSON.parse(data.slice(5)) as { data?: { entityChanged?: { position: number } } }).data?.entityChanged?.position;
            if (position !== undefined && !arrivals.has(position)) arrivals.set(position, now);
          }
        });
        res.on('error', () => undefined);
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const fdLimit = () => /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  console.log(`\nSSE fan-out: ${SUBSCRIBERS} subscribers, ${TASKS} bulk applies (3 task events each), open-file limit ${fdLimit() ?? '?'}`);
  const started = performance.now();
  const { platform, close: closePlatform } = await startPlatform();
  const gateway = await spawnGateway({ PLATFORM_URL: platform.url, PLATFORM_SERVICE_KEY: platform.serviceKey, REDIS_URL: '', NODE_ENV: 'production' }, await freePort(), true);
  const agent = new Agent({ keepAlive: true, maxSockets: SUBSCRIBERS + 50 });
  const closers: Array<() => void> = [];
  try {
    const cookie = await login(gateway.url, 'ops@demo.test');
    const url = new URL(gateway.url);
    const subscribers: Arrivals[] = Array.from({ length: SUBSCRIBERS }, () => new Map());
    const openedAt = performance.now();
    for (let i = 0; i < SUBSCRIBERS; i += 50) {
      closers.push(...(await Promise.all(subscribers.slice(i, i + 50).map((arrivals) => openSubscriber(url, cookie, agent, arrivals)))));
    }
    console.log(`  ${SUBSCRIBERS} subscriptions open in ${Math.round(performance.now() - openedAt)} ms`);

    // When the platform published each task event (after its commit), from its own bus.
    const published = new Map<number, number>();
    const recorded = new Map<number, number>();
    const stopListening = platform.context.bus.subscribe((item) => {
      if (item.kind !== 'event' || item.event.stream_type !== 'tasks') return;
      published.set(Number(item.event.position), Date.now());
      recorded.set(Number(item.event.position), Date.parse(item.event.recorded_at));
    });
    const deadline = Date.now() + TIME_LIMIT_MS;
    for (let t = 0; t < TASKS && Date.now() < deadline; t++) {
      await bulkCompanies(gateway.url, cookie, 5, 60_000 + t * 10);
      await new Promise((r) => setTimeout(r, 200));
    }
    const expected = () => published.size * SUBSCRIBERS;
    const arrived = () => subscribers.reduce((n, s) => n + s.size, 0);
    while (arrived() < expected() || published.size < TASKS * 3) {
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    stopListening();

    const fromRecorded: number[] = [];
    const fromPublished: number[] = [];
    for (const arrivals of subscribers) {
      for (const [position, at] of arrivals) {
        if (recorded.has(position)) fromRecorded.push(at - recorded.get(position)!);
        if (published.has(position)) fromPublished.push(at - published.get(position)!);
      }
    }
    fromRecorded.sort((x, y) => x - y);
    fromPublished.sort((x, y) => x - y);
    const line = (name: string, v: number[]) => `  ${name.padEnd(34)} p50 ${percentile(v, 50)} ms   p95 ${percentile(v, 95)} ms   p99 ${percentile(v, 99)} ms   max ${v.at(-1)} ms`;
    console.log(`  arrived ${arrived()} of ${expected()} expected (${published.size} task events × ${SUBSCRIBERS} subscribers)`);
    console.log(line('from recorded_at to arrival', fromRecorded));
    console.log(line('from publish (after commit)', fromPublished));
    console.log(`  total ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await gateway.close();
    await closePlatform();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
