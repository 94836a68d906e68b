/**
 * The live channel under load (issue 14): the reference platform and ONE gateway, each a child
 * process on 127.0.0.1; SUBSCRIBERS graphql-sse clients spread over TOPICS topics the gateway
 * routes by (a task, a company's transactions, a record, a resource) and BROWSERS browser-like
 * clients, each multiplexing four watch-everything subscriptions over its one connection; then one
 * ROWS-row bulk apply of companies (preview, then apply) and, while it runs, WRITES single
 * updates of the watched companies. Prints the latency from each event's recorded_at (progress:
 * its `at`) to its arrival, messages per subscriber, what arrived of what the platform's store
 * says should have, whether every watcher of a task got its start and its end, and the gateway's
 * memory (heap after a forced GC through its inspector, RSS from /proc) before the clients
 * connect, at peak and after they left, beside the targets. Every wait has a limit; it never
 * fails on time, and exits non-zero when something breaks (a refused or failed subscription or
 * write, a task that did not succeed, a process that died).
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_USERS } from '../../gateway/platform/src/seed/users.js';
import { inspectorUrl, memoryOf, openFiles, openInspector, residentMemory, type InspectorSession, type Memory } from '../load/inspectorSession.js';
import { liveClient, topicsOf, watch, WATCH_EVERYTHING, TASK_TOPICS, type Client, type Counters, type Topic, type Watch } from '../load/liveClients.js';
import { applyCompanies, freePort, gql, login, previewCompanies, spawnGateway, spawnPlatform, waitFor } from '../load/liveKit.js';
import { belongsTo, minMedianMax, readEvents, Samples, spread, type TruthEvent } from '../load/liveTruth.js';

const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROWS = knob('BENCH_LIVE_ROWS', 100_000);
const SUBSCRIBERS = knob('BENCH_LIVE_SUBSCRIBERS', 500);
const TOPICS = Math.max(5, knob('BENCH_LIVE_TOPICS', 50));
const BROWSERS = knob('BENCH_LIVE_BROWSERS', 10);
const WRITES = knob('BENCH_LIVE_WRITES', 200);
/** From the apply until everything has arrived (or this long, whichever comes first). */
const LOAD_LIMIT_MS = knob('BENCH_LIVE_LOAD_LIMIT_MS', 120_000);
/** How often (s) the gateway's heap is read after a forced GC during the load. */
const GC_EVERY_S = Math.max(1, knob('BENCH_LIVE_GC_EVERY_S', 5));
/** The watchers' user (reads every stream the load writes); the writes need an admin. */
const WATCHER = 'ops@demo.test';
const WRITER = 'admin@demo.test';
const SCOPE = DEMO_USERS.find((u) => u.email === WATCHER)!.roles;
const TERMINAL = new Set(['succeeded', 'failed', 'cancelled']);
const SAVE = 'mutation($r: ResourceName!, $i: JSON!) { saveRecord(resource: $r, input: $i) { ok status message data } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (x: number) => `${x.toFixed(1)} MB`;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (x: number) => x.toLocaleString('en');

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  const started = Date.now();
  console.log(`\nlive: ${n(SUBSCRIBERS)} subscribers over ${TOPICS} topics + ${BROWSERS} browser-like clients, one ${n(ROWS)}-row bulk apply, ${WRITES} single writes`);
  console.log(`  machine: load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; platform and gateway are child processes, the clients run here`);
  const broken: string[] = [];
  const platform = await spawnPlatform();
  let gateway: Awaited<ReturnType<typeof spawnGateway>> | undefined;
  let inspector: InspectorSession | undefined;
  const clients: Client[] = [];
  const watches: Watch[] = [];
  const counters: Counters = { accepted: 0, refused: 0 };
  const writeMs = new Samples();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let quietAt = new Date();
  let task = '';
  let before, loaded, after;
  const peak = { heap: 0, live: 0, rss: 0, files: 0 };
  let truth: TruthEvent[] = [];
  try {
    gateway = await spawnGateway({ PLATFORM_URL: platform.url, PLATFORM_SERVICE_KEY: platform.serviceKey, REDIS_URL: '', NODE_ENV: 'production' }, await freePort(), true, ['--expose-gc', '--inspect=127.0.0.1:0']);
    const gw = gateway;
    await waitFor(() => inspectorUrl(gw.output) !== undefined, 10_000, "the gateway's inspector");
    inspector = await openInspector(inspectorUrl(gw.output)!);
    const watcher = await login(gw.url, WATCHER);
    const writer = await login(gw.url, WRITER);
    const companyCount = Math.ceil((TOPICS - 3) / 2);
    const companies = await Promise.all(
      Array.from({ length: companyCount }, async (_, i) => {
        const saved = (await gql(gw.url, SAVE, { r: 'companies', i: { name: `Watched ${i}`, digit_code: String(5000 + i) } }, writer)).data.saveRecord;
        if (!saved.ok) throw new Error(`company ${i}: ${saved.message}`);
        return { uuid: String(saved.data.uuid), code: String(5000 + i), version: Number(saved.data.version) };
      }),
    );
    let t = Date.now();
    const previewId = await previewCompanies(gw.url, writer, ROWS, 100_000);
    console.log(`  ready in ${ms(Date.now() - started)} (preview of ${n(ROWS)} rows ${ms(Date.now() - t)})`);
    before = await memoryOf(inspector, gw.child.pid!);

    // Clients, in batches; each subscriber is one browser with one subscription.
    const open = async (group: Watch['group'], list: ReadonlyArray<readonly Topic[]>) => {
      for (let i = 0; i < list.length; i += 50) {
        const batch = list.slice(i, i + 50);
        const target = counters.accepted + counters.refused + batch.flat().length;
        for (const subscriptions of batch) {
          const client = liveClient(gw.url, watcher, counters);
          clients.push(client);
          for (const topic of subscriptions) watches.push(watch(client, topic, group));
        }
        await waitFor(() => counters.accepted + counters.refused >= target, 60_000, 'the subscriptions to be accepted');
      }
    };
    t = Date.now();
    const firstTopics = topicsOf(TOPICS, companies);
    const assigned = Array.from({ length: SUBSCRIBERS }, (_, i) => i % TOPICS);
    await open('browser', Array.from({ length: BROWSERS }, () => WATCH_EVERYTHING));
    await open('subscriber', assigned.filter((k) => k >= TASK_TOPICS).map((k) => [firstTopics[k]!]));
    await waitFor(() => watches.every((w) => w.open || w.failure), 60_000, 'the opening messages');
    console.log(`  ${n(clients.length)} clients, ${n(watches.length)} subscriptions live in ${ms(Date.now() - t)}`);
    // Nothing is written from here to the apply: what the store records after this, every watcher is to get.
    quietAt = new Date();
    await sleep(1500);

    // Each second the heap in use (with garbage), RSS and open files; every GC_EVERY_S-th second
    // the heap after a forced GC (what the gateway holds; the GC pauses it for a moment).
    let tick = 0;
    let reading = false;
    const sampler = setInterval(() => {
      try {
        peak.rss = Math.max(peak.rss, residentMemory(gw.child.pid!).rss);
        peak.files = Math.max(peak.files, openFiles(gw.child.pid!));
      } catch {
        // The gateway is gone: said after the load.
      }
      if (reading) return;
      reading = true;
      const read = ++tick % GC_EVERY_S === 0 ? inspector!.memoryAfterGc().then((m) => (peak.live = Math.max(peak.live, m.heapUsed))) : inspector!.heapUsedNow().then((heap) => (peak.heap = Math.max(peak.heap, heap)));
      void read.catch(() => undefined).finally(() => (reading = false));
    }, 1000);
    loop.enable();
    const loadStart = Date.now();
    try {
      task = await applyCompanies(gw.url, writer, previewId);
      // The task's own watchers open now, resuming taskUpdated from before the apply.
      const resumeFrom = Math.min(...watches.map((w) => w.openedAt ?? Infinity));
      const taskTopics = topicsOf(TOPICS, companies, task, Number.isFinite(resumeFrom) ? resumeFrom : undefined);
      await open('subscriber', assigned.filter((k) => k < TASK_TOPICS).map((k) => [taskTopics[k]!]));
      await waitFor(() => watches.some((w) => w.progress.some((p) => p.task === task && p.done > 0)), 60_000, 'the apply to make progress').catch(() => undefined);

      // The burst of single writes while the apply runs: one lane per company, its updates in turn.
      const lanes = companies.map((c, lane) => async () => {
        for (let k = lane; k < WRITES; k += companies.length) {
          const sent = Date.now();
          const saved = (await gql(gw.url, SAVE, { r: 'companies', i: { uuid: c.uuid, version: c.version, name: `Watched ${lane} v${k}` } }, writer)).data.saveRecord;
          writeMs.push(Date.now() - sent);
          if (!saved.ok) broken.push(`write ${k}: ${saved.status} ${saved.message}`);
          else c.version = Number(saved.data.version);
        }
      });
      await Promise.all(lanes.map((lane) => lane()));
      // Settled: the task ended at a watcher and nothing arrived anywhere for 3 s.
      const total = () => watches.reduce((sum, w) => sum + w.messages, 0);
      const ended = () => watches.some((w) => [...(w.statuses.get(task) ?? [])].some((s) => TERMINAL.has(s)));
      let last = -1;
      let still = 0;
      while (Date.now() - loadStart < LOAD_LIMIT_MS && !(ended() && still >= 12)) {
        await sleep(250);
        still = total() === last ? still + 1 : 0;
        last = total();
      }
      console.log(`  load: apply + writes + delivery ${ms(Date.now() - loadStart)}${ended() && still >= 12 ? '' : ` (stopped at the ${ms(LOAD_LIMIT_MS)} limit)`}`);
    } finally {
      clearInterval(sampler);
      loop.disable();
    }
    if (gw.child.exitCode !== null) throw new Error(`the gateway exited: ${gw.output.join('').slice(-2000)}`);
    loaded = await memoryOf(inspector, gw.child.pid!);
    peak.live = Math.max(peak.live, loaded.heapUsed);
    for (const w of watches) if (w.failure) broken.push(`${w.group} ${w.topic.label}: ${w.failure}`);

    // Every client leaves; the gateway is to give back what they held.
    for (const client of clients) client.dispose();
    // Disposing sends the stops (DELETEs) first; the server then drops idle keep-alive sockets after 5 s.
    await sleep(1000);
    await waitFor(() => openFiles(gw.child.pid!) <= before!.files, 15_000, 'the gateway to close the sockets').catch(() => undefined);
    after = await memoryOf(inspector, gw.child.pid!);
    // The inspected gateway waits for its inspector session to end before it exits.
    await inspector.close();
    await gateway.close();
    await platform.stop();
    truth = await readEvents(platform.store, quietAt);
  } finally {
    for (const client of clients) client.dispose();
    await inspector?.close();
    await gateway?.close();
    await platform.stop();
    platform.remove();
  }
  report({ watches, truth, task, counters, writeMs, loop, before, loaded, after, peak, broken });
  console.log(`  total ${ms(Date.now() - started)}`);
  if (broken.length) throw new Error(`live bench: something broke:\n  ${broken.slice(0, 20).join('\n  ')}`);
}

