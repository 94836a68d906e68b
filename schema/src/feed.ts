/**
 * The platform's live feed (GET /events/stream, DESIGN §5): what the platform publishes and the
 * gateway reads, checked with these models where it crosses a process boundary (the feed's SSE
 * messages, the Redis channel between gateways).
 */
import { z } from 'zod';
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
