/**
 * The figures of the live benchmark (tests/bench/live.ts), beside its targets: latency from
 * recorded_at (progress: at) to arrival, messages per subscription and what arrived of what the
 * platform's store says should have, every watcher of a task's start and end, the gateway's memory.
 */
import { writeFileSync } from 'node:fs';
import type { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Memory } from './inspectorSession.js';
import { TERMINAL, type Counters, type Topic, type Watch } from './liveClients.js';
import { belongsTo, minMedianMax, Samples, spread, visibleAt, type TruthEvent } from './liveTruth.js';

const mb = (x: number) => `${x.toFixed(1)} MB`;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (x: number) => x.toLocaleString('en');

/** What the benchmark measured. */
export interface Figures {
  watches: Watch[];
  truth: TruthEvent[];
  /** When each event (by position) and progress notice (`task:done`) reached a direct reader of the platform's feed. */
  left: { events: Map<number, number>; progress: Map<string, number> };
  task: string;
  /** The watchers' roles. */
  scope: readonly string[];
  counters: Counters;
  writeMs: Samples;
  writeFailures: string[];
  loop: ReturnType<typeof monitorEventLoopDelay>;
  before: (Memory & { files: number }) | undefined;
  loaded: (Memory & { files: number }) | undefined;
  after: (Memory & { files: number }) | undefined;
  peak: { heap: number; live: number; rss: number; files: number };
  /** How often (s) the heap was read after a forced GC during the load. */
  gcEveryS: number;
  broken: string[];
}