interface Figures {
  watches: Watch[];
  truth: TruthEvent[];
  task: string;
  counters: Counters;
  writeMs: Samples;
  loop: ReturnType<typeof monitorEventLoopDelay>;
  before: (Memory & { files: number }) | undefined;
  loaded: (Memory & { files: number }) | undefined;
  after: (Memory & { files: number }) | undefined;
  peak: { heap: number; live: number; rss: number; files: number };
  broken: string[];
}

/** Prints the figures beside the targets; adds to `broken` what the store says went wrong. */
function report({ watches, truth, task, counters, writeMs, loop, before, loaded, after, peak, broken }: Figures): void {
  const byPosition = new Map(truth.map((e) => [e.position, e]));
  const commitAt = truth.find((e) => e.streamType === 'transactions' && e.taskUuid === task)?.finishedAt ?? NaN;
  const taskEnd = truth.filter((e) => e.streamId === `tasks:${task}`).at(-1)?.status;
  if (taskEnd !== 'succeeded') broken.push(`the bulk apply's task ended ${taskEnd ?? 'nowhere'}`);
  if (counters.refused) broken.push(`${counters.refused} subscriptions refused`);

  const events = new Samples(), others = new Samples(), rows = new Samples(), fromCommit = new Samples(), progress = new Samples();
  for (const w of watches) {
    for (const p of w.progress) progress.push(p.arrived - p.at);
    for (const [position, arrived] of w.arrivals) {
      const e = byPosition.get(position);
      if (!e) continue;
      events.push(arrived - e.recordedAt);
      if (e.taskUuid !== task || e.streamType !== 'companies') others.push(arrived - e.recordedAt);
      else {
        rows.push(arrived - e.recordedAt);
        fromCommit.push(arrived - commitAt);
      }
    }
  }
  const line = (name: string, s: Samples) => {
    const { n: count, p50, p95, p99, max } = spread(s);
    console.log(`  ${name.padEnd(58)} ${n(count).padStart(10)} ${ms(p50).padStart(8)} ${ms(p95).padStart(8)} ${ms(p99).padStart(8)} ${ms(max).padStart(9)}`);
  };
  console.log(`\n  latency to arrival${' '.repeat(41)}${'messages'.padStart(10)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(9)}`);
  line('entity/transaction events, from recorded_at', events);
  line('  of single writes, tasks, transactions', others);
  line("  of the apply's rows (recorded_at = its transaction's start)", rows);
  line("  of the apply's rows, from its transaction's finished_at", fromCommit);
  line('progress, from at', progress);
  const single = writeMs.sorted();
  console.log(`  single writes answered: ${n(single.length)}, p50 ${ms(single[Math.floor(single.length / 2)] ?? NaN)}, max ${ms(single.at(-1) ?? NaN)}`);
  console.log(`  this process's event-loop delay during the load: p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`);

  // Messages and arrivals per kind of subscription, against what the store says each should get.
  const expected = new Map<Topic, Set<number>>();
  const expectedOf = (topic: Topic) => expected.get(topic) ?? expected.set(topic, new Set(truth.filter((e) => belongsTo(topic, e, SCOPE)).map((e) => e.position))).get(topic)!;
  const groups = new Map<string, Watch[]>();
  for (const w of watches) groups.set(`${w.group} ${w.topic.label}`, [...(groups.get(`${w.group} ${w.topic.label}`) ?? []), w]);
  console.log(`\n  ${'messages per subscription'.padEnd(58)} ${'subs'.padStart(5)}  ${'min / median / max'.padEnd(24)} arrived of expected`);
  let allArrived = 0;
  let allExpected = 0;
  for (const [name, list] of groups) {
    let arrived = 0;
    let wanted = 0;
    let stray = 0;
    for (const w of list) {
      const positions = expectedOf(w.topic);
      wanted += positions.size;
      for (const position of w.arrivals.keys()) if (positions.has(position)) arrived++;
      else if (byPosition.has(position)) stray++;
    }
    allArrived += arrived;
    allExpected += wanted;
    const repeats = list.reduce((sum, w) => sum + w.repeats, 0);
    const extra = `${repeats ? `, ${n(repeats)} twice` : ''}${stray ? `, ${n(stray)} not theirs` : ''}`;
    const share = list[0]!.topic.kind === 'taskProgress' ? '(coalesced: start and end below)' : `${n(arrived)} of ${n(wanted)}${extra}`;
    console.log(`  ${name.padEnd(58)} ${String(list.length).padStart(5)}  ${minMedianMax(list.map((w) => w.messages)).padEnd(24)} ${share}`);
  }
  console.log(`  ${'all positioned events'.padEnd(58)} ${String(watches.length).padStart(5)}  ${''.padEnd(24)} ${n(allArrived)} of ${n(allExpected)} (${((100 * allArrived) / Math.max(1, allExpected)).toFixed(2)}%)`);

  // Every watcher of a task: its start (queued/running) and its end.
  let startsEnds = true;
  for (const uuid of new Set(truth.filter((e) => e.streamType === 'tasks').map((e) => e.streamId.replace(/^tasks:/, '')))) {
    const watchers = watches.filter((w) => (w.topic.kind === 'taskProgress' || w.topic.kind === 'taskUpdated') && (!w.topic.variables.task_uuid || w.topic.variables.task_uuid === uuid));
    const seen = (w: Watch, ok: (s: string) => boolean) => [...(w.statuses.get(uuid) ?? [])].some(ok);
    // taskProgress(task_uuid) opens with the task's state now: one opened after the end gets only the end.
    const late = (w: Watch) => w.topic.variables.task_uuid === uuid && TERMINAL.has(w.progress.find((p) => p.task === uuid)?.status ?? '');
    const starters = watchers.filter((w) => !late(w));
    const starts = starters.filter((w) => seen(w, (s) => s === 'queued' || s === 'running')).length;
    const ends = watchers.filter((w) => seen(w, (s) => TERMINAL.has(s))).length;
    startsEnds &&= starts === starters.length && ends === watchers.length;
    const lateNote = starters.length < watchers.length ? ` (${watchers.length - starters.length} opened after its end)` : '';
    console.log(`  task ${uuid}${uuid === task ? ' (the apply)' : ''}: start at ${starts} of ${starters.length} watchers${lateNote}, end at ${ends} of ${watchers.length}`);
  }

  console.log(`\n  ${'gateway memory'.padEnd(48)} ${'heap'.padStart(10)} ${'RSS'.padStart(10)} ${'open files'.padStart(11)}`);
  const mem = (name: string, heap: number | undefined, rss: number | undefined, files: number | undefined) =>
    console.log(`  ${name.padEnd(48)} ${(heap === undefined ? '–' : mb(heap)).padStart(10)} ${(rss === undefined ? '–' : mb(rss)).padStart(10)} ${String(files ?? '–').padStart(11)}`);
  mem('before the clients connect (after GC)', before?.heapUsed, before?.rss, before?.files);
  mem(`peak during the load (after GC, every ${GC_EVERY_S} s)`, peak.live || undefined, undefined, undefined);
  mem('peak during the load (each second; heap with garbage)', peak.heap || undefined, peak.rss || undefined, peak.files || undefined);
  mem('end of the load, clients connected (after GC)', loaded?.heapUsed, loaded?.rss, loaded?.files);
  mem('after every client left (after GC)', after?.heapUsed, after?.rss, after?.files);

  const { p95: events95 } = spread(events);
  const { p95: progress95 } = spread(progress);
  const growth = before ? peak.live - before.heapUsed : NaN;
  const back = before && after ? (after.heapUsed - before.heapUsed) / before.heapUsed : NaN;
  console.log('\n  target                                          figure');
  console.log(`  p95 ≤ 100 ms                                    events ${ms(events95)}, progress ${ms(progress95)}: ${met(events95 <= 100 && progress95 <= 100)}`);
  console.log(`  100% of start/end at every watcher of a task    ${startsEnds ? '100%' : 'missing some'}: ${met(startsEnds)}`);
  console.log(`  memory growth ≤ 100 MB                          heap after GC +${mb(growth)} at peak (RSS +${mb(peak.rss - (before?.rss ?? NaN))}): ${met(growth <= 100)}`);
  console.log(`  back within 10% of the start after disconnect   ${(back * 100).toFixed(1)}%: ${met(back <= 0.1)}`);
}
