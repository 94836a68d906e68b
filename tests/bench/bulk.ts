/**
 * A large bulk upsert against COPY on the same store (issue 17, item 3): the reference platform as
 * a child process on PGlite (a temp folder) and, when DATABASE_URL is set, on PostgreSQL (a fresh
 * database); ROWS new companies previewed (POST …/company_preview) and applied (POST …/company,
 * then the task followed to its end) over REST, as the gateway sends them. The baseline is a COPY
 * of the same records (the rows the apply stored, read back) into a scratch table shaped like
 * `records` (its indexes too) on the same store. Prints each time, the ratio and the platform's
 * peak RSS (VmHWM) beside the targets; figures only, no pass/fail.
 *
 * `npm run bench -- bulk`. Knobs: BENCH_BULK_ROWS (100,000), BENCH_BULK_STORES (`pglite,postgres`;
 * PostgreSQL only with DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BULK_RESOURCES } from '@console/schema';
import { spawnPlatform } from '../load/liveKit.js';
import { signIn } from '../fault/store.js';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const STORES = (process.env.BENCH_BULK_STORES ?? 'pglite,postgres').split(',');
const TARGET_RATIO = 2.5;
const TARGET_RSS_MB = 512;
const COLUMNS = ['store', 'id', 'uuid', 'version', 'company_code', 'data'] as const;

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
    : (typeof value === 'object' ? JSON.stringify(value) : String(value))
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

/** Copies the applied companies into a scratch table like `records`; answers the COPY's time (ms). */
async function copyBaseline(target: { dataDir?: string; databaseUrl?: string }): Promise<number> {
  const read = `select ${COLUMNS.join(', ')} from records where store = 'companies' order by id`;
  const text = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => COLUMNS.map((c) => field(r[c])).join('\t')).join('\n') + '\n';
  const create =
    'drop table if exists bulk_copy_baseline; create table bulk_copy_baseline (like records including all)';
  const copy = `copy bulk_copy_baseline (${COLUMNS.join(', ')}) from`;
  const count = 'select count(*)::int as n from bulk_copy_baseline';
  let ms: number;
  let expected: number;
  let copied: number;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const rows = (await client.query(read)).rows as Array<Record<string, unknown>>;
      const input = text(rows);
      expected = rows.length;
      await client.query(create);
      const started = performance.now();
      await copyIn(client, `${copy} stdin`, input);
      ms = performance.now() - started;
      copied = Number((await client.query<{ n: number }>(count)).rows[0]!.n);
      await client.query('drop table bulk_copy_baseline');
    } finally {
      await client.end();
    }
  } else {
    const lite = await PGlite.create(target.dataDir!);
    try {
      const rows = (await lite.query<Record<string, unknown>>(read)).rows;
      const blob = new Blob([text(rows)]);
      expected = rows.length;
      await lite.exec(create);
      const started = performance.now();
      // PGlite reads a COPY's input from the blob it is handed, as /dev/blob.
      await lite.query(`${copy} '/dev/blob'`, [], { blob });
      ms = performance.now() - started;
      copied = (await lite.query<{ n: number }>(count)).rows[0]!.n;
      await lite.exec('drop table bulk_copy_baseline');
    } finally {
      await lite.close();
    }
  }
  if (copied !== expected) throw new Error(`COPY stored ${copied} of ${expected} rows`);
  return ms;
}

async function runOn(store: 'pglite' | 'postgres'): Promise<void> {
  const platform = await spawnPlatform({ postgres: store === 'postgres' });
  try {
    const call = await signIn(platform.url, 'admin@demo.test');
    const rows = Array.from({ length: ROWS }, (_, i) => ({ name: `Bench ${i}`, digit_code: String(5_000_000 + i) }));
    const rssStart = peakRss(platform.pid);

    let started = performance.now();
    const preview = await call('POST', companies.previewPath!, { version: companies.version, request: { rows } });
    const previewMs = performance.now() - started;
    if (preview.status !== 200) throw new Error(`preview answered ${preview.status}: ${preview.body.message}`);
    const previewId = String(preview.body.data.preview_id);
    const rssPreview = peakRss(platform.pid);

    started = performance.now();
    const apply = await call('POST', companies.path, {
      version: companies.version,
      request: { preview_id: previewId },
    });
    if (apply.status !== 200) throw new Error(`apply answered ${apply.status}: ${apply.body.message}`);
    const taskUuid = String(apply.body.data.task_uuid);
    let status = '';
    let peak = rssPreview;
    for (;;) {
      peak = Math.max(peak, peakRss(platform.pid));
      const task = await call('GET', `/tasks/getbyuuid/${taskUuid}`);
      status = String(task.body.data?.status);
      if (status !== 'queued' && status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const applyMs = performance.now() - started;
    peak = Math.max(peak, peakRss(platform.pid));
    if (status !== 'succeeded') throw new Error(`the apply task ended ${status}`);
    await platform.stop();

    const copyMs = await copyBaseline(platform.store);
    const total = previewMs + applyMs;
    const ratio = total / copyMs;
    const label = store === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(`bulk on ${label}: ${n(ROWS)} new companies, preview + apply over REST, platform as a child process`);
    console.log(
      `  preview                ${s(previewMs).padStart(9)}  (${n(Math.round(ROWS / (previewMs / 1000)))} rows/s)`,
    );
    console.log(
      `  apply (to task end)    ${s(applyMs).padStart(9)}  (${n(Math.round(ROWS / (applyMs / 1000)))} rows/s)`,
    );
    console.log(`  preview + apply        ${s(total).padStart(9)}`);
    console.log(`  COPY of the same rows  ${s(copyMs).padStart(9)}  (baseline: into a scratch table like records)`);
    console.log(`  ratio                  ${ratio.toFixed(2).padStart(7)}×   target ≤ ${TARGET_RATIO}×`);
    console.log(
      `  platform peak RSS      ${Math.round(peak).toString().padStart(6)} MB   target ≤ ${TARGET_RSS_MB} MB ` +
        `(at start ${Math.round(rssStart)} MB, after the preview ${Math.round(rssPreview)} MB)`,
    );
  } finally {
    await platform.stop();
    await platform.remove();
  }
}

export async function run(): Promise<void> {
  for (const store of STORES) {
    if (store === 'postgres' && !process.env.DATABASE_URL) {
      console.log('bulk on PostgreSQL: skipped (DATABASE_URL is not set)');
      continue;
    }
    await runOn(store === 'postgres' ? 'postgres' : 'pglite');
  }
}
