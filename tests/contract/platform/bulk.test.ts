/**
 * Bulk preview then apply over real HTTP (DESIGN §3): per-row outcomes and errors, paging of a
 * stored preview, apply bound to its preview, 409 when data moved (at call time and inside the
 * task), idempotent, all or nothing with an injected failure, brands without a preview,
 * products and SKUs, product media at version 1.1, the media bulk delete, 1,000 rows applied,
 * a large preview paged, and the happy path of every bulk resource.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_RESOURCES, resourceByName, type BulkDef } from '@console/schema';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company, create, finished, happyRows, storeState } from './bulkHelpers.js';

let t: TestPlatform;
let productUuid: string;
const PREVIEW = '/backend/cms/company_preview';
const APPLY = '/backend/cms/company';
const rowsOf = (rows: unknown[], version = '1.0') => ({ version, request: { rows } });

beforeAll(async () => {
  t = await startTestPlatform();
  for (const code of ['3001', '3002', '3003']) await create(t, '/companies', company(code).request);
  productUuid = (await create(t, '/products', { product_name: 'Soap', company: { digit_code: '3001' } })).product_uuid;
});
afterAll(() => t?.close());

describe('bulk preview', () => {
  it('answers per row insert, update with before and after, unchanged and errors with field and message', async () => {
    const before = await storeCounts(t);
    const { status, body } = await t.call(
      'POST',
      PREVIEW,
      rowsOf([
        { name: 'New one', digit_code: '3100' },
        { name: 'Renamed', digit_code: '3001' },
        { name: 'Company 3002', digit_code: '3002' },
        { name: '', digit_code: 'abc' },
        { name: 'X', digit_code: '3101', colour: 'red' },
        { name: 'Twice', digit_code: '3100' },
      ]),
      'ops',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      bulk: 'companies',
      total: 6,
      counts: { insert: 1, update: 1, unchanged: 1, error: 3, delete: 0 },
    });
    const [insert, update, unchanged, bad, unknown, twice] = body.data.rows;
    expect(insert).toMatchObject({ index: 0, outcome: 'insert', resource: 'companies' });
    expect(update.changes).toEqual([{ field: 'name', before: 'Company 3001', after: 'Renamed' }]);
    expect(unchanged.outcome).toBe('unchanged');
    expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual(['digit_code', 'name']);
    expect(unknown.errors).toEqual([{ field: 'colour', message: 'Unknown field "colour"' }]);
    expect(twice.errors[0]).toMatchObject({
      field: 'digit_code',
      message: 'Digit code names the same record as row 1',
    });
    expect(await storeCounts(t)).toEqual(before);
  });
  it('finds two rows naming the same record however far apart they are in the file', async () => {
    // Planned 5,000 rows at a time (services/bulk/plan.ts): rows 10 and 5,500 are in different blocks.
    const rows = Array.from({ length: 6000 }, (_, i) => ({
      name: `Far ${i}`,
      digit_code: String(7_200_000 + (i === 5500 ? 10 : i)),
    }));
    const { status, body } = await t.call('POST', PREVIEW, rowsOf(rows), 'ops');
    expect(status).toBe(200);
    expect(body.data.counts).toMatchObject({ insert: 5999, error: 1 });
    const errors = await t.call(
      'POST',
      `/backend/cms/previews/${body.data.preview_id}/rows`,
      { outcome: 'error', page: 1, page_size: 10 },
      'ops',
    );
    expect(errors.body.data).toMatchObject([
      { index: 5500, errors: [{ field: 'digit_code', message: expect.stringContaining('row 11') }] },
    ]);
  });
  it('pages the stored rows by outcome in SQL', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({
      name: `Paged ${i}`,
      digit_code: i % 50 === 0 ? 'bad' : String(40000 + i),
    }));
    const { body } = await t.call('POST', PREVIEW, rowsOf(rows), 'ops');
    expect(body.data.rows).toHaveLength(100);
    const page = await t.call(
      'POST',
      `/backend/cms/previews/${body.data.preview_id}/rows`,
      { page: 2, page_size: 100 },
      'ops',
    );
    expect(page.body.data[0].index).toBe(100);
    expect(page.body.navigation).toEqual({ page: 2, page_size: 100, total_items: 250, total_pages: 3 });
    const errors = await t.call(
      'POST',
      `/backend/cms/previews/${body.data.preview_id}/rows`,
      { outcome: 'error', page: 1, page_size: 10 },
      'ops',
    );
    expect(errors.body.data.map((r: { index: number }) => r.index)).toEqual([0, 50, 100, 150, 200]);
    expect(errors.body.navigation?.total_items).toBe(5);
    // Any page past the end is empty, however far.
    const far = await t.call(
      'POST',
      `/backend/cms/previews/${body.data.preview_id}/rows`,
      { page: 1_000_000_000, page_size: 1000 },
      'ops',
    );
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
    const badPage = await t.call('POST', `/backend/cms/previews/${body.data.preview_id}/rows`, { page: 0 }, 'ops');
    expect(badPage.body.data.field).toBe('page');
    expect((await t.call('POST', '/backend/cms/previews/not-a-uuid/rows', {}, 'ops')).body.data.field).toBe(
      'preview_id',
    );
  });
  /**
   * The paging of a large stored preview: 20,000 rows (20 stored chunks, 4 blocks planned), paged
   * from the middle and the end, by outcome across chunks — the same reads at 100,000 rows.
   */
  it(
    'previews 20,000 rows and pages them from the middle ' + 'and the end, filtered by outcome, with the counts',
    async () => {
      const KEYWORDS = '/backend/cms/bulk_upsert_keywords_preview';
      const N = 20_000;
      const PAGES = N / 1000;
      const MIDDLE = PAGES / 2;
      const code = { digit_code: '3003' };
      await create(t, '/keywords', { keyword: 'big 1', company: code, is_active: true });
      await create(t, '/keywords', { keyword: 'big 2', company: code, is_active: false });
      // Every (N/10)th row is in error; 'big 1' is as stored, 'big 2' changes; the rest are new.
      const every = N / 10;
      const errorAt = Array.from({ length: 10 }, (_, k) => (k + 1) * every - 1);
      const rows = Array.from({ length: N }, (_, i) => ({
        keyword: i % every === every - 1 ? '' : `big ${i}`,
        company: code,
        is_active: true,
      }));
      const before = await storeCounts(t);
      const started = Date.now();
      const { status, body } = await t.call('POST', KEYWORDS, rowsOf(rows), 'ops');
      const previewMs = Date.now() - started;
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        total: N,
        counts: { insert: N - 12, update: 1, unchanged: 1, error: 10, delete: 0 },
      });
      expect(await storeCounts(t)).toEqual(before);
      const id = body.data.preview_id;
      const page = async (request: Record<string, unknown>) => {
        const answer = await t.call('POST', `/backend/cms/previews/${id}/rows`, request, 'ops');
        expect(answer.status).toBe(200);
        return {
          indices: answer.body.data.map((r: { index: number }) => r.index) as number[],
          rows: answer.body.data,
          navigation: answer.body.navigation,
        };
      };
      const pagingStarted = Date.now();
      const middle = await page({ page: MIDDLE, page_size: 1000 });
      expect(middle.navigation).toEqual({ page: MIDDLE, page_size: 1000, total_items: N, total_pages: PAGES });
      expect(middle.indices).toEqual(Array.from({ length: 1000 }, (_, i) => (MIDDLE - 1) * 1000 + i));
      expect(middle.rows[0]).toMatchObject({ outcome: 'insert', row: { keyword: `big ${(MIDDLE - 1) * 1000}` } });
      expect(middle.rows[999]).toMatchObject({ index: N / 2 - 1, outcome: 'error', errors: [{ field: 'keyword' }] });
      const last = await page({ page: PAGES, page_size: 1000 });
      expect(last.indices).toEqual(Array.from({ length: 1000 }, (_, i) => N - 1000 + i));
      expect((await page({ page: PAGES + 1, page_size: 1000 })).indices).toEqual([]);

      const errors = await page({ outcome: 'error', page: 1, page_size: 100 });
      expect(errors.indices).toEqual(errorAt);
      expect(errors.navigation).toMatchObject({ total_items: 10, total_pages: 1 });
      const updates = await page({ outcome: 'update' });
      expect(updates.indices).toEqual([2]);
      expect(updates.rows[0].changes).toEqual([{ field: 'is_active', before: false, after: true }]);
      expect((await page({ outcome: 'unchanged' })).indices).toEqual([1]);
      const lastInserts = await page({ outcome: 'insert', page: PAGES, page_size: 1000 });
      expect(lastInserts.navigation).toEqual({ page: PAGES, page_size: 1000, total_items: N - 12, total_pages: PAGES });
      expect(lastInserts.indices).toHaveLength(1000 - 12);
      expect(lastInserts.indices.at(-1)).toBe(N - 2);
      expect(lastInserts.rows.every((r: { outcome: string }) => r.outcome === 'insert')).toBe(true);
      // Before the middle page of inserts: rows 1 and 2 and the four errors below N/2 are skipped.
      const middleInserts = await page({ outcome: 'insert', page: MIDDLE, page_size: 1000 });
      expect(middleInserts.indices).toHaveLength(1000);
      expect(middleInserts.indices[0]).toBe((MIDDLE - 1) * 1000 + 2 + errorAt.filter((i) => i < N / 2 - 1000).length);
      console.info(
        `[bulk] ${N.toLocaleString('en-GB')} keyword rows: preview ` +
          `${previewMs} ms, 9 pages ${Date.now() - pagingStarted} ms`,
      );
    },
    120_000,
  );
  it.each(BULK_RESOURCES.filter((b) => b.previewPath).map((b) => [b.previewPath!, b.version] as const))(
    '%s refuses bad bodies by field and writes nothing',
    async (path, version) => {
      const before = await storeCounts(t);
      const wrong = version === '1.0' ? '1.1' : '1.0';
      const cases: Array<[unknown, string]> = [
        [rowsOf([{}], wrong), 'version'],
        [{ version, request: {} }, 'request.rows'],
        [{ version, rows: [] }, ''],
        [{ version, request: { rows: [] } }, 'request.rows'],
        [{ version, request: { rows: [1] } }, 'request.rows.0'],
      ];
      for (const [body, field] of cases) {
        const answer = await t.call('POST', path, body, 'ops');
        expect(answer.status, JSON.stringify(body)).toBe(400);
        if (field) expect(answer.body.data.field).toBe(field);
        else expect(answer.body.data.response).toMatch(/^(Unknown field "rows"|Request is required)$/);
      }
      expect((await t.call('POST', path, rowsOf([{}], version))).status).toBe(401);
      expect((await t.call('POST', path, rowsOf([{}], version), 'viewer')).status).toBe(403);
      expect(await storeCounts(t)).toEqual(before);
    },
  );
});

