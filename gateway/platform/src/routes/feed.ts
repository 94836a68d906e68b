/**
 * GET /events/stream: the platform's live feed for the gateway (DESIGN §5), as Server-Sent
 * Events. Stored events carry their position as the SSE id; a reader that reconnects with
 * Last-Event-ID (or ?after=) first receives every stored event after it, then live ones, so
 * nothing is missed and nothing is sent twice. Progress notices are transient.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { authenticate } from '../http/guard.js';
import type { FeedItem, StoredEvent } from '../store/bus.js';

const BATCH = 500;
const HEARTBEAT_MS = 15_000;

export async function serveFeed(ctx: PlatformContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://platform.local');
  try {
    await authenticate(ctx, { method: 'GET', path: url.pathname, params: {}, query: url.searchParams, headers: req.headers, body: undefined, ip: '' });
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    const message = error instanceof Error ? error.message : 'error';
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { success: false, response: message }, message, status, navigation: null }));
    return;
  }
  const from = Number(req.headers['last-event-id'] ?? url.searchParams.get('after') ?? NaN);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(': feed\n\n');

  // Live items wait in a queue until the backlog has been sent, then flow straight through.
  let lastPosition = Number.isFinite(from) ? from : await currentPosition(ctx);
  let catchingUp = true;
  const queue: FeedItem[] = [];
  const send = (item: FeedItem) => {
    if (item.kind === 'event') {
      if (item.event.position <= lastPosition) return;
      lastPosition = item.event.position;
      res.write(`id: ${item.event.position}\nevent: event\ndata: ${JSON.stringify(item.event)}\n\n`);
    } else {
      res.write(`event: progress\ndata: ${JSON.stringify(item.notice)}\n\n`);
    }
  };
  const unsubscribe = ctx.bus.subscribe((item) => (catchingUp ? queue.push(item) : send(item)));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const close = () => {
    unsubscribe();
    clearInterval(heartbeat);
  };
  req.on('close', close);
  res.on('error', close);

  if (Number.isFinite(from)) {
    for (;;) {
      const rows = await ctx.db.query<StoredEvent>(
        `select position, stream_type, stream_id, version, type, data, meta, recorded_at from events where position > $1 order by position limit ${BATCH}`,
        [lastPosition],
      );
      for (const row of rows) send({ kind: 'event', event: { ...row, position: Number(row.position), recorded_at: new Date(row.recorded_at).toISOString() } });
      if (rows.length < BATCH) break;
    }
  }
  catchingUp = false;
  for (const item of queue.splice(0)) send(item);
}

async function currentPosition(ctx: PlatformContext): Promise<number> {
  const rows = await ctx.db.query<{ position: number }>('select coalesce(max(position), 0)::bigint as position from events');
  return Number(rows[0]?.position ?? 0);
}
