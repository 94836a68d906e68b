import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Bus, type StoredEvent } from '../bus.js';
import { Commands, eventChanges } from '../commands.js';
import type { Db } from '../db.js';
import { memoryStore } from '../testStore.js';
import type { PlannedRows, PlannedWrite } from './types.js';
import { applyWrites, chunkRows } from './write.js';

const statements = (total: number) => Math.ceil(total / chunkRows(total));

describe('chunkRows', () => {
  it('writes a small apply in about ten chunks, for progress as it goes', () => {
    expect(chunkRows(10)).toBe(100);
    expect(statements(1000)).toBe(10);
    expect(statements(2500)).toBe(10);
    expect(chunkRows(5000)).toBe(250);
  });
  it('writes a large apply in about a hundred chunks of at most 1,000 rows', () => {
    expect(statements(100_000)).toBe(100);
    expect(chunkRows(50_000)).toBe(500);
    expect(chunkRows(1_000_000)).toBe(1000);
  });
});

describe('applyWrites', () => {
  const store = memoryStore();
  const published: StoredEvent[] = [];
  let db: Db;
  let commands: Commands;
  beforeAll(() => {
    db = store();
    const bus = new Bus();
    bus.subscribe((item) => void (item.kind === 'event' && published.push(item.event)));
    commands = new Commands(db, bus);
  });

  const write = (op: PlannedWrite['op'], fields: Partial<PlannedWrite>): PlannedWrite => ({
    op,
    resource: 'companies',
    store: 'companies',
    uuid: randomUUID(),
    id: null,
    base_version: null,
    company_code: null,
    key: null,
    before: null,
    after: null,
    changes: [],
    ...fields,
  });
  async function* chunksOf(rows: PlannedRows, sizes: number[]) {
    for (let at = 0, k = 0; at < rows.length; at += sizes[k++ % sizes.length]!)
      yield rows.slice(at, at + sizes[k % sizes.length]!);
  }
  const stored = async (after: number) =>
    (
      await db.query<StoredEvent>(
        `select position, stream_type, stream_id, version, type, data, meta, recorded_at from events
          where position > $1 order by position`,
        [after],
      )
    ).map(asSent);
  // As the feed sends them (JSON): a single event's time is a Date until then.
  const asSent = (e: StoredEvent) => ({
    ...e,
    position: Number(e.position),
    recorded_at: new Date(e.recorded_at).toISOString(),
  });
  const lastPosition = async () =>
    Number((await db.query<{ p: string }>('select coalesce(max(position), 0) as p from events'))[0]!.p);
  const apply = (rows: PlannedRows, sizes: number[]) =>
    commands.run({ user_uuid: null, kind: 'bulk.apply', resource: 'companies' }, (w) =>
      applyWrites(w, chunksOf(rows, sizes), rows.length, { task_uuid: null, user_uuid: null }),
    );

  it('publishes after the commit the very events it stored, in position order, with their changes', async () => {
    // Inserts in stored chunks of uneven sizes, then updates and deletes listed against the order of
    // their ids (each statement appends its events in id order).
    const inserts = Array.from({ length: 2500 }, (_, index) => {
      const code = String(8_100_000 + index);
      const after = { name: `Publication ${index}`, digit_code: code };
      return { index, writes: [write('insert', { company_code: code, key: code, after })] };
    });
    let from = await lastPosition();
    published.length = 0;
    const inserted = await apply(inserts, [700, 1000, 300]);
    expect(inserted.counts).toEqual({ insert: 2500, update: 0, delete: 0 });
    const events = await stored(from);
    expect(events).toHaveLength(2501); // and the transaction's record
    expect(published.map(asSent)).toEqual(events);
    // A creation records no changes: every field of `after` (eventChanges, commands.ts).
    expect(published[0]!.data).toEqual({
      id: expect.any(Number),
      before: null,
      after: { name: 'Publication 0', digit_code: '8100000' },
    });
    expect(eventChanges(published[0]!.data)).toEqual([
      { field: 'name', before: null, after: 'Publication 0' },
      { field: 'digit_code', before: null, after: '8100000' },
    ]);

    const records = await db.query<{ id: string; uuid: string; data: Record<string, unknown> }>(
      `select id, uuid::text as uuid, data from records where store = 'companies' and company_code like '81%'
        order by id desc limit 30`,
    );
    const changed = records.map((r, index) =>
      index < 20
        ? {
            index,
            writes: [
              write('update', {
                uuid: r.uuid,
                id: Number(r.id),
                base_version: 1,
                company_code: String(r.data.digit_code),
                before: r.data,
                after: { ...r.data, name: `Renamed ${index}` },
              }),
            ],
          }
        : { index, writes: [write('delete', { uuid: r.uuid, id: Number(r.id), base_version: 1, before: r.data })] },
    );
    from = await lastPosition();
    published.length = 0;
    await apply(changed, [7]);
    const after = await stored(from);
    expect(published.map(asSent)).toEqual(after);
    expect(after.map((e) => e.position)).toEqual([...after.map((e) => e.position)].sort((a, b) => a - b));
    const renamed = published.find((e) => e.stream_id === `companies:${records[0]!.uuid}`)!;
    expect(renamed).toMatchObject({ version: 2, type: 'companies.updated' });
    expect(renamed.data.changes).toEqual([{ field: 'name', before: records[0]!.data.name, after: 'Renamed 0' }]);
    const deleted = published.find((e) => e.stream_id === `companies:${records[29]!.uuid}`)!;
    expect(deleted).toMatchObject({ version: 2, type: 'companies.deleted', data: { after: null } });
    expect(deleted.data).not.toHaveProperty('changes');
  }, 60_000);

  it('reads back the events past what a command holds, and publishes a later command after them', async () => {
    const bus = new Bus();
    const seen: StoredEvent[] = [];
    bus.subscribe((item) => void (item.kind === 'event' && seen.push(item.event)));
    // Holds about the first 200 events (100 bytes each or so); the 1,800 after are read back, 100 at a time.
    const small = new Commands(db, bus, { heldEventBytes: 20_000, publishPage: 100 });
    const rows = Array.from({ length: 2000 }, (_, index) => {
      const code = String(8_200_000 + index);
      return {
        index,
        writes: [
          write('insert', { company_code: code, key: code, after: { name: `Back ${index}`, digit_code: code } }),
        ],
      };
    });
    const from = await lastPosition();
    const applied = small.run({ user_uuid: null, kind: 'bulk.apply', resource: 'companies' }, (w) =>
      applyWrites(w, chunksOf(rows, [250]), rows.length, { task_uuid: null, user_uuid: null }),
    );
    // A write committed once the apply's publication has begun, while its events are read back:
    // published after them (else a feed reader would pass their positions and never be sent them).
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 30_000, interval: 1 });
    await small.run({ user_uuid: null, kind: 'create', resource: 'companies' }, (w) =>
      w.insert(
        { store: 'companies', keyField: 'uuid', companyPath: 'digit_code' },
        { name: 'After', digit_code: '8299999' },
      ),
    );
    await applied;
    const events = await stored(from);
    expect(events).toHaveLength(2000 + 1 + 2); // the apply's transaction; the write and its transaction
    await vi.waitFor(() => expect(seen).toHaveLength(events.length), { timeout: 10_000 });
    expect(seen.map(asSent)).toEqual(events);
  }, 60_000);
});
