/**
 * A large bulk upsert against COPY on the same store (issue 17, item 3): the reference platform as
 * a child process on PGlite (a temp folder) and, when DATABASE_URL is set, on PostgreSQL (a fresh
 * database); ROWS new companies previewed (POST …/company_preview) and applied (POST …/company,
 * then the task followed to its end) over REST, as the gateway sends them. The baseline is a COPY
 * of the same records (the rows the apply stored, read back) into a scratch table shaped like
 * `records` (its indexes too) on the same store. Then the apply is reverted (issue 18 item 6: POST
 * …/revert/preview of its transaction, POST …/revert, the task followed), on the platform started
 * again on the same store, which deletes every record the apply created. Prints each time, the
 * ratios and the platform's peak RSS (VmHWM) beside the targets, and answers them for the summary
 * of `npm run bench` (run.ts): per store, preview + apply against COPY (≤ 2.5×), the peak RSS
 * (≤ 512 MB), and the revert against the apply (issue 18's "about the cost of the apply itself",
 * read as at most 1.25×).
 *
 * On PostgreSQL, a million rows in one upload as well: it must complete within the same 512 MB.
 *
 * `npm run bench -- bulk`. Knobs: BENCH_BULK_ROWS (100,000), BENCH_BULK_STORES (`pglite,postgres`;
 * PostgreSQL only with DATABASE_URL), BENCH_BULK_MILLION_ROWS (1,000,000; 0 leaves it out).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { BULK_RESOURCES } from '@console/schema';
import { spawnPlatform } from '../load/liveKit.js';
import { signIn } from '../fault/store.js';
import { startPlatformProcess } from '../fault/platformProcess.js';
import type { Figure } from './support/figures.js';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const STORES = (process.env.BENCH_BULK_STORES ?? 'pglite,postgres').split(',');
const MILLION = Number(process.env.BENCH_BULK_MILLION_ROWS ?? 1_000_000);
const TARGET_RATIO = 2.5;
const TARGET_RSS_MB = 512;
const RECORD_COLUMNS = ['store', 'id', 'uuid', 'version', 'company_code', 'data'] as const;
const EVENT_COLUMNS = [
  'position',
  'stream_type',
  'stream_id',
  'version',
  'type',
  'data',
  'meta',
  'recorded_at',
] as const;

const companies = BULK_RESOURCES.find((b) => b.name === 'companies')!;
const n = (x: number) => x.toLocaleString('en');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Peak resident memory of a process (VmHWM), MB. */
function peakRss(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** A COPY text-format field. */
const field = (value: unknown): string =>
  value === null || value === undefined
    ? '\\N'
    : (value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value))
        .replace(/\\/g, '\\\\')
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r')
        .replace(/\t/g, '\\t');

/**
 * COPY … FROM STDIN over node-postgres without a streams package: a submittable that sends the
 * statement, answers the server's CopyInResponse with the whole text, and ends the copy.
 */
