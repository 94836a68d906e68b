import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FeedItem } from '@console/schema';
import { COMPACT_RUN, feedRequest, framesOf, writeNow } from './feed.js';

const event = (position: number, stream_type = 'companies', transaction = 'x', version = 1): FeedItem => ({
  kind: 'event',
  event: {
    position,
    stream_type,
    stream_id: `${stream_type}:u${position}`,
    version,
    type: `${stream_type}.created`,
    data: { after: { n: position } },
    meta: { transaction_uuid: transaction },
    recorded_at: new Date(0).toISOString(),
  },
});
/** Each frame as `event name:first position-last position` (one position for a single event). */
const shape = (frames: Iterable<string>) =>
  [...frames].map((frame) => {
    const name = /^event: (\w+)$/m.exec(frame)![1];
    const data = JSON.parse(/^data: (.*)$/m.exec(frame)![1]!);
    return name === 'batch' ? `batch:${data.first}-${data.last}` : `${name}:${data.position}`;
  });
const range = (from: number, to: number, type?: string, tx?: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => event(from + i, type, tx));

describe('the feed’s frames', () => {
  it('send a commit’s long run as batches of at most 5,000 rows, and every item after it', () => {
    const items = [...range(1, 5050), event(5051, 'transactions'), event(5052, 'tasks')];
    expect(shape(framesOf(items, true))).toEqual(['batch:1-5000', 'batch:5001-5050', 'event:5051', 'event:5052']);
  });

  it('list the rows of records that existed before the run only: a run of new records is its positions alone', () => {
    const items = [...range(1, 150), ...Array.from({ length: 150 }, (_, i) => event(151 + i, 'companies', 'x', 2))];
    const [mixed] = [...framesOf(items, true)];
    const data = JSON.parse(/^data: (.*)$/m.exec(mixed!)![1]!);
    expect(data).toMatchObject({ first: 1, last: 300 });
    expect(data.rows).toHaveLength(150);
    expect(data.rows[0]).toEqual([151, 'companies:u151', 2]);
    // 100,000 new records: 20 frames of a few hundred bytes, not 5.8 MB of rows.
    const created = [...framesOf(range(1, 100_000), true)];
    expect(created).toHaveLength(20);
    expect(Math.max(...created.map((f) => f.length))).toBeLessThan(300);
    expect(JSON.parse(/^data: (.*)$/m.exec(created[1]!)![1]!)).toMatchObject({ first: 5001, last: 10_000, rows: [] });
  });

  it('keep a short run, a run of tasks or transactions, and every run for a reader without batches as events', () => {
    const short = range(1, COMPACT_RUN - 1);
    expect(shape(framesOf(short, true))).toHaveLength(COMPACT_RUN - 1);
    expect(shape(framesOf(range(1, 300, 'tasks'), true)).every((f) => f.startsWith('event:'))).toBe(true);
    expect(shape(framesOf(range(1, 300), false)).every((f) => f.startsWith('event:'))).toBe(true);
  });

  it('split runs where the commit or the type changes', () => {
    const items = [
      ...range(1, 150, 'companies', 'a'),
      ...range(151, 300, 'companies', 'b'),
      ...range(301, 450, 'skus', 'b'),
    ];
    expect(shape(framesOf(items, true))).toEqual(['batch:1-150', 'batch:151-300', 'batch:301-450']);
  });

  it('are asked for with documented parameters only', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(feedRequest(q('batches=1'), undefined)).toEqual({ batches: true, until: undefined, streamIds: [] });
    expect(feedRequest(q('until=9&stream_id=a&stream_id=b'), 3)).toEqual({
      batches: false,
      until: 9,
      streamIds: ['a', 'b'],
    });
    expect(() => feedRequest(q('batches=true'), undefined)).toThrow(/batches: must be 0 or 1/);
    expect(() => feedRequest(q('until=9'), undefined)).toThrow(/until: needs after/);
    expect(() => feedRequest(q('until=1e3'), 1)).toThrow(/until: must be a feed position/);
    expect(() => feedRequest(q('stream_id=a'), 1)).toThrow(/stream_id: only with until/);
  });
});

describe('a frame of the feed', () => {
  it('leaves at once, not when the microtask queue has drained (PGlite answers in long chains of them)', async () => {
    let corked = -1;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      writeNow(res, 'event: event\ndata: {}\n\n');
      corked = res.socket?.writableCorked ?? -1;
      res.end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('event: event');
    server.close();
    expect(corked).toBe(0);
  });
});
