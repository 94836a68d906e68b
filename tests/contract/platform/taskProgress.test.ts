/**
 * A bulk apply's progress is published as it happens, not held back until its end (DESIGN §3):
 * the platform's event loop gets a turn between chunks, so what is published (and written to the
 * feed's sockets) goes out while rows are still being written.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedItem } from '@console/schema';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { company, create, finished } from './bulkHelpers.js';

let t: TestPlatform;
const ROWS = 2000;

beforeAll(async () => {
  t = await startTestPlatform();
  await create(t, '/companies', company('4001').request);
});
afterAll(() => t?.close());

it('gives the event loop a turn while an apply still has rows to write, after each progress it publishes', async () => {
  const rows = Array.from({ length: ROWS }, (_, i) => ({ keyword: `turn ${i}`, company: { digit_code: '4001' } }));
  const preview = (
    await t.call('POST', '/backend/cms/bulk_upsert_keywords_preview', { version: '1.0', request: { rows } }, 'ops')
  ).body.data;
  expect(preview.counts.insert).toBe(ROWS);
  let latest = 0;
  /** The progress published last when a macrotask queued at each progress got to run. */
  const turns: Array<[number, number]> = [];
  const stop = t.platform.context.bus.subscribe((item: FeedItem) => {
    if (item.kind !== 'progress') return;
    latest = item.notice.done;
    const queuedAt = item.notice.done;
    setImmediate(() => turns.push([queuedAt, latest]));
  });
  try {
    const applied = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_keywords',
      { version: '1.0', request: { preview_id: preview.preview_id } },
      'ops',
    );
    expect((await finished(t, applied.body.data.task_uuid)).status).toBe('succeeded');
  } finally {
    stop();
  }
  // Each turn came before the next progress: none of them waited for the end of the apply.
  const early = turns.filter(([queuedAt]) => queuedAt < ROWS);
  expect(early.length).toBeGreaterThanOrEqual(5);
  expect(early.every(([queuedAt, seen]) => seen === queuedAt)).toBe(true);
});
