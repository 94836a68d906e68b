/**
 * GET /events/stream: the platform's live feed for the gateway (DESIGN §5), as Server-Sent
 * Events. Stored events carry their position as the SSE id; a reader that reconnects with
 * Last-Event-ID (or ?after=) first receives every stored event after it, then live ones, so
 * nothing is missed and nothing is sent twice. Progress notices are transient: a reader is sent
 * the latest of every running task once it has caught up, then every new one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorEnvelope } from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, toHttpError } from '../errors.js';
import { authorize } from '../guard.js';
import { parseQuery, parseTarget } from '../input.js';
import type { FeedItem, StoredEvent } from '../../store/bus.js';

const BATCH = 500;
const HEARTBEAT_MS = 15_000;
/** The size (characters) at which gathered frames are written. */
const WRITE_BYTES = 256 * 1024;

/** A feed position as the SSE ids carry it: digits only, below 2^53. */
const POSITION = /^\d{1,15}$/;

/**
 * Where a reader resumes: Last-Event-ID (what EventSource sends on reconnect) or `after`; none
 * means from now on. Anything but a position is a 400, never a silent "from now".
 */
export function resumeFrom(lastEventId: string | string[] | undefined, after: string | null): number | undefined {
  if (Array.isArray(lastEventId)) throw badRequest('Last-Event-ID: send one header', 'Last-Event-ID');
  const [raw, field] = lastEventId !== undefined ? [lastEventId, 'Last-Event-ID'] : [after, 'after'];
  if (raw === null) return undefined;
  if (!POSITION.test(raw))
    throw badRequest(
      `${field}: must be a feed position (a whole number, 0 or more), got ${JSON.stringify(raw.slice(0, 40))}`,
      field,
    );
  return Number(raw);
}

/** A refusal before the stream starts, in the platform's error envelope. */
function refuse(res: ServerResponse, error: unknown): void {
  const e = toHttpError(error);
  const status = e?.status ?? 500;
  const message = e?.message ?? 'Internal error';
  if (!e) console.error('[platform] feed', error);
  const field = e?.field ? { field: e.field } : {};
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify(errorEnvelope(status, message, field)));
}

/** GET /events/stream: checks the caller and the resumption id, then streams (see above). */
export async function serveFeed(ctx: PlatformContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let from: number | undefined;
  try {
    const url = parseTarget(req.url);
    const query = parseQuery(url.search);
    // Every stored event goes out here: `read` access, like any list (DESIGN §4), or the service key.
    await authorize(
      ctx,
      { method: 'GET', path: url.pathname, params: {}, query, headers: req.headers, body: undefined, ip: '' },
      'read',
    );
    from = resumeFrom(req.headers['last-event-id'], query.get('after'));
  } catch (error) {
    refuse(res, error);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(': feed\n\n');

  // Live items wait in a queue until the backlog has been sent, then flow straight through.
  let lastPosition = from ?? (await currentPosition(ctx));
  let catchingUp = true;
  const queue: FeedItem[] = [];
  // What one turn of the event loop publishes (a commit's events, all 100,000 of an apply) goes
  // out in writes of about WRITE_BYTES at the end of the turn, not a write per event.
  let gathered: string[] = [];
  let size = 0;
  const flush = () => {
    if (gathered.length === 0) return;
    const text = gathered.join('');
    gathered = [];
    size = 0;
    res.write(text);
  };
  const write = (frame: string) => {
    if (gathered.push(frame) === 1) setImmediate(flush);
    size += frame.length;
    if (size >= WRITE_BYTES) flush();
  };
  const send = (item: FeedItem) => {
    if (item.kind === 'event') {
      if (item.event.position <= lastPosition) return;
      lastPosition = item.event.position;
    }
    write(frameOf(item));
  };
  const unsubscribe = ctx.bus.subscribe((item) => (catchingUp ? queue.push(item) : send(item)));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const close = () => {
    unsubscribe();
    clearInterval(heartbeat);
  };
  req.on('close', close);
  res.on('error', close);

  if (from !== undefined) {
    for (;;) {
      const rows = await ctx.db.query<StoredEvent>(
        'select position, stream_type, stream_id, version, type, data, meta, recorded_at from events ' +
          `where position > $1 order by position limit ${BATCH}`,
        [lastPosition],
      );
      for (const row of rows)
        send({
          kind: 'event',
          event: { ...row, position: Number(row.position), recorded_at: new Date(row.recorded_at).toISOString() },
        });
      if (rows.length < BATCH) break;
    }
  }
  for (const notice of ctx.bus.progressNow()) send({ kind: 'progress', notice });
  catchingUp = false;
  for (const item of queue.splice(0)) send(item);
}

/** An item's SSE frame, written once however many readers (gateways) the feed has. */
const framed = new WeakMap<FeedItem, string>();
function frameOf(item: FeedItem): string {
  let frame = framed.get(item);
  if (frame === undefined) {
    frame =
      item.kind === 'event'
        ? `id: ${item.event.position}\nevent: event\ndata: ${JSON.stringify(item.event)}\n\n`
        : `event: progress\ndata: ${JSON.stringify(item.notice)}\n\n`;
    framed.set(item, frame);
  }
  return frame;
}

async function currentPosition(ctx: PlatformContext): Promise<number> {
  const rows = await ctx.db.query<{ position: number }>(
    'select coalesce(max(position), 0)::bigint as position from events',
  );
  return Number(rows[0]?.position ?? 0);
}
