/**
 * Topic routing (issue 14): a subscriber is registered under the topics it asked for, and an
 * item goes only to the subscribers of its own topics, so the cost of an event is the number of
 * subscribers interested in it, not the number connected. The per-subscription filters in
 * resolvers/live.ts stay (access, the end of a one-task subscription): they now see only items
 * that can concern them.
 */
import type { FeedItem } from './items.js';

/** A routing key: `task:<uuid>`, `transactions:<digit code>`, `entity:<resource>:<uuid>`… */
export type Topic = string;

/** The topics of every task's status changes, and of one task's. */
export const TASKS: Topic = 'tasks';
export const taskTopic = (uuid: string): Topic => `task:${uuid}`;
/** The topics of every task's progress notices, and of one task's. */
export const PROGRESS: Topic = 'progress';
export const progressTopic = (uuid: string): Topic => `progress:${uuid}`;
/**
 * Whose progress `topics` watch: every task's (`'all'`), some tasks' (their uuids), or none —
 * what a newcomer is given of the hub's latest progress.
 */
export function watchedProgress(topics: readonly Topic[]): 'all' | string[] {
  if (topics.includes(PROGRESS)) return 'all';
  return topics.filter((t) => t.startsWith(`${PROGRESS}:`)).map((t) => t.slice(PROGRESS.length + 1));
}

/** Every committed transaction, and those of one company. */
export const TRANSACTIONS: Topic = 'transactions';
export const companyTransactionsTopic = (digitCode: string): Topic => `transactions:${digitCode}`;

/** Every stored event. */
export const ENTITY_ALL: Topic = 'entity';

/** The entity topics a subscriber of `entityChanged(resource, uuid)` listens on (each filter narrows). */
export function entityTopic(resource?: string | null, uuid?: string | null): Topic {
  if (uuid) return `entity:${resource ?? '*'}:${uuid}`;
  return resource ? `entity:${resource}` : ENTITY_ALL;
}

/** The uuid part of a stream id (`companies:<uuid>`, or a bare uuid). */
const uuidOf = (streamId: string) => (streamId.includes(':') ? streamId.slice(streamId.indexOf(':') + 1) : streamId);

/** The topics of one record's entity subscribers (not those of every record of its type). */
export function recordTopics(type: string, streamId: string): Topic[] {
  const uuid = uuidOf(streamId);
  const topics = [`entity:${type}:${uuid}`, `entity:*:${uuid}`];
  if (streamId !== uuid) topics.push(`entity:*:${streamId}`);
  return topics;
}

/** The record uuid a record topic (`entity:<type|*>:<uuid or stream id>`) watches, else undefined. */
export function recordUuidOf(topic: Topic): string | undefined {
  if (!topic.startsWith('entity:')) return undefined;
  const rest = topic.slice('entity:'.length);
  const colon = rest.indexOf(':');
  return colon < 0 ? undefined : uuidOf(rest.slice(colon + 1));
}

/** The topics an item is delivered on. */
export function topicsOf(item: FeedItem): Topic[] {
  if (item.kind === 'progress') return [progressTopic(item.notice.task_uuid), PROGRESS];
  const { stream_type: type, stream_id: id, data } = item.event;
  const uuid = uuidOf(id);
  const topics = [ENTITY_ALL, `entity:${type}`, ...recordTopics(type, id)];
  if (type === 'tasks') topics.push(TASKS, taskTopic(uuid));
  if (type === 'transactions' && !data.before) {
    topics.push(TRANSACTIONS);
    const company = (data.after as { company?: { digit_code?: unknown } } | null | undefined)?.company?.digit_code;
    if (typeof company === 'string' && company) topics.push(companyTransactionsTopic(company));
  }
  return topics;
}