describe('bulk apply', () => {
  const previewOf = async (rows: unknown[]) => (await t.call('POST', PREVIEW, rowsOf(rows), 'ops')).body.data;
  it('applies exactly the preview as a task, once, with the transaction on the task', async () => {
    const preview = await previewOf([
      { name: 'Applied', digit_code: '3200' },
      { name: 'Renamed 3003', digit_code: '3003' },
    ]);
    const first = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ preview_id: preview.preview_id, status: 'queued' });
    const task = await finished(t, first.body.data.task_uuid);
    expect(task).toMatchObject({ status: 'succeeded', kind: 'bulk.apply', progress: { done: 2, total: 2 } });
    expect(task.result.counts).toEqual({ insert: 1, update: 1, delete: 0 });
    const txn = await t.call('GET', `/transactions/getbyuuid/${task.transaction_uuid}`, undefined, 'ops');
    expect(txn.body.data).toMatchObject({
      kind: 'bulk.apply',
      resource: 'companies',
      counts: { insert: 1, update: 1, delete: 0 },
    });
    const state = await storeCounts(t);
    const again = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    expect(again.body.data).toMatchObject({ task_uuid: first.body.data.task_uuid, status: 'succeeded' });
    expect(await storeCounts(t)).toEqual(state);
    const renamed = await t.call('GET', '/companies/getbydigitcode/3003', undefined, 'ops');
    expect(renamed.body.data.name).toBe('Renamed 3003');
    const history = await t.call(
      'POST',
      '/companies/history/getlist',
      { filter: { uuid: renamed.body.data.uuid } },
      'ops',
    );
    expect(history.body.data[0]).toMatchObject({
      operation: 'update',
      transaction_uuid: task.transaction_uuid,
      task_uuid: task.uuid,
    });
  });
  it('answers 409 with the rows that moved and writes nothing', async () => {
    const preview = await previewOf([
      { name: 'Will move', digit_code: '3002' },
      { name: 'Fresh', digit_code: '3300' },
    ]);
    const current = (await t.call('GET', '/companies/getbydigitcode/3002', undefined, 'ops')).body.data;
    await t.call(
      'PUT',
      '/companies',
      { version: '1.0', request: { uuid: current.uuid, version: current.version, name: 'Moved meanwhile' } },
      'admin',
    );
    await create(t, '/companies', company('3300').request);
    const before = await storeCounts(t);
    const { status, body } = await t.call(
      'POST',
      APPLY,
      { version: '1.0', request: { preview_id: preview.preview_id } },
      'ops',
    );
    expect(status).toBe(409);
    expect(body.data.rows).toEqual([
      { index: 0, uuid: current.uuid, field: 'name', message: expect.stringContaining('changed since the preview') },
      {
        index: 1,
        uuid: expect.any(String),
        field: 'digit_code',
        message: expect.stringContaining('was created since the preview'),
      },
    ]);
    expect(await storeCounts(t)).toEqual(before);
  });
  it('refuses a preview with error rows, a preview of another resource, and bad bodies', async () => {
    const before = await storeCounts(t);
    const preview = await previewOf([
      { name: 'Ok', digit_code: '3400' },
      { name: 'Bad', digit_code: 'x' },
    ]);
    const refused = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({
      field: 'request.preview_id',
      response: expect.stringMatching(/1 row\(s\) in error: drop them and preview again/),
    });
    const other = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_retailers',
      { version: '1.0', request: { preview_id: preview.preview_id } },
      'ops',
    );
    expect(other.status).toBe(400);
    expect(other.body.data.response).toMatch(/preview of companies, not retailers/);
    expect(
      (await t.call('POST', APPLY, { version: '2.0', request: { preview_id: preview.preview_id } }, 'ops')).body.data
        .field,
    ).toBe('version');
    expect(
      (await t.call('POST', APPLY, { version: '1.0', request: { preview_id: 'nope' } }, 'ops')).body.data.field,
    ).toBe('request.preview_id');
    expect((await t.call('POST', APPLY, { version: '1.0', request: {} }, 'ops')).body.data.field).toBe(
      'request.preview_id',
    );
    expect(
      (await t.call('POST', APPLY, { version: '1.0', request: { preview_id: crypto.randomUUID() } }, 'ops')).status,
    ).toBe(404);
    expect((await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } })).status).toBe(
      401,
    );
    expect(
      (await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'viewer')).status,
    ).toBe(403);
    expect(await storeCounts(t)).toEqual(before);
  });
  it(
    'is all or nothing: a failure injected half-way ' + 'writes nothing, and the preview can be applied again',
    async () => {
      const rows = Array.from({ length: 40 }, (_, i) => ({ name: `Half ${i}`, digit_code: String(50000 + i) }));
      const preview = await previewOf(rows);
      const before = await storeState(t, 'companies');
      t.platform.context.config.failApplyAfterRows = 20;
      try {
        const { body } = await t.call(
          'POST',
          APPLY,
          { version: '1.0', request: { preview_id: preview.preview_id } },
          'ops',
        );
        const task = await finished(t, body.data.task_uuid);
        expect(task.status).toBe('failed');
        expect(task.error).toMatch(/Injected failure after 20 rows/);
        expect(await storeState(t, 'companies')).toEqual(before);
      } finally {
        t.platform.context.config.failApplyAfterRows = undefined;
      }
      const retry = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: preview.preview_id } }, 'ops');
      expect((await finished(t, retry.body.data.task_uuid)).status).toBe('succeeded');
      expect((await storeState(t, 'companies')).records).toBe(before.records + 40);
    },
  );
  it('applies 12,000 rows, more than one read of the stored writes (4,000), every one of them', async () => {
    const N = 12_000;
    const rows = Array.from({ length: N }, (_, i) => ({ keyword: `many ${i}`, company: { digit_code: '3002' } }));
    const preview = (await t.call('POST', '/backend/cms/bulk_upsert_keywords_preview', rowsOf(rows), 'ops')).body.data;
    expect(preview.counts.insert).toBe(N);
    const task = (
      await t.call(
        'POST',
        '/backend/cms/bulk_upsert_keywords',
        { version: '1.0', request: { preview_id: preview.preview_id } },
        'ops',
      )
    ).body.data.task_uuid;
    expect(await finished(t, task)).toMatchObject({ status: 'succeeded', progress: { done: N, total: N } });
    const listed = await t.call(
      'POST',
      '/keywords/getlist',
      { filter: { 'company.digit_code': '3002' }, navigation: { page: 1, page_size: 1 } },
      'ops',
    );
    expect(listed.body.navigation?.total_items).toBe(N);
  }, 120_000);

  it(
    'previews and applies 1,000 rows; a preview queued behind ' + 'it fails in its task with 409 when its rows moved',
    async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ keyword: `kw ${i}`, company: { digit_code: '3001' } }));
      const started = Date.now();
      const big = (await t.call('POST', '/backend/cms/bulk_upsert_keywords_preview', rowsOf(rows), 'ops')).body.data;
      const previewMs = Date.now() - started;
      expect(big.counts.insert).toBe(1000);
      const one = (await t.call('POST', PREVIEW, rowsOf([{ name: 'Queue A', digit_code: '3001' }]), 'ops')).body.data;
      const two = (await t.call('POST', PREVIEW, rowsOf([{ name: 'Queue B', digit_code: '3001' }]), 'ops')).body.data;
      const applyStarted = Date.now();
      const bigTask = (
        await t.call(
          'POST',
          '/backend/cms/bulk_upsert_keywords',
          { version: '1.0', request: { preview_id: big.preview_id } },
          'ops',
        )
      ).body.data.task_uuid;
      const oneTask = (await t.call('POST', APPLY, { version: '1.0', request: { preview_id: one.preview_id } }, 'ops'))
        .body.data.task_uuid;
      const twoAnswer = await t.call('POST', APPLY, { version: '1.0', request: { preview_id: two.preview_id } }, 'ops');
      const done = await finished(t, bigTask);
      console.info(`[bulk] 1,000 keyword rows: preview ${previewMs} ms, apply ${Date.now() - applyStarted} ms`);
      expect(done).toMatchObject({ status: 'succeeded', progress: { done: 1000, total: 1000 } });
      expect((await finished(t, oneTask)).status).toBe('succeeded');
      if (twoAnswer.status === 200) {
        // Queued before A ran: the task re-checks under lock and refuses.
        const failed = await finished(t, twoAnswer.body.data.task_uuid);
        expect(failed.status).toBe('failed');
        expect(failed.result.rows[0]).toMatchObject({ index: 0, field: 'name' });
      } else expect(twoAnswer.status).toBe(409);
      const listed = await t.call(
        'POST',
        '/keywords/getlist',
        { filter: { 'company.digit_code': '3001' }, navigation: { page: 1, page_size: 1 } },
        'ops',
      );
      expect(listed.body.navigation?.total_items).toBe(1000);
    },
  );
  it(
    "stores a finished task's progress over time on the task, in " +
      'the event of its end: from 0, increasing, ending at its total',
    async () => {
      const rows = Array.from({ length: 1200 }, (_, i) => ({
        keyword: `sampled ${i}`,
        company: { digit_code: '3002' },
      }));
      const preview = (await t.call('POST', '/backend/cms/bulk_upsert_keywords_preview', rowsOf(rows), 'ops')).body
        .data;
      const queued = await t.call(
        'POST',
        '/backend/cms/bulk_upsert_keywords',
        { version: '1.0', request: { preview_id: preview.preview_id } },
        'ops',
      );
      expect(queued.body.data.status).toBe('queued');
      const task = await finished(t, queued.body.data.task_uuid);
      expect(task).toMatchObject({ status: 'succeeded', progress: { done: 1200, total: 1200 } });
      const samples: Array<{ at: string; done: number; total: number }> = task.progress_samples;
      // One at the start, then one per chunk of 120 rows (each a tenth of the total).
      expect(samples.map((s) => s.done)).toEqual([0, 120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200]);
      expect(samples.every((s) => s.total === 1200)).toBe(true);
      const times = samples.map((s) => Date.parse(s.at));
      expect(times.every((ms, i) => Number.isFinite(ms) && (i === 0 || ms >= times[i - 1]!))).toBe(true);
      expect(samples[0]!.at).toBe(task.started_at);
      expect(times.at(-1)!).toBeLessThanOrEqual(Date.parse(task.finished_at));
      // The list answers them too, and they are stored by the task's last event (event-sourced, not only in memory).
      const listed = await t.call('POST', '/tasks/getlist', { filter: { uuid: task.uuid } }, 'ops');
      expect(listed.body.data[0].progress_samples).toEqual(samples);
      const history = await t.call('POST', '/tasks/history/getlist', { filter: { uuid: task.uuid } }, 'ops');
      expect(history.body.data[0].after.progress_samples).toEqual(samples);
    },
  );
  it('answers a running task with its samples so far, and a task cancelled before it ran with none', async () => {
    const hold = join(mkdtempSync(join(tmpdir(), 'console-hold-')), 'hold');
    writeFileSync(hold, 'held');
    const applyOne = async (keyword: string) => {
      const preview = (
        await t.call(
          'POST',
          '/backend/cms/bulk_upsert_keywords_preview',
          rowsOf([{ keyword, company: { digit_code: '3002' } }]),
          'ops',
        )
      ).body.data;
      return (
        await t.call(
          'POST',
          '/backend/cms/bulk_upsert_keywords',
          { version: '1.0', request: { preview_id: preview.preview_id } },
          'ops',
        )
      ).body.data.task_uuid as string;
    };
    const get = async (uuid: string) => (await t.call('GET', `/tasks/getbyuuid/${uuid}`, undefined, 'ops')).body.data;
    t.platform.context.config.holdTasksFile = hold;
    try {
      const running = await applyOne('held running');
      const queued = await applyOne('held queued');
      await expect.poll(async () => (await get(running)).status).toBe('running');
      const now = await get(running);
      expect(now.progress_samples).toEqual([{ at: now.started_at, done: 0, total: 1 }]);
      expect((await get(queued)).progress_samples).toEqual([]);
      expect((await t.call('POST', `/tasks/${queued}/cancel`, {}, 'ops')).status).toBe(200);
      rmSync(hold);
      expect((await finished(t, running)).progress_samples.map((s: { done: number }) => s.done)).toEqual([0, 1]);
      expect(await get(queued)).toMatchObject({ status: 'cancelled', progress_samples: [] });
    } finally {
      t.platform.context.config.holdTasksFile = undefined;
      rmSync(hold, { force: true });
    }
  });
});

