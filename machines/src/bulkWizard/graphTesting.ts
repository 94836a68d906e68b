/**
 * Shared by the wizards' path tests: walk every reachable state with `xstate/graph`, then replay
 * each path on a live actor (actors provided as never-settling fakes, their done and error events
 * sent as the path says) and check the live actor agrees with the traversal at every step.
 * Test support only; not exported from the package.
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

/** 'a.b' strings of every active leaf of a state value. */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leafPaths(child as StateValue, `${prefix}${key}.`),
  );
}

/** Every atomic or final state a snapshot can rest in (states an unguarded `always` passes through excluded). */
export function restingLeaves(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !(node.always ?? []).some((t) => !t.guard))
    .map((node) => node.path.join('.'))
    .sort();
}

/** Actors that never settle: the replay drives the machine with the path's own events. */
export function pendingActors(names: readonly string[], callbacks: readonly string[]) {
  const actors: Record<string, unknown> = {};
  for (const name of names) actors[name] = fromPromise(() => new Promise<never>(() => {}));
  for (const name of callbacks) actors[name] = fromCallback(() => () => {});
  return actors;
}

/** The moves of every preview-then-apply wizard (WizardStepEvent) and the task's cancel, as events to walk. */
export const STEP_EVENTS = [
  'wizard.next',
  'wizard.back',
  'wizard.confirm',
  'wizard.retry',
  'wizard.refresh',
  'wizard.cancel',
  'wizard.restart',
  'task.cancel',
].map((type) => ({ type }));

export interface WalkOptions<TInput> {
  events: Array<{ type: string; [key: string]: unknown }>;
  input?: TInput;
  /**
   * The parts of the context that tell states apart in the walk (default: all of it). With a
   * projection, the replay compares only that projection, as the walk only knows it.
   */
  project?: (context: never) => unknown;
  actors: Record<string, unknown>;
}

const projectOf = (options: WalkOptions<unknown>) => options.project ?? ((context: unknown) => context);

/** Walks the machine; returns the paths and which resting states they reach. */
export function walk<TInput>(machine: AnyStateMachine, options: WalkOptions<TInput>) {
  const paths = getShortestPaths(machine, {
    // Only the events some active state node handles: the rest would loop back unchanged.
    events: ((snapshot: { _nodes: Array<{ ownEvents: string[] }> }) => {
      const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
      return options.events.filter((event) => handled.has(event.type));
    }) as never,
    input: options.input as never,
    limit: 1_000_000,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, projectOf(options)(snapshot.context as never)]),
  });
  const reached = new Set(paths.flatMap((path) => leafPaths(path.state.value as StateValue)));
  return { paths, reached: [...reached].sort() };
}

const providedCache = new WeakMap<AnyStateMachine, AnyStateMachine>();
/** The machine with the fake actors, built once per machine (provide() builds a whole new machine). */
function provided(machine: AnyStateMachine, actors: Record<string, unknown>): AnyStateMachine {
  let result = providedCache.get(machine);
  if (!result) providedCache.set(machine, (result = machine.provide({ actors: actors as never })));
  return result;
}

type WalkedPath = ReturnType<typeof walk>['paths'][number];

/**
 * Replays every path on live actors and returns where a live actor disagrees with the walk.
 * Shortest paths share prefixes, so each step starts from its parent step's live actor,
 * persisted and restored (`getPersistedSnapshot`): every edge is replayed once, and every
 * state is also shown to survive a reload.
 */
export function replayAll<TInput>(
  machine: AnyStateMachine,
  paths: readonly WalkedPath[],
  options: WalkOptions<TInput>,
): string[] {
  const logic = provided(machine, options.actors);
  const project = projectOf(options as WalkOptions<unknown>);
  const persisted = new Map<string, unknown>();
  const eventsOf = (path: WalkedPath) =>
    path.steps.filter((step, i) => !(i === 0 && step.event.type === 'xstate.init'));
  const keyOf = (steps: readonly { event: EventObject }[]) => steps.map((s) => JSON.stringify(s.event)).join('>');
  const failures: string[] = [];
  const first = createActor(logic, { input: options.input }).start();
  persisted.set('', first.getPersistedSnapshot());
  first.stop();
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const steps = eventsOf(path);
    const last = steps[steps.length - 1];
    if (!last) continue;
    const parent = persisted.get(keyOf(steps.slice(0, -1)));
    if (parent === undefined) {
      failures.push(`no parent for ${keyOf(steps)}`);
      continue;
    }
    const actor = createActor(logic, { input: options.input, snapshot: parent as never }).start();
    actor.send(last.event);
    const live = actor.getSnapshot();
    const where = `${steps.map((s) => s.event.type).join(' > ')}`;
    if (JSON.stringify(live.value) !== JSON.stringify(last.state.value)) {
      failures.push(`${where}: live ${JSON.stringify(live.value)} vs walked ${JSON.stringify(last.state.value)}`);
    } else if (
      JSON.stringify(project(live.context as never)) !== JSON.stringify(project(last.state.context as never))
    ) {
      failures.push(`${where}: contexts differ`);
    }
    persisted.set(keyOf(steps), actor.getPersistedSnapshot());
    actor.stop();
  }
  return failures;
}
