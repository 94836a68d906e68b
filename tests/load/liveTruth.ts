/**
 * What should have arrived, from the platform's store itself (read once the platform has
 * stopped): every event since a moment, which subscriptions it belongs to (the filters of
 * schema/graphql/live.graphql, spelled out here independently of the gateway), and the figures
 * the live benchmark prints (percentiles, min/median/max).
 */
import { mayReadStream } from '@console/schema';
import { openStore, type StoreTarget } from '../fault/store.js';
import type { Topic } from './liveClients.js';

/** One stored event, as far as routing and timing go. */
export interface TruthEvent {
  position: number;
  streamType: string;
  streamId: string;
  recordedAt: number;
  /** The task it ran under (meta.task_uuid). */
  taskUuid: string | null;
  /** The transaction it belongs to (meta.transaction_uuid). */
  transactionUuid: string | null;
  /** A transaction's company (transactions only). */
  company: string | null;
  /** A new record (no `before`): what transactionCommitted sends. */
  created: boolean;
  /** A task's status after the event (tasks only). */
  status: string | null;
  /** A transaction's finished_at (ms; transactions only). */
  finishedAt: number | null;
}

/** Every event recorded at or after `since`, in position order, from a stopped platform's store. */
export async function readEvents(store: StoreTarget, since: Date): Promise<TruthEvent[]> {
  const db = await openStore(store);
  try {
    const rows = await db.query<{
      position: string | number;
      stream_type: string;
      stream_id: string;
      recorded_at: Date | string;
      task_uuid: string | null;
      transaction_uuid: string | null;
      company: string | null;
      created: boolean;
      status: string | null;
      finished_at: string | null;
    }>(
      `select position, stream_type, stream_id, recorded_at, meta ->> 'task_uuid' as task_uuid,
              meta ->> 'transaction_uuid' as transaction_uuid,
              data -> 'after' -> 'company' ->> 'digit_code' as company,
              coalesce(data -> 'before', 'null'::jsonb) = 'null'::jsonb as created,
              case when stream_type = 'tasks' then data -> 'after' ->> 'status' end as status,
              case when stream_type = 'transactions' then data -> 'after' ->> 'finished_at' end as finished_at
         from events where recorded_at >= $1 order by position`,
      [since.toISOString()],
    );
    return rows.map((r) => ({
      position: Number(r.position),
      streamType: r.stream_type,
      streamId: r.stream_id,
      recordedAt: new Date(r.recorded_at).getTime(),
      taskUuid: r.task_uuid,
      transactionUuid: r.transaction_uuid,
      company: r.company,
      created: r.created,
      status: r.status,
      finishedAt: r.finished_at ? Date.parse(r.finished_at) : null,
    }));
  } finally {
    await db.close();
  }
}

/**
 * When each event became visible: its transaction's commit (the transaction's finished_at, set as
 * it ends) when that is later than the event's recorded_at (a 100,000-row apply writes its rows
 * for seconds before the commit shows them to anyone), else its recorded_at.
 */
export function visibleAt(truth: readonly TruthEvent[]): (e: TruthEvent) => number {
  const finished = new Map<string, number>();
  for (const e of truth)
    if (e.streamType === 'transactions' && e.finishedAt !== null)
      finished.set(e.streamId.slice(e.streamId.indexOf(':') + 1), e.finishedAt);
  return (e) => Math.max(e.recordedAt, (e.transactionUuid && finished.get(e.transactionUuid)) || 0);
}

/** An event of `type` (any type when null), of the record `uuid` when given. */
const ofRecord = (e: TruthEvent, type: unknown, uuid: unknown) =>
  (!type || e.streamType === type) &&
  (!uuid || e.streamId === `${e.streamType}:${String(uuid)}` || e.streamId === uuid);

/** Whether a subscription on `topic` by a user with `scope` is to receive event `e`. */
export function belongsTo(topic: Topic, e: TruthEvent, scope: readonly string[]): boolean {
  const v = topic.variables;
  switch (topic.kind) {
    case 'entityChanged':
      return mayReadStream(scope, e.streamType) && ofRecord(e, v.resource, v.uuid);
    case 'transactionCommitted':
      return (
        e.streamType === 'transactions' && e.created && (!v.company_digit_code || e.company === v.company_digit_code)
      );
    case 'taskUpdated':
      return ofRecord(e, 'tasks', v.task_uuid);
    case 'taskProgress':
      return false; // coalesced ticks: no count to expect, only the start and the end of each task
  }
}

/** The p-th percentile (nearest rank) of numbers sorted ascending. */
export const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;

/** A growable list of numbers, sorted once when read (millions of latencies fit). */
export class Samples {
  private data = new Float64Array(1024);
  length = 0;
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
  sorted(): Float64Array {
    return this.data.subarray(0, this.length).sort();
  }
}

/** "p50 … p95 … p99 … max …" of a sample, in ms. */
export function spread(samples: Samples): { n: number; p50: number; p95: number; p99: number; max: number } {
  const s = samples.sorted();
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1]! : NaN,
  };
}

/** Min / median / max of some counts. */
export function minMedianMax(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? `${s[0]} / ${percentile(s, 50)} / ${s.at(-1)}` : '–';
}
