import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedMessage } from '@console/schema';
import { followFeed } from './feed.js';

const event = (position: number) => ({
  position: String(position), // PostgreSQL's bigint arrives as a string
  stream_type: 'tasks',
  stream_id: `tasks:t${position}`,
  version: 1,
  type: 'tasks.updated',
  data: { after: { status: 'running' } },
  meta: { task_uuid: null },
  recorded_at: new Date(0).toISOString(),
});

/** Companies created at positions 5 to 9: a batch of its range alone. */
const run = { stream_type: 'companies', type: 'companies.created', transaction_uuid: 'x', first: 5, last: 9, rows: [] };

let close = () => undefined as void;
afterEach(() => close());

/** A platform feed that sends `messages` and keeps the stream open. */
async function feed(messages: string[]): Promise<{ url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(messages.join(''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => (server.closeAllConnections(), server.close(), undefined);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('followFeed', () => {
  it('checks each message with the feed models: a malformed one is skipped and reported, the rest flow', async () => {
    const platform = await feed([
      `id: 1\nevent: event\ndata: ${JSON.stringify(event(1))}\n\n`,
      `id: 2\nevent: event\ndata: ${JSON.stringify({ ...event(2), stream_id: 42 })}\n\n`,
      `event: progress\ndata: {"type":"tasks.progress","task_uuid":"t","done":"many","total":3,"at":""}\n\n`,
      `id: 3\nevent: event\ndata: not json\n\n`,
      `event: progress\ndata: ` +
        `${JSON.stringify({ type: 'tasks.progress', task_uuid: 't', done: 1, total: 3, at: '' })}\n\n`,
      `id: 4\nevent: event\ndata: ${JSON.stringify(event(4))}\n\n`,
      // A batch whose range runs backwards is refused; one of new records (no rows) flows.
      `id: 9\nevent: batch\ndata: ${JSON.stringify({ ...run, first: 9, last: 5 })}\n\n`,
      `id: 9\nevent: batch\ndata: ${JSON.stringify(run)}\n\n`,
    ]);
    const items: FeedMessage[] = [];
    const invalid: string[] = [];
    const abort = new AbortController();
    const done = followFeed({
      platformUrl: platform.url,
      serviceKey: 'k',
      signal: abort.signal,
      batches: true,
      onItem: (i) => items.push(i),
      onInvalid: (p) => invalid.push(p),
    });
    await expect.poll(() => items.length).toBe(4);
    abort.abort();
    await done;
    expect(
      items.map((i) => (i.kind === 'event' ? i.event.position : i.kind === 'progress' ? `p${i.notice.done}` : 'b')),
    ).toEqual([1, 'p1', 4, 'b']);
    expect(items[3]).toEqual({ kind: 'batch', batch: run });
    expect(invalid).toHaveLength(4);
    expect(invalid[3]).toMatch(/first/);
    expect(invalid[0]).toMatch(/^feed event 2: /);
  });
});
