import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diff } from '../commands.js';
import {
  CHUNK_ROWS,
  plannedChunks,
  previewHeader,
  previewRecordUuids,
  previewRowsPage,
  savePreview,
} from './previews.js';
import type { Outcome, PlannedRow } from './types.js';
import { memoryStore } from '../testStore.js';

/** Row `index` of a preview: every 7th in error, every 5th (else) an update, the rest inserts. */
function row(index: number): PlannedRow {
  const uuid = randomUUID();
  const base = { index, resource: 'keywords', store: 'keywords', row: { keyword: `k ${index}` } };
  if (index % 7 === 0)
    return {
      ...base,
      outcome: 'error',
      uuid: null,
      base_version: null,
      changes: [],
      errors: [{ field: 'keyword', message: 'bad' }],
      writes: [],
    };
  const before = index % 5 === 0 ? { keyword: `old ${index}` } : null;
  const after = { keyword: `k ${index}` };
  const changes = diff(before ?? {}, after);
  const op = before ? 'update' : 'insert';
  const write = {
    op,
    resource: 'keywords',
    store: 'keywords',
    uuid,
    id: before ? index : null,
    base_version: before ? 1 : null,
    company_code: null,
    key: null,
    before,
    after,
    changes,
  } as const;
  return {
    ...base,
    outcome: op as Outcome,
    uuid,
    base_version: write.base_version,
    changes,
    errors: [],
    writes: [write],
  };
}

describe('stored previews', () => {
  const store = memoryStore();

  const N = 3 * CHUNK_ROWS + 123;
  const rows = Array.from({ length: N }, (_, i) => row(i));
  const header = { kind: 'keywords', bulk: 'keywords', user_uuid: null };

  it('stores rows planned in blocks of any size as chunks, and pages them by index and by outcome', async () => {
    const db = store();
    const sizes = [1500, 700, 2300];
    let planned = 0;
    async function* blocks() {
      for (let at = 0, k = 0; at < N; at += sizes[k++ % 3]!) {
        const block = rows.slice(at, at + sizes[k % 3]!);
        planned += block.length;
        yield block;
      }
    }
    const saved = await savePreview(db, { ...header, request: () => ({ planned }) }, () => blocks());
    const errors = rows.filter((r) => r.outcome === 'error').length;
    const updates = rows.filter((r) => r.outcome === 'update').length;
    expect(saved).toMatchObject({ total: N, counts: { error: errors, update: updates, insert: N - errors - updates } });
    expect(saved.rows.map((r) => r.index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    // The request was asked for once every block was planned.
    expect((await previewHeader(db, saved.preview_id)).request).toEqual({ planned: N });

    const page = await previewRowsPage(db, saved.preview_id, undefined, 2, 900);
    expect(page.data.map((r) => r.index)).toEqual(Array.from({ length: 900 }, (_, i) => 900 + i));
    expect(page.data[300]).toEqual({
      index: 1200,
      outcome: 'update',
      resource: 'keywords',
      uuid: rows[1200]!.uuid,
      changes: [{ field: 'keyword', before: 'old 1200', after: 'k 1200' }],
      errors: [],
      row: { keyword: 'k 1200' },
    });
    // Updates across chunk boundaries: the 150th to the 299th.
    const updatesPage = await previewRowsPage(db, saved.preview_id, 'update', 2, 150);
    const expected = rows.filter((r) => r.outcome === 'update').slice(150, 300);
    expect(updatesPage.data.map((r) => r.index)).toEqual(expected.map((r) => r.index));
    expect(updatesPage.data.map((r) => r.changes)).toEqual(expected.map((r) => r.changes));
    expect(updatesPage.navigation).toEqual({
      page: 2,
      page_size: 150,
      total_items: updates,
      total_pages: Math.ceil(updates / 150),
    });
    expect((await previewRowsPage(db, saved.preview_id, 'error', 1, 1000)).data.map((r) => r.index)).toEqual(
      rows.filter((r) => r.outcome === 'error').map((r) => r.index),
    );

    // An apply reads the writes of every row not in error, in order, a chunk at a time.
    const read: Array<{ index: number; uuid: string }> = [];
    let chunks = 0;
    for await (const chunk of plannedChunks(db, saved.preview_id)) {
      chunks++;
      for (const p of chunk) read.push({ index: p.index, uuid: p.writes[0]!.uuid });
    }
    expect(chunks).toBe(Math.ceil(N / CHUNK_ROWS));
    expect(read).toEqual(rows.filter((r) => r.outcome !== 'error').map((r) => ({ index: r.index, uuid: r.uuid! })));
    expect(await previewRecordUuids(db, saved.preview_id)).toEqual(new Set(read.map((r) => r.uuid)));
  }, 60_000);

  it('stores nothing of a preview whose planning fails', async () => {
    const db = store();
    async function* failing() {
      yield rows.slice(0, 2000);
      throw new Error('planning failed');
    }
    const before = await db.query<{ n: number }>('select count(*)::int as n from preview_chunks');
    await expect(savePreview(db, { ...header, request: {} }, () => failing())).rejects.toThrow('planning failed');
    expect(await db.query<{ n: number }>('select count(*)::int as n from preview_chunks')).toEqual(before);
  });
});
