/**
 * The exported actor log (a JSON file, versioned, redacted): the machine id, the input or the
 * state the log starts from, the events with their times and taken transitions, and the state
 * reached. Importing replays the events in the sandbox and says whether that state is reached.
 */
import { z } from 'zod';
import { isMachineSnapshot, type AnyEventObject, type AnyStateMachine, type StateValue } from 'xstate';
import { replayEvents, sandboxMachine, viewOf, type SnapshotView } from './replay.js';
import type { MachineRegistry } from './registry.js';
import type { Inspector } from './types.js';

export const ACTOR_LOG_FORMAT = 'console.inspector.actor-log';
export const ACTOR_LOG_VERSION = 1;

const stateValueSchema: z.ZodType<StateValue> = z.lazy(() =>
  z.union([z.string(), z.record(z.string(), stateValueSchema)]),
) as z.ZodType<StateValue>;
const stateSchema = z.object({ value: stateValueSchema, context: z.unknown() });

/** The file's model; `parseActorLog` checks imports with it. */
export const actorLogSchema = z.object({
  format: z.literal(ACTOR_LOG_FORMAT, { error: () => `not an inspector log (format must be "${ACTOR_LOG_FORMAT}")` }),
  version: z.literal(ACTOR_LOG_VERSION, {
    error: () => `unsupported inspector log version (this app reads version ${ACTOR_LOG_VERSION})`,
  }),
  exportedAt: z.string(),
  machineId: z.string().min(1),
  actor: z.object({ id: z.string(), name: z.string(), systemId: z.string().nullable() }),
  input: z.unknown(),
  /** Null: the log starts at the initial state computed from `input`. */
  start: stateSchema.nullable(),
  events: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      time: z.number(),
      event: z.object({ type: z.string().min(1) }).passthrough(),
      transitions: z.array(z.string()),
    }),
  ),
  /** The state the recorded actor had reached, to check the replay against. */
  final: stateSchema.extend({ status: z.string(), tags: z.array(z.string()) }),
});
export type ActorLog = z.infer<typeof actorLogSchema>;

/** The log of an actor's retained events, ready to save as JSON; null for unknown or non-machine actors. */
export function exportActorLog(inspector: Inspector, actorId: string, exportedAt = new Date()): ActorLog | null {
  const info = inspector.actor(actorId);
  const base = inspector.replayBase(actorId);
  if (!info || !base || info.machineId === null || info.value === null) return null;
  return {
    format: ACTOR_LOG_FORMAT,
    version: ACTOR_LOG_VERSION,
    exportedAt: exportedAt.toISOString(),
    machineId: info.machineId,
    actor: { id: info.id, name: info.name, systemId: info.systemId },
    input: base.input ?? null,
    start: base.state,
    events: inspector
      .events(actorId)
      .filter((e) => e.type !== 'xstate.init')
      .map((e) => ({ index: e.index, time: e.time, event: e.event, transitions: e.transitions })),
    final: { status: info.status, value: info.value, context: info.context, tags: info.tags },
  };
}

/** A file name for the log: `bulkWizard-2025-01-02T03-04-05.inspector.json`. */
export const actorLogFileName = (log: ActorLog): string =>
  `${log.machineId}-${log.exportedAt.replace(/[:.]/g, '-').replace(/-\d+Z$/, '')}.inspector.json`;

/** Parses and checks a log file's text; throws an Error whose message says what is wrong. */
export function parseActorLog(text: string): ActorLog {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The file is not JSON.');
  }
  const parsed = actorLogSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`);
    throw new Error(`The file is not a valid inspector log: ${issues.join('; ')}`);
  }
  return parsed.data;
}

export interface ReplayedLog {
  machine: AnyStateMachine;
  view: SnapshotView;
  /** True when the replay reached the recorded state value and context. */
  matches: boolean;
  /** Why not, when it did not. */
  mismatch: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What a replay's error says. */
const errorText = (error: unknown) => String((error as Error)?.message ?? error);

/** Replays a log with the registered machine in the sandbox and compares the result with `final`. */
export function replayActorLog(log: ActorLog, registry: MachineRegistry): ReplayedLog {
  const machine = registry.get(log.machineId);
  if (!machine)
    throw new Error(
      `No machine "${log.machineId}" is registered in this app (known: ${registry.ids().join(', ') || 'none'}).`,
    );
  const result = replayEvents(
    sandboxMachine(machine),
    { input: log.input, state: log.start },
    log.events.map((e) => e.event as AnyEventObject),
  );
  const view = viewOf(result.snapshot);
  let mismatch: string | null = null;
  if (result.failedAt !== null) mismatch = `replay failed at event ${result.failedAt + 1}: ${errorText(result.error)}`;
  else if (!isMachineSnapshot(result.snapshot)) mismatch = 'replay did not produce a machine snapshot';
  else if (!same(view.value, log.final.value))
    mismatch = `state ${JSON.stringify(view.value)} differs from the recorded ${JSON.stringify(log.final.value)}`;
  else if (!same(view.context, log.final.context)) mismatch = 'context differs from the recorded one';
  return { machine, view, matches: mismatch === null, mismatch };
}

/** Replays a log and lists it in the inspector as a read-only actor; returns its id and the check. */
export function importActorLog(
  inspector: Inspector,
  log: ActorLog,
  registry: MachineRegistry,
): ReplayedLog & { actorId: string } {
  const replayed = replayActorLog(log, registry);
  const actorId = inspector.addReplay({
    machine: replayed.machine,
    name: `${log.actor.name} (imported)`,
    input: log.input,
    state: log.start,
    events: log.events.map((e) => ({ ...e, type: e.event.type, event: e.event as AnyEventObject, sourceId: null })),
  });
  return { ...replayed, actorId };
}