function copyIn(client: pg.Client, sql: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed: Error | undefined;
    const submittable = {
      submit: (connection: { query(text: string): void }) => connection.query(sql),
      handleCopyInResponse: (connection: { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void }) => {
        connection.sendCopyFromChunk(Buffer.from(text));
        connection.endCopyFrom();
      },
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handleError: (error: Error) => void (failed = error),
      handleReadyForQuery: () => (failed ? reject(failed) : resolve()),
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

/**
 * Copies the applied companies into a scratch table like `records`, then their events into one like
 * `events` (indexes included); answers the time of each COPY (ms). The first is the target's
 * baseline; the two together are what an event store writes at the least for the same rows.
 */
async function copyBaseline(target: { dataDir?: string; databaseUrl?: string }): Promise<{
  records: number;
  events: number;
}> {
  const tables = [
    {
      name: 'records',
      columns: RECORD_COLUMNS,
      read: `select ${RECORD_COLUMNS.join(', ')} from records where store = 'companies' order by id`,
    },
    {
      name: 'events',
      columns: EVENT_COLUMNS,
      read: `select ${EVENT_COLUMNS.join(', ')} from events where type = 'companies.created' order by position`,
    },
  ] as const;
  const times = { records: 0, events: 0 };
  const text = (rows: Array<Record<string, unknown>>, columns: readonly string[]) =>
    rows.map((r) => columns.map((c) => field(r[c])).join('\t')).join('\n') + '\n';
  const scratch = (name: string) => `bulk_copy_baseline_${name}`;
  const create = (name: string) =>
    `drop table if exists ${scratch(name)}; create table ${scratch(name)} (like ${name} including all)`;
  const count = (name: string) => `select count(*)::int as n from ${scratch(name)}`;
  for (const table of tables) {
    const copy = `copy ${scratch(table.name)} (${table.columns.join(', ')}) from`;
    let expected: number;
    let copied: number;
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const rows = (await client.query(table.read)).rows as Array<Record<string, unknown>>;
        const input = text(rows, table.columns);
        expected = rows.length;
        await client.query(create(table.name));
        const started = performance.now();
        await copyIn(client, `${copy} stdin`, input);
        times[table.name] = performance.now() - started;
        copied = Number((await client.query<{ n: number }>(count(table.name))).rows[0]!.n);
        await client.query(`drop table ${scratch(table.name)}`);
      } finally {
        await client.end();
      }
    } else {
      // With the extensions the platform opens it with: `records` has a trigram index (migration 010).
      const lite = await PGlite.create(target.dataDir!, { extensions: { pg_trgm } });
      try {
        const rows = (await lite.query<Record<string, unknown>>(table.read)).rows;
        const blob = new Blob([text(rows, table.columns)]);
        expected = rows.length;
        await lite.exec(create(table.name));
        const started = performance.now();
        // PGlite reads a COPY's input from the blob it is handed, as /dev/blob.
        await lite.query(`${copy} '/dev/blob'`, [], { blob });
        times[table.name] = performance.now() - started;
        copied = (await lite.query<{ n: number }>(count(table.name))).rows[0]!.n;
        await lite.exec(`drop table ${scratch(table.name)}`);
      } finally {
        await lite.close();
      }
    }
    if (copied !== expected) throw new Error(`COPY stored ${copied} of ${expected} ${table.name} rows`);
  }
  return times;
}

type Call = Awaited<ReturnType<typeof signIn>>;

