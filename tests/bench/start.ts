/**
 * Start (issue 17, item 5): `npm start` on a new data folder, the time to its first answer (GET /
 * answers the web app) and until its demo data is ready (GET /demo-data answers 200), then its
 * resident memory once idle (the process tree: npm, tsx, the gateway and whatever it runs); then the
 * same on the folder it made (an existing store). Targets: first answer ≤ 3 s, idle RSS ≤ 350 MB.
 * `npm run bench -- start`; BENCH_START_IDLE_S (default 10) is how long "idle" waits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../load/liveKit.js';
import type { Figure } from './support/figures.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IDLE_S = Number(process.env.BENCH_START_IDLE_S ?? 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The resident memory (bytes) of `pid` and every process under it, from /proc: the whole tree and
 * its largest process (the gateway; npm and tsx's launcher are the small ones).
 */
function treeRss(pid: number): { total: number; largest: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  let largest = 0;
  const visit = (p: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      const bytes = Number(rss?.[1] ?? 0) * 1024;
      total += bytes;
      largest = Math.max(largest, bytes);
    } catch {
      return;
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return { total, largest };
}

/** Polls `url` until `ok` says yes; answers the seconds since `since`. */
async function until(url: string, ok: (status: number) => boolean, since: number, limitMs: number): Promise<number> {
  for (;;) {
    const status = await fetch(url).then(
      (r) => (void r.body?.cancel(), r.status),
      () => 0,
    );
    if (ok(status)) return (performance.now() - since) / 1000;
    if (performance.now() - since > limitMs) throw new Error(`${url} did not answer as expected in time`);
    await sleep(25);
  }
}

async function startOnce(
  dataDir: string,
): Promise<{ firstAnswer: number; ready: number; rss: { total: number; largest: number } }> {
  const port = await freePort();
  const since = performance.now();
  // As a user types it (prestart checks the web build first), in a group of its own to stop it whole.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const firstAnswer = await until(`${url}/`, (s) => s === 200, since, 120_000);
    const ready = await until(`${url}/demo-data`, (s) => s === 200, since, 300_000);
    await sleep(IDLE_S * 1000);
    return { firstAnswer, ready, rss: treeRss(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
}

export async function run(): Promise<Figure[]> {
  // The build is checked by prestart; made here first so that neither start pays for it.
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensureWeb.ts'], { cwd: ROOT, stdio: 'ignore' });
  const dataDir = join(mkdtempSync(join(tmpdir(), 'bench-start-')), 'data');
  try {
    const fresh = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
    console.log(`start: \`npm start\` (PGlite), seconds from the command; RSS of its processes after ${IDLE_S} s idle`);
    console.log('                      first answer   demo data ready   idle RSS: gateway   npm start in all');
    for (const [what, r] of [
      ['new data folder', fresh],
      ['existing store', again],
    ] as const)
      console.log(
        `    ${what.padEnd(18)} ${r.firstAnswer.toFixed(2).padStart(10)} s ${r.ready.toFixed(2).padStart(15)} s ` +
          `${mb(r.rss.largest).padStart(19)} ${mb(r.rss.total).padStart(18)}`,
      );
    const figures: Figure[] = [
      {
        what: 'fresh `npm start` to first answer',
        figure: `${fresh.firstAnswer.toFixed(2)} s`,
        target: '≤ 3 s',
        baseline: `existing store ${again.firstAnswer.toFixed(2)} s`,
        ratio: fresh.firstAnswer / again.firstAnswer,
        met: fresh.firstAnswer <= 3,
      },
      {
        what: 'idle RSS (gateway) after a fresh start',
        figure: mb(fresh.rss.largest),
        target: '≤ 350 MB',
        baseline: `existing store ${mb(again.rss.largest)}`,
        ratio: fresh.rss.largest / again.rss.largest,
        met: fresh.rss.largest <= 350e6,
      },
    ];
    console.log('  target                                              figure');
    for (const f of figures)
      console.log(`  ${`${f.what} ${f.target}`.padEnd(50)}  ${f.figure}: ${f.met ? 'met' : 'NOT met'} (${f.baseline})`);
    return figures;
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
}
