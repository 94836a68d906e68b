/** What the inspector exposes about actors and the events they received. */
import type { AnyEventObject, StateValue } from 'xstate';
import type { SnapshotView } from './replay.js';

export type ActorStatus = 'not started' | 'active' | 'done' | 'error' | 'stopped' | 'replay';

/** One actor as the panel lists it; every value is redacted. */
export interface ActorInfo {
  /** The actor's session id (unique across systems): the key of every other call. */
  id: string;
  /** The actor's own id (invoke id, or the session id for a root). */
  name: string;
  systemId: string | null;
  /** The machine's id, or null for promise/callback actors. */
  machineId: string | null;
  /** The named source it was invoked from (`fetchUser`), if any. */
  src: string | null;
  parentId: string | null;
  status: ActorStatus;
  /** False once stopped, done or errored, and for imported replays. */
  live: boolean;
  /** True for a log imported from a file and replayed in the sandbox. */
  imported: boolean;
  value: StateValue | null;
  tags: string[];
  context: unknown;
  input: unknown;
  createdAt: number;
  updatedAt: number;
  /** Events received since creation (retained or not). */
  received: number;
  /** Index of the oldest retained event (0 until the log overflows). */
  firstIndex: number;
}

/** One event an actor received, with the transition it caused. */
export interface RecordedEvent {
  /** Position among all events this actor received; 0 is `xstate.init`. */
  index: number;
  time: number;
  type: string;
  /** The event, redacted. */
  event: AnyEventObject;
  /** Session id of the sender, when known. */
  sourceId: string | null;
  from: StateValue | null;
  to: StateValue | null;
  /** Keys (see `transitionKey`) of the transitions taken, in order. */
  transitions: string[];
}

/** The recorder's public face; pass `inspect` to every `createActor`/`useMachine`. */
export interface Inspector {
  inspect: (event: import('xstate').InspectionEvent) => void;
  /** Live actors, then (with `includeStopped`) the recently stopped and imported ones, in creation order. */
  actors(options?: { includeStopped?: boolean }): ActorInfo[];
  actor(actorId: string): ActorInfo | null;
  /** Retained events of an actor, oldest first. */
  events(actorId: string): RecordedEvent[];
  /** The snapshot right after event `index` (absolute, see RecordedEvent), computed by replay. */
  snapshotAt(actorId: string, index: number): SnapshotView | null;
  /** How many times each transition was taken (keys of `transitionKey`). */
  taken(actorId: string): ReadonlyMap<string, number>;
  /** The machine an actor runs (as provided), for the statechart and replay. */
  machineOf(actorId: string): import('xstate').AnyStateMachine | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grows on every change (for `useSyncExternalStore`). */
  version(): number;
  /** Internal hook for export/import: the replay start of the retained log. */
  replayBase(actorId: string): ReplayBase | null;
  /** Adds a replayed log (see logFile.ts) as a read-only actor; returns its id. */
  addReplay(replay: ImportedReplay): string;
  /** Forgets stopped and imported actors. */
  clearStopped(): void;
}

/** Where the retained log of an actor starts. */
export interface ReplayBase {
  input: unknown;
  /** Null when the log starts at the actor's initial state (computed from input). */
  state: { value: StateValue; context: unknown } | null;
}

/** An imported log, ready to be listed. */
export interface ImportedReplay {
  machine: import('xstate').AnyStateMachine;
  name: string;
  input: unknown;
  state: ReplayBase['state'];
  events: Omit<RecordedEvent, 'from' | 'to'>[];
}
