/** An actor as the recorder keeps it, and how it is shown (ActorInfo). */
import type { AnyActorLogic, Snapshot } from 'xstate';
import { isStateMachine, type SnapshotView } from './replay.js';
import type { RingBuffer } from './ringBuffer.js';
import type { ActorInfo, ActorStatus, RecordedEvent, ReplayBase } from './types.js';

/** The parts of an actor the recorder reads (Actor's public fields, `_parent` included in its type). */
export interface ActorLike {
  id: string;
  sessionId: string;
  systemId?: string;
  src: string | AnyActorLogic;
  logic: AnyActorLogic;
  _parent?: { sessionId: string };
  options?: { snapshot?: unknown };
  getSnapshot(): Snapshot<unknown>;
}

export interface ActorRecord {
  ref: ActorLike | null;
  id: string;
  name: string;
  systemId: string | null;
  /** The named source it was invoked from. */
  src: string | null;
  parentId: string | null;
  logic: AnyActorLogic;
  imported: boolean;
  createdAt: number;
  updatedAt: number;
  snapshot: Snapshot<unknown> | null;
  /** The redacted last view once the actor stopped (its live snapshot is then let go). */
  frozen: SnapshotView | null;
  start: ReplayBase | null;
  /** Snapshot before the oldest retained event, once the log overflowed. */
  base: Snapshot<unknown> | null;
  log: RingBuffer<RecordedEvent>;
  received: number;
  taken: Map<string, number>;
  info: ActorInfo | null;
}

/** Imported, frozen at its end, or as its live snapshot says. */
export function statusOf(record: ActorRecord): ActorStatus {
  if (record.imported) return 'replay';
  if (record.frozen) return record.frozen.status as ActorStatus;
  return record.snapshot ? (record.snapshot.status as ActorStatus) : 'not started';
}

/** The (cached) ActorInfo of a record. */
export function actorInfoOf(
  record: ActorRecord,
  viewOfSnapshot: (snapshot: Snapshot<unknown>) => SnapshotView,
): ActorInfo {
  if (record.info) return record.info;
  const view = record.frozen ?? (record.snapshot ? viewOfSnapshot(record.snapshot) : null);
  record.info = {
    id: record.id,
    name: record.name,
    systemId: record.systemId,
    machineId: isStateMachine(record.logic) ? record.logic.id : null,
    src: record.src,
    parentId: record.parentId,
    status: statusOf(record),
    live: !record.imported && record.frozen === null,
    imported: record.imported,
    value: view?.value ?? null,
    tags: view?.tags ?? [],
    context: view?.context ?? null,
    input: record.start?.input ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    received: record.received,
    firstIndex: record.log.at(0)?.index ?? 0,
  };
  return record.info;
}
