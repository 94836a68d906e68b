/** What flows through the gateway's pubsub: the platform's stored events and progress notices (schema/src/feed.ts). */
import {
  companySchema,
  taskSchema,
  transactionSchema,
  type FeedItem,
  type Company,
  type StoredEvent,
  type Task,
  type TaskProgress,
  type Transaction,
} from '@console/schema';

export type { FeedItem, ProgressNotice, StoredEvent } from '@console/schema';

/** The record an event leaves behind, with the record fields the event carries. */
function recordOf(event: StoredEvent): Record<string, unknown> | null {
  const after = event.data.after;
  if (!after) return null;
  const uuid = event.stream_id.includes(':')
    ? event.stream_id.slice(event.stream_id.indexOf(':') + 1)
    : event.stream_id;
  // Polled events carry the whole record; feed events carry the stored fields (created_at is
  // not in them, so the event time stands in for it).
  return {
    created_at: event.recorded_at,
    updated_at: event.recorded_at,
    ...after,
    id: event.data.id ?? after.id,
    uuid: after.uuid ?? uuid,
    version: after.version ?? event.version,
  };
}

/**
 * `read` of an event, worked out once per event: the hub hands the same event object to every
 * subscriber, so 500 watchers of a commit parse it once, and share the answer (and, through it,
 * what live/lookups.ts keeps for its nested fields).
 */
function oncePerEvent<T>(read: (event: StoredEvent) => T): (event: StoredEvent) => T {
  const answers = new WeakMap<StoredEvent, { value: T }>();
  return (event) => {
    let answer = answers.get(event);
    if (!answer) answers.set(event, (answer = { value: read(event) }));
    return answer.value;
  };
}

/** The task an event of the tasks stream describes, or null. */
export const taskOf = oncePerEvent((event): Task | null => {
  if (event.stream_type !== 'tasks') return null;
  const parsed = taskSchema.safeParse(recordOf(event));
  return parsed.success ? parsed.data : null;
});

/** A task's status as one of its events says it, with its progress then. */
export interface TaskStatusChange {
  uuid: string;
  status: string;
  progress: TaskProgress;
}

/**
 * What the hub needs of a tasks-stream event (status and progress), without parsing the whole
 * record: a task event the full model would refuse still ends its task's progress.
 */
export function taskStatusOf(event: StoredEvent): TaskStatusChange | null {
  if (event.stream_type !== 'tasks') return null;
  const after = event.data.after as
    { status?: unknown; progress?: { done?: unknown; total?: unknown } } | null | undefined;
  if (typeof after?.status !== 'string') return null;
  const done = Number(after.progress?.done ?? 0);
  const total = Number(after.progress?.total ?? 0);
  return {
    uuid: event.stream_id.slice(event.stream_id.indexOf(':') + 1),
    status: after.status,
    progress: { done: Number.isFinite(done) ? done : 0, total: Number.isFinite(total) ? total : 0 },
  };
}

/** The transaction as an event of the transactions stream leaves it (created or updated), or null. */
export const transactionNow = oncePerEvent((event): Transaction | null => {
  if (event.stream_type !== 'transactions') return null;
  const parsed = transactionSchema.safeParse(recordOf(event));
  return parsed.success ? parsed.data : null;
});

/** The transaction an event of the transactions stream creates (a commit), or null. */
export const transactionOf = (event: StoredEvent): Transaction | null =>
  event.data.before ? null : transactionNow(event);

/** The company as an event of the companies stream leaves it, or null (deleted, or not a company). */
export const companyNow = oncePerEvent((event): Company | null => {
  if (event.stream_type !== 'companies') return null;
  const parsed = companySchema.safeParse(recordOf(event));
  return parsed.success ? parsed.data : null;
});

/** Key that identifies an item across gateway replicas (each replica may publish it). */
export function itemKey(item: FeedItem): string {
  if (item.kind === 'progress') return `p:${item.notice.task_uuid}:${item.notice.done}:${item.notice.total}`;
  return item.event.position > 0 ? `e:${item.event.position}` : `s:${item.event.stream_id}:${item.event.version}`;
}
