/**
 * GET /events/stream: the platform's live feed for the gateway (DESIGN §5), as Server-Sent
 * Events. Stored events carry their position as the SSE id; a reader that reconnects with
 * Last-Event-ID (or ?after=) first receives every stored event after it, then live ones, so
 * nothing is missed and nothing is sent twice. Progress notices are transient: a reader is sent
 * the latest of every running task once it has caught up, then every new one.
 *
 * `?batches=1`: runs of one commit's events go out as `batch` frames (schema `eventBatchSchema`);
 * `?after=A&until=B[&stream_id=…]`: the stored events in (A, B], of those streams, then the end —
 * how a reader of batches fetches the rows it needs in full.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNBATCHED_STREAMS, errorEnvelope, type EventBatch } from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, toHttpError } from '../errors.js';
import { authorize } from '../guard.js';
import { parseQuery, parseTarget } from '../input.js';
import { EVENT_COLUMNS, type FeedItem, type StoredEvent, storedEvent } from '../../store/bus.js';

const BATCH = 500;
const HEARTBEAT_MS = 15_000;
/** The size (characters) at which gathered frames are written. */
const WRITE_BYTES = 256 * 1024;
/** Items gathered before they are written even if the turn goes on. */
const FLUSH_ITEMS = 20_000;
/** A run of at least this many events of one commit, stream type and type goes out as a batch. */
export const COMPACT_RUN = 100;
/** Rows of one batch frame, at most (about 250 KB). */
const BATCH_ROWS = 5_000;
/** `stream_id` values of one range read, at most (the request line stays under Node's 16 KB header limit). */
export const MAX_STREAM_IDS = 100;

type EventItem = Extract<FeedItem, { kind: 'event' }>;

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

/** What a reader asked for beyond where to start. */
interface FeedRequest {
  /** Runs of a commit's events as `batch` frames (schema `eventBatchSchema`). */
  batches: boolean;
  /** Read the stored events up to this position, then end (no live items, no progress). */
  until: number | undefined;
  /** With `until`: only the events of these streams. */
  streamIds: string[];
}

/** `batches`, `until` and `stream_id` of the query: anything else than the documented forms is a 400. */
export function feedRequest(query: URLSearchParams, from: number | undefined): FeedRequest {
  const batches = query.get('batches');
  if (batches !== null && batches !== '0' && batches !== '1')
    throw badRequest(`batches: must be 0 or 1, got ${JSON.stringify(batches.slice(0, 40))}`, 'batches');
  const untilRaw = query.get('until');
  let until: number | undefined;
  if (untilRaw !== null) {
    if (!POSITION.test(untilRaw))
      throw badRequest(
        `until: must be a feed position (a whole number, 0 or more), got ${JSON.stringify(untilRaw.slice(0, 40))}`,
        'until',
      );
    if (from === undefined) throw badRequest('until: needs after (or Last-Event-ID): where the range starts', 'until');
    until = Number(untilRaw);
  }
  const streamIds = query.getAll('stream_id');
  if (streamIds.length > 0 && until === undefined)
    throw badRequest('stream_id: only with until (a range of stored events)', 'stream_id');
  if (streamIds.length > MAX_STREAM_IDS)
    throw badRequest(`stream_id: at most ${MAX_STREAM_IDS} at once, got ${streamIds.length}`, 'stream_id');
  const long = streamIds.find((id) => id.length === 0 || id.length > 200);
  if (long !== undefined) throw badRequest('stream_id: must be 1 to 200 characters', 'stream_id');
  return { batches: batches === '1', until, streamIds };
}

