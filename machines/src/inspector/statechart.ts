/**
 * Statechart data drawn from a machine's definition (`machine.root`, the StateNode tree): its
 * nodes with their kind and initial child, and every transition with its event and guard. The
 * recorder marks taken transitions with the same `transitionKey`, so the panel can join them.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type ChartTransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'wildcard';

/** One state node. `path` is its keys from the root (the root's is empty). */
export interface ChartNode {
  id: string;
  key: string;
  path: string[];
  parentId: string | null;
  type: ChartNodeType;
  /** Id of the initial child (compound states only). */
  initial: string | null;
  children: string[];
  tags: string[];
  /** Sources of the actors invoked while in this state. */
  invokes: string[];
}

/** One transition; `targets` is empty for a targetless (self/actions-only) transition. */
export interface ChartTransition {
  id: string;
  source: string;
  targets: string[];
  eventType: string;
  kind: ChartTransitionKind;
  /** Readable guard: its name, `and(a, b)`, `not(a)`, or `inline` for an anonymous function. */
  guard: string | null;
  /** Short label for drawing: `wizard.next`, `always`, `after 1000`, `done fetchUser`. */
  label: string;
}

export interface Statechart {
  machineId: string;
  rootId: string;
  nodes: ChartNode[];
  transitions: ChartTransition[];
}

type GuardLike = string | { type?: unknown } | ((...args: never[]) => unknown) | undefined;

/** Readable name of a transition guard. */
export function guardName(guard: GuardLike): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    if (Array.isArray(inner) && ['and', 'or', 'not'].includes(guard.name))
      return `${guard.name}(${inner.map(guardName).join(', ')})`;
    if (guard.name === 'stateIn') return 'stateIn';
    return 'inline';
  }
  return typeof guard.type === 'string' ? guard.type : 'inline';
}

/** The stable key of a transition: source id, event type and its position among that event's transitions. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return `${source.id}|${t.eventType}|${Math.max(0, list.indexOf(t))}`;
}

function kindOf(eventType: string): ChartTransitionKind {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'wildcard';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function labelOf(eventType: string): string {
  switch (kindOf(eventType)) {
    case 'always':
      return 'always';
    case 'after':
      return `after ${eventType.split('.')[2]}`;
    case 'done':
      return eventType.startsWith('xstate.done.actor.')
        ? `done ${eventType.slice('xstate.done.actor.'.length)}`
        : 'done';
    case 'error':
      return `error ${eventType.replace(/^xstate\.error\.(actor\.)?/, '')}`;
    default:
      return eventType;
  }
}

const cache = new WeakMap<AnyStateMachine, Statechart>();

/** Nodes and transitions of `machine`, in document order (cached per machine). */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const cached = cache.get(machine);
  if (cached) return cached;
  const nodes: ChartNode[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states ?? {}) as AnyStateNode[];
    nodes.push({
      id: node.id,
      key: node.key,
      path: [...node.path],
      parentId: node.parent ? node.parent.id : null,
      type: node.type as ChartNodeType,
      initial: node.type === 'compound' ? (node.initial?.target?.[0]?.id ?? null) : null,
      children: children.map((c) => c.id),
      tags: [...(node.tags ?? [])],
      invokes: (node.invoke ?? []).map((inv: { src: unknown; id: string }) =>
        typeof inv.src === 'string' ? inv.src : inv.id,
      ),
    });
    const lists: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
    if (node.always?.length) lists.push(['', node.always]);
    for (const [eventType, list] of lists) {
      list.forEach((t, i) => {
        transitions.push({
          id: `${node.id}|${eventType}|${i}`,
          source: node.id,
          targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
          eventType,
          kind: kindOf(eventType),
          guard: guardName(t.guard as GuardLike),
          label: labelOf(eventType),
        });
      });
    }
    children.forEach(visit);
  };
  visit(machine.root);
  const chart = { machineId: machine.id, rootId: machine.root.id, nodes, transitions };
  cache.set(machine, chart);
  return chart;
}

/** Ids of the nodes active in `value` (the root included), walking the chart by keys. */
export function activeNodeIds(chart: Statechart, value: StateValue | null): Set<string> {
  const active = new Set<string>();
  if (value === null) return active;
  const byPath = new Map(chart.nodes.map((n) => [n.path.join('.'), n]));
  const visit = (prefix: string[], v: StateValue) => {
    if (typeof v === 'string') {
      const node = byPath.get([...prefix, v].join('.'));
      if (node) active.add(node.id);
      return;
    }
    for (const [key, child] of Object.entries(v)) {
      const node = byPath.get([...prefix, key].join('.'));
      if (node) active.add(node.id);
      if (child !== undefined) visit([...prefix, key], child as StateValue);
    }
  };
  active.add(chart.rootId);
  visit([], value);
  return active;
}

/** A state value as one line: `signedIn.checking`, or `a.x | b.y` for parallel regions. */
export function formatStateValue(value: StateValue | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
    const inner = formatStateValue(child as StateValue);
    return inner.includes(' | ') ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' | ');
}