describe('special bulk resources', () => {
  it('upserts products and SKUs: one product for several SKUs, an existing product by uuid', async () => {
    const rows = [
      { product_name: 'Shampoo', company: { digit_code: '3001' }, sku: 'SH-1', gtin: '12345678' },
      { product_name: 'Shampoo', company: { digit_code: '3001' }, sku: 'SH-2' },
      {
        product_uuid: productUuid,
        product_name: 'Soap',
        company: { digit_code: '3001' },
        sku: 'SO-1',
        is_active: false,
      },
      { product_name: 'Shampoo', company: { digit_code: '3001' }, sku: 'SH-3', category: 'Hair' },
      { product_name: 'Bad', company: { digit_code: '9999' }, sku: 'B-1' },
    ];
    const preview = (await t.call('POST', '/backend/cms/bulk_upsert_products_and_skus_preview', rowsOf(rows), 'ops'))
      .body.data;
    expect(preview.counts).toMatchObject({ insert: 3, error: 2 });
    expect(preview.rows[3].errors[0]).toMatchObject({
      field: 'category',
      message: 'Category differs from row 1 for the same product',
    });
    expect(preview.rows[4].errors[0]).toMatchObject({ field: 'company.digit_code' });
    const clean = (
      await t.call('POST', '/backend/cms/bulk_upsert_products_and_skus_preview', rowsOf(rows.slice(0, 3)), 'ops')
    ).body.data;
    const applied = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_products_and_skus',
      { version: '1.0', request: { preview_id: clean.preview_id } },
      'ops',
    );
    expect((await finished(t, applied.body.data.task_uuid)).status).toBe('succeeded');
    const products = await t.call('POST', '/products/getlist', { filter: { product_name: 'Shampoo' } }, 'ops');
    expect(products.body.data).toHaveLength(1);
    const skus = await t.call(
      'POST',
      '/product_skus/getlist',
      {
        filter: { 'company.digit_code': '3001' },
        navigation: { page: 1, page_size: 10, sort: [{ field: 'sku', direction: 'asc' }] },
      },
      'ops',
    );
    expect(skus.body.data.map((s: { sku: string; product_uuid: string }) => [s.sku, s.product_uuid])).toEqual([
      ['SH-1', products.body.data[0].product_uuid],
      ['SH-2', products.body.data[0].product_uuid],
      ['SO-1', productUuid],
    ]);
  });
  it('applies brands directly with an explicit confirmation', async () => {
    const before = await storeCounts(t);
    const path = '/backend/cms/bulk_upsert_brands';
    const rows = [{ name: 'Brand A', digit_code: '7001', company: { digit_code: '3001' } }];
    expect((await t.call('POST', path, { version: '1.0', request: { rows } }, 'ops')).body.data.field).toBe(
      'request.confirm',
    );
    const bad = await t.call(
      'POST',
      path,
      {
        version: '1.0',
        request: { rows: [{ name: 'B', digit_code: '7002', company: { digit_code: '9999' } }], confirm: true },
      },
      'ops',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.rows[0]).toMatchObject({ index: 0, field: 'company.digit_code' });
    expect(await storeCounts(t)).toEqual(before);
    const { body } = await t.call('POST', path, { version: '1.0', request: { rows, confirm: true } }, 'ops');
    expect((await finished(t, body.data.task_uuid)).status).toBe('succeeded');
    expect((await t.call('POST', '/brands/getlist', { filter: { digit_code: '7001' } }, 'ops')).body.data[0].name).toBe(
      'Brand A',
    );
  });
  it('upserts product media at version 1.1 and deletes media in bulk from a preview', async () => {
    const media = (i: number) => ({
      product_uuid: productUuid,
      product_folder: 'main',
      code: '3001',
      file_name: `f${i}.jpg`,
      url: `https://img.test/f${i}.jpg`,
    });
    expect(
      (await t.call('POST', '/backend/cms/bulk_upsert_product_media_preview', rowsOf([media(1)], '1.0'), 'ops')).body
        .data.field,
    ).toBe('version');
    const preview = (
      await t.call('POST', '/backend/cms/bulk_upsert_product_media_preview', rowsOf([media(1), media(2)], '1.1'), 'ops')
    ).body.data;
    const applied = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_product_media',
      { version: '1.1', request: { preview_id: preview.preview_id } },
      'ops',
    );
    expect((await finished(t, applied.body.data.task_uuid)).status).toBe('succeeded');
    const uuids = (
      await t.call('POST', '/product_media/getlist', { filter: { product_uuid: productUuid } }, 'ops')
    ).body.data.map((m: { uuid: string }) => m.uuid);
    expect(uuids).toHaveLength(2);

    const DELETE = '/backend/cms/bulk_delete_product_media';
    const before = await storeCounts(t);
    expect(
      (await t.call('DELETE', DELETE, { version: '1.1', request: { uuids, preview: true } }, 'admin')).body.data.field,
    ).toBe('version');
    expect((await t.call('DELETE', DELETE, { version: '1.0', request: { uuids } }, 'admin')).body.data.field).toBe(
      'request.preview',
    );
    expect((await t.call('DELETE', DELETE, { version: '1.0', request: { uuids, preview: true } }, 'ops')).status).toBe(
      403,
    );
    expect((await t.call('DELETE', DELETE, { version: '1.0', request: { uuids, preview: true } })).status).toBe(401);
    const unknown = (
      await t.call(
        'DELETE',
        DELETE,
        { version: '1.0', request: { uuids: [crypto.randomUUID()], preview: true } },
        'admin',
      )
    ).body.data;
    expect(unknown.rows[0].errors[0].field).toBe('uuids.0');
    expect(await storeCounts(t)).toEqual(before);
    const drop = (await t.call('DELETE', DELETE, { version: '1.0', request: { uuids, preview: true } }, 'admin')).body
      .data;
    expect(drop.counts.delete).toBe(2);
    const done = await t.call('DELETE', DELETE, { version: '1.0', request: { preview_id: drop.preview_id } }, 'admin');
    const task = await finished(t, done.body.data.task_uuid);
    expect(task.result.counts).toEqual({ insert: 0, update: 0, delete: 2 });
    expect(
      (await t.call('POST', '/product_media/getlist', { filter: { product_uuid: productUuid } }, 'ops')).body.data,
    ).toHaveLength(0);
  });
});

