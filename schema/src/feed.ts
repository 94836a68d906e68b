/**
 * The platform's live feed (GET /events/stream, DESIGN §5): what the platform publishes and the
 * gateway reads, checked with these models where it crosses a process boundary (the feed's SSE
 * messages, the Redis channel between gateways).
 */
import { z } from './zod.js';
import { taskProgressSampleSchema } from './models/operations.js';
import type { Action } from './roles.js';

const recordData = z.record(z.string(), z.unknown());

/** A stored event: one change of one record, at its position in the platform's log. */
export const storedEventSchema = z.object({
  /** Position in the log (SSE id); 0 for a change made up by polling, which has none. */
  position: z.coerce.number().int().min(0),
  stream_type: z.string(),
  /** `{stream_type}:{record uuid}`. */
  stream_id: z.string(),
  /** The record's version after the event. */
  version: z.number().int().min(0),
  type: z.string(),
  data: z.looseObject({
    id: z.number().optional(),
    before: recordData.nullable().optional(),
    after: recordData.nullable().optional(),
  }),
  meta: z.looseObject({
    user_uuid: z.string().nullable().optional(),
    transaction_uuid: z.string().nullable().optional(),
    task_uuid: z.string().nullable().optional(),
  }),
  recorded_at: z.string(),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Progress of a running task, a sample of it (`{at, done, total}`): transient (never stored, no position). */
export const progressNoticeSchema = taskProgressSampleSchema.extend({
  type: z.literal('tasks.progress'),
  task_uuid: z.string(),
});
export type ProgressNotice = z.infer<typeof progressNoticeSchema>;

/** One item of the feed: a stored event or a progress notice. */
export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: storedEventSchema }),
  z.object({ kind: z.literal('progress'), notice: progressNoticeSchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * Whether `rows` are rows of a batch: positions increasing. One loop rather than zod's tuple per
 * row: a 100,000-row batch is checked in about a millisecond instead of 45 (what every event after
 * it would wait).
 */
function isBatchRows(rows: unknown): boolean {
  if (!Array.isArray(rows)) return false;
  let last = 0;
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 3) return false;
    const [position, streamId, version] = row as unknown[];
    if (!Number.isSafeInteger(position) || (position as number) <= last) return false;
    if (typeof streamId !== 'string' || !Number.isSafeInteger(version) || (version as number) < 0) return false;
    last = position as number;
  }
  return true;
}

/** A stored event's position: 1 or more (0 is a polled change's, which is never batched). */
const storedPosition = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A run of stored events of one commit, same stream type and event type, told compactly (issue
 * 14): the positions of its first and last event, and a row `[position, stream_id, version]` for
 * each event of a record that existed before it (version above 1), without the data. The records
 * the run created are not listed: nobody can watch a record by its uuid before it exists, and a
 * watcher of the whole type reads the range. A 100,000-row apply of new records is 20 frames of
 * about 200 bytes this way (5,000 events each) instead of 5.8 MB of rows (or 60 MB of events), so
 * the events committed right after it are not held up behind it in the feed. A reader that needs
 * a row's data reads those events by position (`GET /events/stream?after=&until=&stream_id=`).
 * Only readers that ask (`?batches=1`) get batches; tasks and transactions are never batched.
 */
export const eventBatchSchema = z
  .object({
    stream_type: z.string(),
    type: z.string(),
    transaction_uuid: z.string().nullable(),
    /** Positions of the run's first and last event. */
    first: storedPosition,
    last: storedPosition,
    rows: z.custom<Array<[position: number, streamId: string, version: number]>>(
      isBatchRows,
      'rows: a list of [position, stream_id, version], positions increasing',
    ),
  })
  .refine((b) => b.first <= b.last, { message: 'first: must not be after last', path: ['first'] })
  .refine((b) => b.rows.length === 0 || (b.rows[0]![0] >= b.first && b.rows.at(-1)![0] <= b.last), {
    message: 'rows: positions must lie from first to last',
    path: ['rows'],
  });
export type EventBatch = z.infer<typeof eventBatchSchema>;

/** What crosses a process boundary (the feed's SSE messages, the Redis channel): a feed item or a batch. */
export const feedMessageSchema = z.discriminatedUnion('kind', [
  ...feedItemSchema.options,
  z.object({ kind: z.literal('batch'), batch: eventBatchSchema }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;

/** The position of a feed message's last stored event (undefined: a progress notice, or a polled row). */
export function lastPositionOf(message: FeedMessage): number | undefined {
  if (message.kind === 'batch') return message.batch.last;
  if (message.kind === 'event' && message.event.position > 0) return message.event.position;
  return undefined;
}

/** Stream types that never go out in a batch: their events are what screens follow one by one. */
export const UNBATCHED_STREAMS: ReadonlySet<string> = new Set(['tasks', 'transactions']);

// ---------------------------------------------------------------------------------------------
// Task kinds the feed reports, and who may start them: the same roles may cancel a queued one.

/** The action of DESIGN §4 that starts a task of each kind. */
export const TASK_KIND_ACTIONS: Readonly<Record<string, Action>> = {
  'bulk.apply': 'bulk',
  'bulk.delete': 'mediaBulkDelete',
  dissociation: 'dissociationApply',
  'integrity.sync': 'rerunSync',
};

/** The action that may start (and so cancel) a task of `kind`; unknown kinds need the strictest of them. */
export const taskStartAction = (kind: string): Action => TASK_KIND_ACTIONS[kind] ?? 'dissociationApply';
