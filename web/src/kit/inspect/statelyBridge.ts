/**
 * Optional connection to Stately's inspector (`@statelyai/inspect`), turned on by a developer
 * only: loaded on demand, so that it costs nothing otherwise, and remembered in localStorage.
 * Actors created before it connects are not shown there; reloading the page shows them all.
 * What leaves for Stately's window is redacted as the panel's own records are (redact.ts):
 * events and snapshots are plain copies with secrets replaced; nothing else is sent.
 */
import { redact, viewOf } from '@console/machines';
import type { InspectionEvent, Observer, Snapshot } from 'xstate';

/** What the bridge reads of an actor (inspection events type it loosely, as `ActorRefLike`). */
interface ActorView {
  id?: string;
  sessionId: string;
  logic?: { config?: Record<string, unknown> };
  _parent?: { sessionId: string };
  getSnapshot(): Snapshot<unknown>;
}
const actorOf = (ref: unknown) => ref as ActorView;

const STORAGE_KEY = 'console.inspector.stately';
let target: Partial<Observer<InspectionEvent>> | null = null;
let stop: (() => void) | null = null;

/** A snapshot as Stately reads it (value, context, status…), plain and redacted. */
function redactedSnapshot(snapshot: Snapshot<unknown>): unknown {
  const { value, tags, context, status, output, error } = viewOf(snapshot);
  return { status, value: value ?? undefined, context, tags, output, error, children: {} };
}

/**
 * The actor as Stately reads it on '@xstate.actor': its ids, its definition (whose static
 * context is redacted) and its snapshot, redacted whenever Stately asks for it.
 */
function redactedActor(actor: ActorView): unknown {
  const logic = actor.logic;
  const config = logic?.config && {
    ...logic.config,
    context: typeof logic.config.context === 'function' ? logic.config.context : redact(logic.config.context),
  };
  return {
    id: actor.id,
    sessionId: actor.sessionId,
    logic: config ? { config } : undefined,
    _parent: actor._parent ? { sessionId: actor._parent.sessionId } : undefined,
    getSnapshot: () => redactedSnapshot(actor.getSnapshot()),
  };
}

/** The inspection event Stately may see (null for the kinds it does not show). */
export function redactForStately(event: InspectionEvent): InspectionEvent | null {
  const ref = (actor: unknown) => actor && { id: actorOf(actor).id, sessionId: actorOf(actor).sessionId };
  switch (event.type) {
    case '@xstate.actor':
      return {
        type: event.type,
        rootId: event.rootId,
        actorRef: redactedActor(actorOf(event.actorRef)),
      } as unknown as InspectionEvent;
    case '@xstate.event':
      return {
        type: event.type,
        rootId: event.rootId,
        actorRef: ref(event.actorRef),
        sourceRef: ref(event.sourceRef),
        event: redact(event.event),
      } as unknown as InspectionEvent;
    case '@xstate.snapshot':
      return {
        type: event.type,
        rootId: event.rootId,
        actorRef: ref(event.actorRef),
        event: redact(event.event),
        snapshot: redactedSnapshot(event.snapshot),
      } as unknown as InspectionEvent;
    default:
      return null;
  }
}

/** Sends an inspection event, redacted, to Stately's inspector when connected. */
export function forwardToStately(event: InspectionEvent): void {
  if (!target) return;
  try {
    const redacted = redactForStately(event);
    if (redacted) target.next?.(redacted);
  } catch {
    // Stately's window may be gone; the app must not notice.
  }
}

export const statelyConnected = (): boolean => target !== null;

/** True when the developer turned the bridge on (it then reconnects after a reload). */
export function statelyWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opens Stately's inspector (a new window) and forwards every inspection event to it. */
export async function connectStately(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const stately = createBrowserInspector({ autoStart: true });
  target = stately.inspect;
  stop = () => stately.stop();
  localStorage.setItem(STORAGE_KEY, '1');
}

export function disconnectStately(): void {
  stop?.();
  target = null;
  stop = null;
  localStorage.removeItem(STORAGE_KEY);
}