describe('every bulk resource, happy path', () => {
  const rowOf = (bulk: BulkDef) => happyRows('3001', productUuid)[bulk.name]!;
  const body = (bulk: BulkDef, request: Record<string, unknown>) => ({ version: bulk.version, request });
  /** What the record must hold: the row as sent (products and SKUs: the SKU's part of it). */
  const stored = (bulk: BulkDef, row: Record<string, unknown>) => {
    if (bulk.name !== 'products_and_skus') return row;
    const { product_name: _name, ...sku } = row;
    return sku;
  };
  const readBack = async (resource: string, uuid: string) => {
    const { status, body: answer } = await t.call(
      'GET',
      `${resourceByName(resource)!.path}/getbyuuid/${uuid}`,
      undefined,
      'ops',
    );
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer.data;
  };

  it('has a row for every bulk resource of requests.ts, each valid for its row model', () => {
    const rows = happyRows('3001', productUuid);
    expect(Object.keys(rows).sort()).toEqual(BULK_RESOURCES.map((b) => b.name).sort());
    for (const bulk of BULK_RESOURCES)
      expect(bulk.row.strict().safeParse(rows[bulk.name]).error?.issues ?? [], bulk.name).toEqual([]);
  });

  it.each(BULK_RESOURCES.filter((b) => b.previewPath).map((b) => [b.name, b] as const))(
    '%s: previews an insert without errors, applies it, the ' +
      'record reads back, and the same preview commits nothing new',
    async (_name, bulk) => {
      const row = rowOf(bulk);
      const before = await storeCounts(t);
      const previewed = await t.call('POST', bulk.previewPath!, body(bulk, { rows: [row] }), 'ops');
      expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
      const preview = previewed.body.data;
      expect(preview.counts).toEqual({ insert: 1, update: 0, unchanged: 0, error: 0, delete: 0 });
      expect(preview.rows[0]).toMatchObject({ index: 0, outcome: 'insert', errors: [] });
      expect(await storeCounts(t)).toEqual(before);

      const applied = await t.call('POST', bulk.path, body(bulk, { preview_id: preview.preview_id }), 'ops');
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const task = await finished(t, applied.body.data.task_uuid);
      expect(task, JSON.stringify(task)).toMatchObject({ status: 'succeeded', error: null });
      expect(task.result.counts.insert).toBeGreaterThanOrEqual(1);
      expect(task.result.counts).toMatchObject({ update: 0, delete: 0 });
      const record = await readBack(preview.rows[0].resource, preview.rows[0].uuid);
      expect(record).toMatchObject(stored(bulk, row));

      const state = await storeCounts(t);
      const again = await t.call('POST', bulk.path, body(bulk, { preview_id: preview.preview_id }), 'ops');
      expect(again.body.data).toMatchObject({ task_uuid: task.uuid, status: 'succeeded' });
      await t.platform.context.tasks.idle();
      expect(await storeCounts(t)).toEqual(state);
      // The record is exactly the row: previewed again, nothing would change.
      const fresh = (await t.call('POST', bulk.previewPath!, body(bulk, { rows: [row] }), 'ops')).body.data;
      expect(fresh.counts).toEqual({ insert: 0, update: 0, unchanged: 1, error: 0, delete: 0 });
    },
  );

  it.each(BULK_RESOURCES.filter((b) => !b.previewPath).map((b) => [b.name, b] as const))(
    '%s (no preview): applies the confirmed row, the record reads back, and the same rows again commit nothing new',
    async (_name, bulk) => {
      const row = rowOf(bulk);
      const target = resourceByName(bulk.target)!;
      const applied = await t.call('POST', bulk.path, body(bulk, { rows: [row], confirm: true }), 'ops');
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const task = await finished(t, applied.body.data.task_uuid);
      expect(task).toMatchObject({ status: 'succeeded', error: null });
      expect(task.result.counts).toEqual({ insert: 1, update: 0, delete: 0 });
      const listed = await t.call('POST', `${target.path}/getlist`, { filter: { digit_code: row.digit_code } }, 'ops');
      expect(listed.body.data).toHaveLength(1);
      expect(await readBack(target.name, listed.body.data[0].uuid)).toMatchObject(row);

      const state = await storeState(t, target.store);
      const again = await t.call('POST', bulk.path, body(bulk, { rows: [row], confirm: true }), 'ops');
      const second = await finished(t, again.body.data.task_uuid);
      expect(second.status).toBe('succeeded');
      expect(second.result.counts).toEqual({ insert: 0, update: 0, delete: 0 });
      expect(await storeState(t, target.store)).toMatchObject({ records: state.records, events: state.events });
    },
  );
});