/** GET /events/stream: checks the caller and the resumption id, then streams (see above). */
export async function serveFeed(ctx: PlatformContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let from: number | undefined;
  let asked: FeedRequest;
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
    asked = feedRequest(query, from);
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
  // What one commit publishes (its events go onto the bus in one synchronous loop, all 100,000
  // of an apply) goes out right after it, on a microtask rather than at the end of the event
  // loop's turn (PGlite answers in microtasks: a queue of writes could hold a turn for long), in
  // writes of about WRITE_BYTES: runs of one commit's events as batches when the reader asked for
  // them, every other item as its own frame.
  let gathered: FeedItem[] = [];
  const flush = () => {
    if (gathered.length === 0) return;
    const items = gathered;
    gathered = [];
    let text = '';
    for (const frame of framesOf(items, asked.batches)) {
      text += frame;
      if (text.length >= WRITE_BYTES) {
        writeNow(res, text);
        text = '';
      }
    }
    if (text) writeNow(res, text);
  };
  const send = (item: FeedItem) => {
    if (item.kind === 'event') {
      if (item.event.position <= lastPosition) return;
      lastPosition = item.event.position;
    }
    if (gathered.push(item) === 1) queueMicrotask(flush);
    // A catch-up of millions of events (PGlite answers in microtasks, the turn may not end) is
    // still written as it goes.
    else if (gathered.length >= FLUSH_ITEMS) flush();
  };
  const live = asked.until === undefined;
  const unsubscribe = live ? ctx.bus.subscribe((item) => (catchingUp ? queue.push(item) : send(item))) : () => {};
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const close = () => {
    unsubscribe();
    clearInterval(heartbeat);
  };
  req.on('close', close);
  res.on('error', close);

  if (from !== undefined) {
    // A range read (until) ends at its last position, of the streams asked for if any.
    const bounds: unknown[] = [];
    let where = 'position > $1';
    if (asked.until !== undefined) where += ` and position <= $${bounds.push(asked.until) + 1}`;
    if (asked.streamIds.length > 0) where += ` and stream_id = any($${bounds.push(asked.streamIds) + 1})`;
    for (;;) {
      const rows = await ctx.db.query<StoredEvent>(
        `select ${EVENT_COLUMNS} from events where ${where} order by position limit ${BATCH}`,
        [lastPosition, ...bounds],
      );
      for (const row of rows) send({ kind: 'event', event: storedEvent(row) });
      if (rows.length < BATCH) break;
    }
  }
  if (!live) {
    flush();
    close();
    res.end();
    return;
  }
  for (const notice of ctx.bus.progressNow()) send({ kind: 'progress', notice });
  catchingUp = false;
  for (const item of queue.splice(0)) send(item);
}

/**
 * Writes `text` and sends it now. Node corks a response's socket on write until process.nextTick,
 * and next ticks run only once the microtask queue is empty — behind the very chain of PGlite
 * answers a flush is queued on: a burst of writes held its events back for ~170 ms.
 */
export function writeNow(res: ServerResponse, text: string): void {
  res.write(text);
  if (res.socket?.writableCorked) res.socket.uncork();
}

/** The key of the run an item belongs to (events of one commit, stream type and type), or null. */
function runKey(item: FeedItem): string | null {
  if (item.kind !== 'event' || UNBATCHED_STREAMS.has(item.event.stream_type)) return null;
  const { stream_type: stream, type, meta } = item.event;
  return `${stream}\u0000${type}\u0000${meta.transaction_uuid ?? ''}`;
}

/** The SSE frames of `items`, in order: runs of COMPACT_RUN or more events as batches when `batches`. */
export function* framesOf(items: FeedItem[], batches: boolean): Generator<string> {
  for (let i = 0; i < items.length;) {
    const key = batches ? runKey(items[i]!) : null;
    let end = i + 1;
    if (key !== null) while (end < items.length && runKey(items[end]!) === key) end++;
    if (key === null || end - i < COMPACT_RUN) {
      for (; i < end; i++) yield frameOf(items[i]!);
      continue;
    }
    for (let next = i; i < end; i = next) {
      next = Math.min(end, i + BATCH_ROWS);
      const run = items.slice(i, next).map((item) => (item as EventItem).event);
      const first = run[0]!;
      const last = run.at(-1)!;
      // Rows of records that existed before the run only (version above 1): nobody here can be
      // watching the uuid of a record this commit created (schema `eventBatchSchema`).
      const rows: EventBatch['rows'] = [];
      for (const e of run) if (e.version > 1) rows.push([e.position, e.stream_id, e.version]);
      const batch: EventBatch = {
        stream_type: first.stream_type,
        type: first.type,
        transaction_uuid: first.meta.transaction_uuid ?? null,
        first: first.position,
        last: last.position,
        rows,
      };
      yield `id: ${last.position}\nevent: batch\ndata: ${JSON.stringify(batch)}\n\n`;
    }
  }
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
