import { describe, expect, it } from 'vitest';
import { writtenSince } from './revert.js';
import { memoryStore } from './testStore.js';

describe('writtenSince', () => {
  const store = memoryStore();

  const append = (stream: string, version: number) =>
    store().query<{ position: string }>(
      `insert into events (stream_type, stream_id, version, type, data) values ('x', $1, $2, 'x.updated', '{}')
        returning position`,
      [stream, version],
    );

  it('finds the streams written after a transaction, reading what came after it or probing each stream', async () => {
    await append('x:a', 1);
    const last = Number((await append('x:b', 1))[0]!.position);
    const touched = [
      { stream_id: 'x:a', version: 1 },
      { stream_id: 'x:b', version: 1 },
    ];
    expect(await writtenSince(store(), touched, last)).toEqual(new Set());
    await append('x:a', 2);
    // One event since, two streams: that event is read.
    expect(await writtenSince(store(), touched, last)).toEqual(new Set(['x:a']));
    for (const other of ['x:c', 'x:d', 'x:e']) await append(other, 1);
    // Four events since, two streams: each stream is probed.
    expect(await writtenSince(store(), touched, last)).toEqual(new Set(['x:a']));
    await append('x:b', 2);
    expect(await writtenSince(store(), touched, last)).toEqual(new Set(['x:a', 'x:b']));
  }, 30_000);
});
