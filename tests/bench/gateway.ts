/**
 * What the gateway adds to a platform call (issue 17, item 2): the same list page of 50 companies
 * asked for through the gateway (GraphQL `list`, a session cookie) and straight from the platform
 * (POST /companies/getlist, a bearer token), both child processes on 127.0.0.1, the platform on
 * PGlite. At concurrency 1: the median and p95 of each and the difference (target: ≤ 1 ms added),
 * beside a bare HTTP hop (support/bareHop.ts) to the same call: what any second process costs here.
 * At concurrency 50 for a few seconds each: requests per second of each and their ratio (target:
 * ≥ 0.6), and errors (target: 0). `npm run bench -- gateway`; BENCH_GATEWAY_SECONDS, _REQUESTS.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../gateway/platform/src/seed/users.js';
import { cpuSeconds } from '../load/inspectorSession.js';
import { freePort, gql, login, spawnGateway, spawnPlatform } from '../load/liveKit.js';
import { startBareHop } from './support/bareHop.js';

const REQUESTS = Number(process.env.BENCH_GATEWAY_REQUESTS ?? 400);
const SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 5);
const CONCURRENCY = 50;
const COMPANIES = 120;

const LIST =
  'query($n: NavigationInput) { list(resource: companies, navigation: $n) ' +
  '{ rows navigation { page page_size total_items total_pages } } }';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fixed = (x: number) => x.toFixed(2);

export async function run(): Promise<void> {
  const platform = await spawnPlatform();
  const gateway = await spawnGateway(
    { PLATFORM_URL: platform.url, PLATFORM_SERVICE_KEY: platform.serviceKey, NODE_ENV: 'production' },
    await freePort(),
  );
  const stops: Array<() => void> = [];
  try {
    const signIn = await fetch(`${platform.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    for (let i = 0; i < COMPANIES; i++)
      await fetch(`${platform.url}/companies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ version: '1.0', request: { name: `Bench ${i}`, digit_code: String(700_000 + i) } }),
      });
    const cookie = await login(gateway.url, 'admin@demo.test');
    const navigation = { page: 1, page_size: 50 };

    const hop = await startBareHop(platform.url);
    stops.push(hop.stop);
    const restCall = (base: string) => async () => {
      const response = await fetch(`${base}/companies/getlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ navigation }),
      });
      const body = (await response.json()) as { data: unknown[] };
      if (!response.ok || body.data.length !== 50) throw new Error(`direct: ${response.status}`);
    };
    const direct = restCall(platform.url);
    const hopped = restCall(hop.url);
    const through = async () => {
      const answer = await gql(gateway.url, LIST, { n: navigation }, cookie);
      if (answer.data.list.rows.length !== 50) throw new Error(`gateway: ${answer.data.list.rows.length} rows`);
    };

    console.log(
      `gateway: a list page of 50 companies, through the gateway (GraphQL) and straight from the platform (REST); ` +
        `platform on PGlite, both child processes`,
    );
    const sequential = async (call: () => Promise<void>) => {
      for (let i = 0; i < 50; i++) await call(); // warm-up: JIT, connections, the session cache
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const [restTimes, hopTimes, gatewayTimes] = [
      await sequential(direct),
      await sequential(hopped),
      await sequential(through),
    ];
    const added = percentile(gatewayTimes, 50) - percentile(restTimes, 50);
    console.log(`  concurrency 1, ${REQUESTS} requests each      p50 ms    p95 ms`);
    console.log(
      `    direct REST                          ${fixed(percentile(restTimes, 50)).padStart(7)}   ` +
        `${fixed(percentile(restTimes, 95)).padStart(7)}`,
    );
    console.log(
      `    through a bare HTTP hop              ${fixed(percentile(hopTimes, 50)).padStart(7)}   ` +
        `${fixed(percentile(hopTimes, 95)).padStart(7)}   (a node proxy, nothing else: what one more hop costs here)`,
    );
    console.log(
      `    through the gateway                  ${fixed(percentile(gatewayTimes, 50)).padStart(7)}   ` +
        `${fixed(percentile(gatewayTimes, 95)).padStart(7)}   ` +
        `(${fixed(percentile(gatewayTimes, 50) - percentile(hopTimes, 50))} ms more than the bare hop)`,
    );

    const load = async (call: () => Promise<void>) => {
      let done = 0;
      let errors = 0;
      const reasons = new Map<string, number>();
      const cpuAtStart = cpuSeconds(gateway.child.pid!);
      const end = performance.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end)
            await call().then(
              () => void done++,
              (error: unknown) => {
                errors++;
                const reason = String((error as Error).message ?? error).slice(0, 200);
                reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
              },
            );
        }),
      );
      return {
        perSecond: done / SECONDS,
        errors,
        reasons,
        gatewayCpuMs: ((cpuSeconds(gateway.child.pid!) - cpuAtStart) * 1000) / done,
      };
    };
    const rest = await load(direct);
    const viaGateway = await load(through);
    const ratio = viaGateway.perSecond / rest.perSecond;
    console.log(`  concurrency ${CONCURRENCY}, ${SECONDS} s each               requests/s   errors`);
    console.log(`    direct REST                          ${rest.perSecond.toFixed(0).padStart(10)}   ${rest.errors}`);
    console.log(
      `    through the gateway                  ${viaGateway.perSecond.toFixed(0).padStart(10)}   ` +
        `${viaGateway.errors}` +
        `   (the gateway's CPU per request: ${fixed(viaGateway.gatewayCpuMs)} ms)`,
    );
    for (const [reason, count] of [...rest.reasons, ...viaGateway.reasons]) console.log(`      ${count} × ${reason}`);
    console.log('  target                                          figure');
    console.log(
      `  added latency at concurrency 1 ≤ 1 ms           ${fixed(added)} ms: ${added <= 1 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  throughput at concurrency ${CONCURRENCY} ≥ 0.6 of direct    ${ratio.toFixed(2)}: ` +
        `${ratio >= 0.6 ? 'met' : 'NOT met'}`,
    );
    const errors = rest.errors + viaGateway.errors;
    console.log(`  0 errors                                        ${errors}: ${errors === 0 ? 'met' : 'NOT met'}`);
  } finally {
    for (const stop of stops) stop();
    await gateway.close();
    await platform.stop();
    await platform.remove();
  }
}