/** Follows a task to its end, sampling the platform's peak RSS; answers the task as it ended. */
async function followTask(call: Call, taskUuid: string, pid: number, peak: number) {
  for (;;) {
    peak = Math.max(peak, peakRss(pid));
    const task = await call('GET', `/tasks/getbyuuid/${taskUuid}`);
    const status = String(task.body.data?.status);
    if (status !== 'queued' && status !== 'running') {
      return { status, transactionUuid: String(task.body.data?.transaction_uuid), peak: Math.max(peak, peakRss(pid)) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** POSTs `body` to `path` and, when it answers a task, follows it: the time to the task's end. */
async function timed(call: Call, path: string, body: unknown) {
  const started = performance.now();
  const answer = await call('POST', path, body);
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body.message}`);
  return { ms, data: answer.body.data as Record<string, unknown> };
}

/**
 * `count` new companies (digit codes from `firstCode`) previewed in one upload and applied, the task
 * followed to its end; the platform's peak RSS at the start, after the preview and at the end.
 */
async function newCompanies(call: Call, pid: number, count: number, firstCode: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ name: `Bench ${i}`, digit_code: String(firstCode + i) }));
  const rssStart = peakRss(pid);
  const preview = await timed(call, companies.previewPath!, { version: companies.version, request: { rows } });
  rows.length = 0;
  const rssPreview = peakRss(pid);
  const started = performance.now();
  const apply = await timed(call, companies.path, {
    version: companies.version,
    request: { preview_id: String(preview.data.preview_id) },
  });
  const applied = await followTask(call, String(apply.data.task_uuid), pid, rssPreview);
  return { preview, applied, applyMs: performance.now() - started, rssStart, rssPreview };
}

const rate = (ms: number, rows = ROWS) => `(${n(Math.round(rows / (ms / 1000)))} rows/s)`;

async function runOn(store: 'pglite' | 'postgres'): Promise<Figure[]> {
  const platform = await spawnPlatform({ postgres: store === 'postgres' });
  let again: Awaited<ReturnType<typeof startPlatformProcess>> | undefined;
  try {
    let call = await signIn(platform.url, 'admin@demo.test');
    const { preview, applied, applyMs, rssStart, rssPreview } = await newCompanies(call, platform.pid, ROWS, 5_000_000);
    if (applied.status !== 'succeeded') throw new Error(`the apply task ended ${applied.status}`);
    await platform.stop();

    const copied = await copyBaseline(platform.store);
    const copyMs = copied.records;
    const floorMs = copied.records + copied.events;
    const total = preview.ms + applyMs;

    // The revert of that apply, on the platform started again on the same store.
    again = await startPlatformProcess(platform.store, platform.serviceKey);
    call = await signIn(again.url, 'admin@demo.test');
    const revertPreview = await timed(call, '/backend/cms/revert/preview', {
      version: '1.0',
      request: { transaction_uuid: applied.transactionUuid },
    });
    const counts = revertPreview.data.counts as Record<string, number>;
    if (counts.delete !== ROWS) throw new Error(`the revert preview plans ${JSON.stringify(counts)}`);
    const revertStarted = performance.now();
    const revertApply = await timed(call, '/backend/cms/revert', {
      version: '1.0',
      request: { preview_id: String(revertPreview.data.preview_id) },
    });
    const reverted = await followTask(call, String(revertApply.data.task_uuid), again.pid, peakRss(again.pid));
    const revertApplyMs = performance.now() - revertStarted;
    if (reverted.status !== 'succeeded') throw new Error(`the revert task ended ${reverted.status}`);
    const revertTotal = revertPreview.ms + revertApplyMs;

    const label = store === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(`bulk on ${label}: ${n(ROWS)} new companies, preview + apply over REST, platform as a child process`);
    console.log(`  preview                ${s(preview.ms).padStart(9)}  ${rate(preview.ms)}`);
    console.log(`  apply (to task end)    ${s(applyMs).padStart(9)}  ${rate(applyMs)}`);
    console.log(`  preview + apply        ${s(total).padStart(9)}`);
    console.log(`  COPY of the same rows  ${s(copyMs).padStart(9)}  (baseline: into a scratch table like records)`);
    console.log(`  ratio                  ${(total / copyMs).toFixed(2).padStart(7)}×   target ≤ ${TARGET_RATIO}×`);
    console.log(
      `  COPY of rows + events  ${s(floorMs).padStart(9)}  (the least an event store writes: each record and its ` +
        `event, by COPY; the events alone ${(copied.events / copyMs).toFixed(2)}× the rows) → ratio ` +
        `${(total / floorMs).toFixed(2)}×`,
    );
    console.log(
      `  platform peak RSS      ${Math.round(applied.peak).toString().padStart(6)} MB   target ≤ ${TARGET_RSS_MB} MB ` +
        `(at start ${Math.round(rssStart)} MB, after the preview ${Math.round(rssPreview)} MB)`,
    );
    console.log(`revert of that apply on ${label}: ${n(ROWS)} companies deleted, preview + apply over REST`);
    console.log(`  revert preview         ${s(revertPreview.ms).padStart(9)}  ${rate(revertPreview.ms)}`);
    console.log(`  revert apply           ${s(revertApplyMs).padStart(9)}  ${rate(revertApplyMs)}`);
    console.log(`  revert preview + apply ${s(revertTotal).padStart(9)}`);
    console.log(
      `  ratio to the apply's   ${(revertTotal / total).toFixed(2).padStart(7)}×   target about 1× (issue 18: ` +
        `about the cost of the apply itself); to COPY ${(revertTotal / copyMs).toFixed(2)}×`,
    );
    console.log(
      `  platform peak RSS      ${Math.round(reverted.peak).toString().padStart(6)} MB   target ≤ ${TARGET_RSS_MB} MB`,
    );
    const peak = Math.max(applied.peak, reverted.peak);
    return [
      {
        what: `${label}: ${n(ROWS)} rows preview + apply vs COPY`,
        figure: s(total),
        target: `≤ ${TARGET_RATIO}× COPY`,
        baseline: `COPY ${s(copyMs)}`,
        ratio: total / copyMs,
        met: total / copyMs <= TARGET_RATIO,
      },
      {
        what: `${label}: platform peak RSS, apply and revert`,
        figure: `${Math.round(peak)} MB`,
        target: `≤ ${TARGET_RSS_MB} MB`,
        met: peak <= TARGET_RSS_MB,
      },
      {
        what: `${label}: revert of it vs the apply (issue 18)`,
        figure: s(revertTotal),
        target: 'about 1× (≤ 1.25×)',
        baseline: `apply ${s(total)}`,
        ratio: revertTotal / total,
        met: revertTotal / total <= 1.25,
      },
    ];
  } finally {
    await again?.stop();
    await platform.stop();
    await platform.remove();
  }
}

/**
 * A million new companies previewed and applied on PostgreSQL (issue 17, item 3: "completes with
 * the same memory bound"), in one upload of MILLION rows as a file's JSON: the platform reads the
 * rows as it plans them and applies them a stored chunk at a time.
 */
async function million(): Promise<Figure[]> {
  const platform = await spawnPlatform({ postgres: true });
  try {
    const call = await signIn(platform.url, 'admin@demo.test');
    const { preview, applied, applyMs, rssStart, rssPreview } = await newCompanies(
      call,
      platform.pid,
      MILLION,
      10_000_000,
    );
    const done = applied.status === 'succeeded';
    const total = preview.ms + applyMs;
    console.log(`bulk on PostgreSQL: ${n(MILLION)} new companies in one upload, preview + apply over REST`);
    console.log(`  preview                ${s(preview.ms).padStart(9)}  ${rate(preview.ms, MILLION)}`);
    console.log(
      `  apply (to task end)    ${s(applyMs).padStart(9)}  ${rate(applyMs, MILLION)}  task ${applied.status}`,
    );
    console.log(`  preview + apply        ${s(total).padStart(9)}`);
    console.log(
      `  platform peak RSS      ${Math.round(applied.peak).toString().padStart(6)} MB   target ≤ ${TARGET_RSS_MB} MB ` +
        `(at start ${Math.round(rssStart)} MB, after the preview ${Math.round(rssPreview)} MB)`,
    );
    return [
      {
        what: `PostgreSQL: ${n(MILLION)} rows preview + apply, peak RSS`,
        figure: `${done ? s(total) : applied.status}, ${Math.round(applied.peak)} MB`,
        target: `completes, ≤ ${TARGET_RSS_MB} MB`,
        met: done && applied.peak <= TARGET_RSS_MB,
      },
    ];
  } finally {
    await platform.stop();
    await platform.remove();
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const store of STORES) {
    if (store === 'postgres' && !process.env.DATABASE_URL) {
      console.log('bulk on PostgreSQL: skipped (DATABASE_URL is not set)');
      continue;
    }
    figures.push(...(await runOn(store === 'postgres' ? 'postgres' : 'pglite')));
  }
  if (STORES.includes('postgres') && process.env.DATABASE_URL && MILLION > 0) figures.push(...(await million()));
  return figures;
}