/** Prints the figures beside the targets; adds to `broken` what the store says went wrong. */
export function report({
  watches,
  truth,
  left,
  task,
  scope,
  counters,
  writeMs,
  writeFailures,
  loop,
  before,
  loaded,
  after,
  peak,
  gcEveryS,
  broken,
}: Figures): void {
  const byPosition = new Map(truth.map((e) => [e.position, e]));
  const visible = visibleAt(truth);
  const commitAt = truth.find((e) => e.streamType === 'transactions' && e.taskUuid === task)?.finishedAt ?? NaN;
  const taskEnd = truth.filter((e) => e.streamId === `tasks:${task}`).at(-1)?.status;
  if (taskEnd !== 'succeeded') broken.push(`the bulk apply's task ended ${taskEnd ?? 'nowhere'}`);
  if (counters.refused) broken.push(`${counters.refused} subscriptions refused`);

  const events = new Samples(),
    others = new Samples(),
    rows = new Samples(),
    fromCommit = new Samples(),
    progress = new Samples();
  const feed = new Samples(),
    progressFeed = new Samples(),
    viaGateway = new Samples(),
    progressViaGateway = new Samples();
  for (const e of truth) if (left.events.has(e.position)) feed.push(left.events.get(e.position)! - e.recordedAt);
  for (const w of watches) {
    for (const p of w.progress) {
      progress.push(p.arrived - p.at);
      const out = left.progress.get(`${p.task}:${p.done}`);
      if (out === undefined) continue;
      progressFeed.push(out - p.at);
      progressViaGateway.push(p.arrived - out);
    }
    for (const [position, arrived] of w.arrivals) {
      const e = byPosition.get(position);
      if (!e) continue;
      events.push(arrived - visible(e));
      if (left.events.has(position)) viaGateway.push(arrived - left.events.get(position)!);
      if (e.taskUuid !== task || e.streamType !== 'companies') others.push(arrived - e.recordedAt);
      else {
        rows.push(arrived - e.recordedAt);
        fromCommit.push(arrived - commitAt);
      }
    }
  }
  // BENCH_LIVE_DUMP=<file>: every event's arrival as [position, recorded_at, left the platform, arrived, topic]
  // (epoch ms), to see when in the load the slow ones came (what found a burst's corked sockets).
  if (process.env.BENCH_LIVE_DUMP) {
    const arrivals: unknown[] = [];
    for (const w of watches)
      for (const [position, arrived] of w.arrivals) {
        const e = byPosition.get(position);
        if (e) arrivals.push([position, e.recordedAt, left.events.get(position) ?? null, arrived, w.topic.label]);
      }
    // Progress as [-done, at, left the platform, arrived, topic].
    for (const w of watches)
      for (const p of w.progress)
        arrivals.push([-p.done, p.at, left.progress.get(`${p.task}:${p.done}`) ?? null, p.arrived, w.topic.label]);
    writeFileSync(process.env.BENCH_LIVE_DUMP, JSON.stringify(arrivals));
  }
  const line = (name: string, s: Samples) => {
    const { n: count, p50, p95, p99, max } = spread(s);
    console.log(
      `  ${name.padEnd(62)} ${n(count).padStart(10)} ${ms(p50).padStart(8)} ` +
        `${ms(p95).padStart(8)} ${ms(p99).padStart(8)} ${ms(max).padStart(9)}`,
    );
  };
  console.log(
    `\n  latency to arrival${' '.repeat(45)}${'messages'.padStart(10)} ${'p50'.padStart(8)} ` +
      `${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(9)}`,
  );
  line('entity/transaction events, from their commit (target p95)', events);
  line('  of single writes, tasks, transactions', others);
  line("  of the apply's rows, from recorded_at (when each was written)", rows);
  line("  of the apply's rows, from its transaction's finished_at", fromCommit);
  line("  from leaving the platform's feed to arrival", viaGateway);
  line('  platform only: recorded_at to leaving its feed (per event)', feed);
  line('progress, from at', progress);
  line("  from leaving the platform's feed to arrival", progressViaGateway);
  line('  platform only: at to leaving its feed', progressFeed);
  const single = writeMs.sorted();
  console.log(
    `  single writes answered within the limit: ${n(single.length)}, in ${ms(spread(writeMs).p50)} at the median, ` +
      `${ms(single.at(-1) ?? NaN)} at most; ${writeFailures.length} failed`,
  );
  for (const [message, count] of new Map(writeFailures.map((m) => [m, writeFailures.filter((x) => x === m).length])))
    console.log(`    ${count} × ${message}`);
  if (writeFailures.length) broken.push(`${writeFailures.length} single writes failed`);
  console.log(
    `  this process's event-loop delay during the load: ` +
      `p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
  );

  // Messages and arrivals per kind of subscription, against what the store says each should get.
  // Expected: the events that left the platform's feed before the load ended (a write the gateway
  // gave up on may commit later, when nobody listens any more).
  const delivered = truth.filter((e) => left.events.has(e.position));
  const expected = new Map<Topic, Set<number>>();
  const expectedOf = (topic: Topic) =>
    expected.get(topic) ??
    expected
      .set(topic, new Set(delivered.filter((e) => belongsTo(topic, e, scope)).map((e) => e.position)))
      .get(topic)!;
  const groups = new Map<string, Watch[]>();
  for (const w of watches)
    groups.set(`${w.group} ${w.topic.label}`, [...(groups.get(`${w.group} ${w.topic.label}`) ?? []), w]);
  console.log(
    `\n  ${'messages per subscription'.padEnd(58)} ${'subs'.padStart(5)}  ` +
      `${'min / median / max'.padEnd(24)} ${'p95'.padStart(8)}  arrived of expected`,
  );
  let allArrived = 0;
  let allExpected = 0;
  for (const [name, list] of groups) {
    let arrived = 0;
    let wanted = 0;
    let stray = 0;
    // Latency as above: from commit (events), from `at` (progress).
    const latency = new Samples();
    for (const w of list) {
      for (const p of w.progress) latency.push(p.arrived - p.at);
      for (const [position, at] of w.arrivals) {
        const e = byPosition.get(position);
        if (e) latency.push(at - visible(e));
      }
      const positions = expectedOf(w.topic);
      wanted += positions.size;
      for (const position of w.arrivals.keys())
        if (positions.has(position)) arrived++;
        else if (byPosition.has(position)) stray++;
    }
    allArrived += arrived;
    allExpected += wanted;
    const repeats = list.reduce((sum, w) => sum + w.repeats, 0);
    const extra = `${repeats ? `, ${n(repeats)} twice` : ''}${stray ? `, ${n(stray)} not theirs` : ''}`;
    const share =
      list[0]!.topic.kind === 'taskProgress'
        ? '(coalesced: start and end below)'
        : `${n(arrived)} of ${n(wanted)}${extra}`;
    console.log(
      `  ${name.padEnd(58)} ${String(list.length).padStart(5)}  ` +
        `${minMedianMax(list.map((w) => w.messages)).padEnd(24)} ${ms(spread(latency).p95).padStart(8)}  ${share}`,
    );
  }
  console.log(
    `  ${'all positioned events'.padEnd(58)} ${String(watches.length).padStart(5)}  ${''.padEnd(33)}  ` +
      `${n(allArrived)} of ${n(allExpected)} ` +
      `(${allArrived === allExpected ? 'all' : `${n(allExpected - allArrived)} missing`})`,
  );
  const later = truth.length - delivered.length;
  if (later)
    console.log(
      `  (${n(later)} events the store recorded after the quiet point left the platform ` +
        `only after the load ended: not expected)`,
    );

  // Every watcher of a task: its start (queued/running) and its end.
  let startsEnds = true;
  for (const uuid of new Set(
    truth.filter((e) => e.streamType === 'tasks').map((e) => e.streamId.replace(/^tasks:/, '')),
  )) {
    const watchers = watches.filter(
      (w) =>
        (w.topic.kind === 'taskProgress' || w.topic.kind === 'taskUpdated') &&
        (!w.topic.variables.task_uuid || w.topic.variables.task_uuid === uuid),
    );
    const seen = (w: Watch, ok: (s: string) => boolean) => [...(w.statuses.get(uuid) ?? [])].some(ok);
    // taskProgress(task_uuid) opens with the task's state now: one whose first message came after
    // the end (it opened late, or its opening read waited for the platform) cannot get the start.
    const late = (w: Watch) =>
      w.topic.variables.task_uuid === uuid && TERMINAL.has(w.progress.find((p) => p.task === uuid)?.status ?? '');
    const starters = watchers.filter((w) => !late(w));
    const starts = starters.filter((w) => seen(w, (s) => s === 'queued' || s === 'running')).length;
    const ends = watchers.filter((w) => seen(w, (s) => TERMINAL.has(s))).length;
    startsEnds &&= starts === starters.length && ends === watchers.length;
    const lateNote =
      starters.length < watchers.length
        ? ` (${watchers.length - starters.length} whose first message came after its end)`
        : '';
    console.log(
      `  task ${uuid}${uuid === task ? ' (the apply)' : ''}: ` +
        `start at ${starts} of ${starters.length} watchers${lateNote}, end at ${ends} of ${watchers.length}`,
    );
  }

  console.log(
    `\n  ${'gateway memory'.padEnd(48)} ${'heap'.padStart(10)} ${'RSS'.padStart(10)} ${'open files'.padStart(11)}`,
  );
  const mem = (name: string, heap: number | undefined, rss: number | undefined, files: number | undefined) =>
    console.log(
      `  ${name.padEnd(48)} ${(heap === undefined ? '–' : mb(heap)).padStart(10)} ` +
        `${(rss === undefined ? '–' : mb(rss)).padStart(10)} ${String(files ?? '–').padStart(11)}`,
    );
  mem('before the clients (after GC; one warm-up client came and went)', before?.heapUsed, before?.rss, before?.files);
  if (gcEveryS > 0)
    mem(`peak during the load (after GC, every ${gcEveryS} s)`, peak.live || undefined, undefined, undefined);
  mem(
    'peak during the load (each second; heap with garbage)',
    peak.heap || undefined,
    peak.rss || undefined,
    peak.files || undefined,
  );
  mem('end of the load, clients connected (after GC)', loaded?.heapUsed, loaded?.rss, loaded?.files);
  mem('after every client left (after GC)', after?.heapUsed, after?.rss, after?.files);

  const { p95: events95 } = spread(events);
  const { p95: progress95 } = spread(progress);
  // Without GCs forced during the load, the heap with garbage bounds what was held from above.
  const held = gcEveryS > 0 ? peak.live : Math.max(peak.heap, loaded?.heapUsed ?? 0);
  const growth = before ? held - before.heapUsed : NaN;
  const back = before && after ? (after.heapUsed - before.heapUsed) / before.heapUsed : NaN;
  console.log('\n  target                                          figure');
  console.log(
    `  p95 ≤ 100 ms                                    ` +
      `events ${ms(events95)}, progress ${ms(progress95)}: ${met(events95 <= 100 && progress95 <= 100)}`,
  );
  console.log(
    `  100% of start/end at every watcher of a task    ${startsEnds ? '100%' : 'missing some'}: ${met(startsEnds)}`,
  );
  console.log(
    `  memory growth ≤ 100 MB                          ` +
      `heap${gcEveryS > 0 ? ' after GC' : ' (with garbage)'} +${mb(growth)} at peak ` +
      `(RSS +${mb(peak.rss - (before?.rss ?? NaN))}): ${met(growth <= 100)}`,
  );
  console.log(`  back within 10% of the start after disconnect   ${(back * 100).toFixed(1)}%: ${met(back <= 0.1)}`);
}
