/**
 * The recorder: an XState inspection callback that keeps, per actor, who it is, its latest
 * snapshot and a bounded log of the events it received with the transitions they caused. Events
 * and inputs are redacted when recorded; contexts are redacted when read. Past snapshots are not
 * stored: `snapshotAt` replays the retained log in the sandbox (replay.ts).
 */
import {
  isMachineSnapshot,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { redact, type RedactOptions } from './redact.js';
import {
  INIT_EVENT,
  isStateMachine,
  replayEvents,
  sandboxMachine,
  startSnapshot,
  stepSnapshot,
  viewOf,
  type ReplayStart,
  type SnapshotView,
} from './replay.js';
import { RingBuffer } from './ringBuffer.js';
import { transitionKey } from './statechart.js';
import { actorInfoOf, type ActorLike, type ActorRecord } from './actorRecord.js';
import type { ActorInfo, ImportedReplay, Inspector, RecordedEvent } from './types.js';

export interface InspectorOptions {
  /** Events kept per actor (default 500); older ones are folded into the replay base. */
  limit?: number;
  /** Stopped actors kept for review (default 50). */
  keepStopped?: number;
  /** Clock (tests). */
  now?: () => number;
  redaction?: RedactOptions;
}

const replayLogic = (logic: AnyActorLogic): AnyActorLogic => (isStateMachine(logic) ? sandboxMachine(logic) : logic);

/** Creates a recorder; pass its `inspect` to `createActor(machine, { inspect })`. */
export function createInspector(options: InspectorOptions = {}): Inspector {
  const limit = options.limit ?? 500;
  const keepStopped = options.keepStopped ?? 50;
  const now = options.now ?? Date.now;
  const redactOptions = options.redaction;
  const records = new Map<string, ActorRecord>();
  const stopped: string[] = [];
  const listeners = new Set<() => void>();
  const senders = new WeakMap<object, string | null>();
  const views = new WeakMap<object, SnapshotView>();
  // Keyed by actor ref until its first snapshot: actors created but never started (React's
  // strict mode makes some) are then never listed.
  const created = new WeakMap<object, number>();
  const pending = new WeakMap<object, string[]>();
  let version = 0;
  let imports = 0;

  const viewOfSnapshot = (snapshot: Snapshot<unknown>): SnapshotView => {
    let view = views.get(snapshot);
    if (!view) views.set(snapshot, (view = viewOf(snapshot, redactOptions)));
    return view;
  };

  const changed = () => {
    version += 1;
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A failing listener must not break the app's actors, which call us synchronously.
      }
    }
  };

  const newRecord = (
    ref: ActorLike | null,
    id: string,
    name: string,
    logic: AnyActorLogic,
    imported: boolean,
    capacity = limit,
  ): ActorRecord => ({
    ref,
    id,
    name,
    logic,
    imported,
    systemId: ref?.systemId ?? null,
    src: typeof ref?.src === 'string' ? ref.src : null,
    parentId: ref?._parent?.sessionId ?? null,
    createdAt: (ref && created.get(ref)) ?? now(),
    updatedAt: now(),
    snapshot: null,
    frozen: null,
    start: null,
    base: null,
    log: new RingBuffer<RecordedEvent>(capacity),
    received: 0,
    taken: new Map(),
    info: null,
  });

  const recordOf = (ref: ActorLike): ActorRecord => {
    let record = records.get(ref.sessionId);
    if (!record) records.set(ref.sessionId, (record = newRecord(ref, ref.sessionId, ref.id, ref.logic, false)));
    return record;
  };

  const retire = (record: ActorRecord) => {
    if (record.snapshot) record.frozen = viewOfSnapshot(record.snapshot);
    record.ref = null;
    record.snapshot = null;
    stopped.push(record.id);
    while (stopped.length > keepStopped) records.delete(stopped.shift() as string);
  };

  /** The snapshot before the oldest retained event. */
  const baseOf = (record: ActorRecord): Snapshot<unknown> | null => {
    if (record.base) return record.base;
    return record.start ? startSnapshot(replayLogic(record.logic), record.start) : null;
  };

  const onSnapshot = (ref: ActorLike, event: AnyEventObject, snapshot: Snapshot<unknown>) => {
    const record = recordOf(ref);
    if (!record.ref) return;
    const previous = record.snapshot;
    const transitions = pending.get(ref) ?? [];
    pending.delete(ref);
    if (event.type === INIT_EVENT && record.start === null) {
      const restored = ref.options?.snapshot !== undefined && isMachineSnapshot(snapshot);
      record.start = {
        input: redact((event as { input?: unknown }).input, redactOptions),
        state: restored ? { value: snapshot.value, context: viewOfSnapshot(snapshot).context } : null,
      };
    }
    record.snapshot = snapshot;
    const entry: RecordedEvent = {
      index: record.received,
      time: now(),
      type: event.type,
      event: redact(event, redactOptions) as AnyEventObject,
      sourceId: senders.get(event) ?? null,
      from: previous && isMachineSnapshot(previous) ? previous.value : null,
      to: isMachineSnapshot(snapshot) ? snapshot.value : null,
      transitions,
    };
    for (const key of transitions) record.taken.set(key, (record.taken.get(key) ?? 0) + 1);
    record.received += 1;
    record.updatedAt = entry.time;
    record.info = null;
    const evicted = record.log.push(entry);
    if (evicted) {
      // Fold the evicted event into the base so that older snapshots stay computable.
      try {
        const base = baseOf(record);
        record.base = base ? stepSnapshot(replayLogic(record.logic), base, evicted.event) : null;
      } catch {
        record.base = null;
      }
    }
    if (snapshot.status !== 'active') retire(record);
    changed();
  };

  const handle = (inspection: InspectionEvent) => {
    const ref = inspection.actorRef as unknown as ActorLike;
    switch (inspection.type) {
      case '@xstate.actor':
        created.set(ref, now());
        return;
      case '@xstate.event':
        senders.set(inspection.event, (inspection.sourceRef as ActorLike | undefined)?.sessionId ?? null);
        return;
      case '@xstate.microstep': {
        const keys = (inspection._transitions as AnyTransitionDefinition[]).map(transitionKey);
        const list = pending.get(ref);
        if (list) list.push(...keys);
        else pending.set(ref, keys);
        return;
      }
      case '@xstate.snapshot':
        onSnapshot(ref, inspection.event, inspection.snapshot);
        return;
    }
  };

  const infoOf = (record: ActorRecord) => actorInfoOf(record, viewOfSnapshot);

  return {
    inspect(inspection) {
      try {
        handle(inspection);
      } catch {
        // The inspector observes; whatever goes wrong in it must never reach the app's actors.
      }
    },
    actors({ includeStopped = false } = {}) {
      const out: ActorInfo[] = [];
      for (const record of records.values()) {
        if (
          record.ref &&
          record.snapshot &&
          record.ref.getSnapshot().status !== 'active' &&
          record.snapshot.status === 'active'
        ) {
          // An actor that failed inside a transition emits no snapshot; notice it here.
          record.snapshot = record.ref.getSnapshot();
          record.info = null;
          retire(record);
        }
        const info = infoOf(record);
        if (includeStopped || info.live) out.push(info);
      }
      return out;
    },
    actor: (actorId) => {
      const record = records.get(actorId);
      return record ? infoOf(record) : null;
    },
    events: (actorId) => records.get(actorId)?.log.toArray() ?? [],
    snapshotAt(actorId, index) {
      const record = records.get(actorId);
      const first = record?.log.at(0);
      if (!record || !first || index < first.index || index > first.index + record.log.length - 1) return null;
      const base = baseOf(record);
      if (!base) return null;
      const events = record.log
        .toArray()
        .slice(0, index - first.index + 1)
        .map((e) => e.event);
      const result = replayEvents(replayLogic(record.logic), base, events);
      return result.failedAt === null ? viewOf(result.snapshot, redactOptions) : null;
    },
    taken: (actorId) => records.get(actorId)?.taken ?? new Map(),
    machineOf(actorId) {
      const logic = records.get(actorId)?.logic;
      return isStateMachine(logic) ? logic : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    replayBase(actorId) {
      const record = records.get(actorId);
      if (!record?.start) return null;
      if (!record.base) return record.start;
      const view = viewOf(record.base, redactOptions);
      return {
        input: record.start.input,
        state: view.value === null ? null : { value: view.value, context: view.context },
      };
    },
    addReplay(replay: ImportedReplay) {
      imports += 1;
      const id = `import:${imports}`;
      const logic = sandboxMachine(replay.machine);
      const record = newRecord(null, id, replay.name, logic, true, Math.max(limit, replay.events.length + 1));
      record.start = { input: replay.input, state: replay.state };
      let snapshot = startSnapshot(logic, record.start as ReplayStart);
      const init = { type: INIT_EVENT, input: replay.input };
      const entries = [
        {
          index: 0,
          time: replay.events[0]?.time ?? now(),
          type: INIT_EVENT,
          event: init,
          sourceId: null,
          transitions: [],
        },
        ...replay.events,
      ];
      for (const entry of entries) {
        const from = isMachineSnapshot(snapshot) ? snapshot.value : null;
        snapshot = stepSnapshot(logic, snapshot, entry.event);
        record.log.push({
          ...entry,
          from: entry.type === INIT_EVENT ? null : from,
          to: isMachineSnapshot(snapshot) ? snapshot.value : null,
        });
        for (const key of entry.transitions) record.taken.set(key, (record.taken.get(key) ?? 0) + 1);
        record.received += 1;
      }
      record.frozen = viewOf(snapshot, redactOptions);
      stopped.push(id);
      records.set(id, record);
      changed();
      return id;
    },
    clearStopped() {
      for (const id of stopped.splice(0)) records.delete(id);
      changed();
    },
  };
}
