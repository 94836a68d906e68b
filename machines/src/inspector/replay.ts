/**
 * Replay without side effects: snapshots are computed with xstate's pure `initialTransition` /
 * `transition` (no action, invoked actor or timer runs), from a machine whose actors are inert
 * and whose custom actions do nothing — a sandbox twice over. Used for past snapshots of live
 * actors and for imported logs.
 */
import {
  fromCallback,
  initialTransition,
  isMachineSnapshot,
  transition,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type Snapshot,
  type StateValue,
} from 'xstate';
import { redact, type RedactOptions } from './redact.js';

/** Where a replay starts: the actor's input, or a state it was restored to (or reached before the log begins). */
export interface ReplayStart {
  input: unknown;
  state?: { value: StateValue; context: unknown } | null;
}

/** A past snapshot as the panel shows it: plain, redacted, read-only. */
export interface SnapshotView {
  status: string;
  value: StateValue | null;
  tags: string[];
  context: unknown;
  output?: unknown;
  error?: unknown;
}

export const INIT_EVENT = 'xstate.init';

const inert = fromCallback(() => undefined);
const sandboxes = new WeakMap<AnyStateMachine, AnyStateMachine>();

export const isStateMachine = (logic: unknown): logic is AnyStateMachine =>
  !!logic &&
  typeof logic === 'object' &&
  'root' in logic &&
  typeof (logic as { resolveState?: unknown }).resolveState === 'function';

/** `machine` with every named actor inert and every custom (non-built-in) action a no-op. */
export function sandboxMachine(machine: AnyStateMachine): AnyStateMachine {
  const cached = sandboxes.get(machine);
  if (cached) return cached;
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors ?? {}).map((name) => [name, inert]));
  // Built-in actions (assign, raise, sendTo…) carry `resolve` and must stay: they compute the context.
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions ?? {})
      .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
      .map(([name]) => [name, () => undefined]),
  );
  const sandbox = machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
  sandboxes.set(machine, sandbox);
  return sandbox;
}

/** The snapshot a replay starts from. */
export function startSnapshot(logic: AnyActorLogic, start: ReplayStart): Snapshot<unknown> {
  if (start.state && isStateMachine(logic))
    return logic.resolveState({ value: start.state.value, context: start.state.context as never });
  return initialTransition(logic, start.input as never)[0];
}

/** The snapshot after `event`; `xstate.init` and events to a finished actor change nothing. */
export function stepSnapshot(
  logic: AnyActorLogic,
  snapshot: Snapshot<unknown>,
  event: AnyEventObject,
): Snapshot<unknown> {
  if (event.type === INIT_EVENT || snapshot.status !== 'active') return snapshot;
  return transition(logic, snapshot as never, event as never)[0];
}

export interface ReplayResult {
  snapshot: Snapshot<unknown>;
  /** Index of the event whose replay threw (then `snapshot` is the one before it), else null. */
  failedAt: number | null;
  error: unknown;
}

/** Replays `events` from `from` (a snapshot, or a start to compute one) and returns where it ends. */
export function replayEvents(
  logic: AnyActorLogic,
  from: Snapshot<unknown> | ReplayStart,
  events: readonly AnyEventObject[],
): ReplayResult {
  let snapshot: Snapshot<unknown>;
  try {
    snapshot = 'status' in from ? from : startSnapshot(logic, from);
  } catch (error) {
    return { snapshot: { status: 'error', output: undefined, error } as Snapshot<unknown>, failedAt: -1, error };
  }
  for (let i = 0; i < events.length; i += 1) {
    try {
      snapshot = stepSnapshot(logic, snapshot, events[i] as AnyEventObject);
    } catch (error) {
      return { snapshot, failedAt: i, error };
    }
  }
  return { snapshot, failedAt: null, error: null };
}

/** A read-only, redacted view of any actor snapshot. */
export function viewOf(snapshot: Snapshot<unknown>, options?: RedactOptions): SnapshotView {
  const machine = isMachineSnapshot(snapshot);
  const raw = snapshot as Snapshot<unknown> & { context?: unknown; input?: unknown };
  const view: SnapshotView = {
    status: snapshot.status,
    value: machine ? snapshot.value : null,
    tags: machine ? [...snapshot.tags] : [],
    context: redact(machine ? raw.context : raw.input, options),
  };
  if (snapshot.status === 'done') view.output = redact(snapshot.output, options);
  if (snapshot.status === 'error') view.error = redact(snapshot.error, options);
  return Object.freeze(view);
}
