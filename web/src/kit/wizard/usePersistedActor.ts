/**
 * Starts a wizard's actor from the snapshot kept for this tab (resume after a reload) and
 * keeps that snapshot up to date through a WizardKeeper. A snapshot that no longer fits the
 * machine is dropped.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyStateMachine, InputFrom, Snapshot } from 'xstate';
import { useInspect } from '../inspect/InspectorContext.js';
import { WizardKeeper, type KeptStatus, type RowsStore, type SnapshotParts } from './wizardKeeper.js';

/** What a reload left: the snapshot to resume (or null), and a message when rows were lost. */
export interface Restored {
  snapshot: Snapshot<unknown> | null;
  lost: string | null;
}

/**
 * The snapshot when it still fits the machine, else null: its state must exist, and every actor
 * it was running must still be one the machine knows (a wizard kept by an older build, following
 * its task with an actor since replaced, would come back with nothing following it).
 */
export function fitting(machine: AnyStateMachine, snapshot: unknown): Snapshot<unknown> | null {
  try {
    const kept = snapshot as {
      value: never;
      context: never;
      status?: string;
      children?: Record<string, { src?: unknown }>;
    } | null;
    if (!kept || kept.status !== 'active') return null;
    machine.resolveState({ value: kept.value, context: kept.context });
    const known = (machine.implementations.actors ?? {}) as Record<string, unknown>;
    if (Object.values(kept.children ?? {}).some((child) => typeof child?.src === 'string' && !(child.src in known)))
      return null;
    return kept as unknown as Snapshot<unknown>;
  } catch {
    return null;
  }
}

export interface KeptWizard {
  keeper: WizardKeeper;
  /** Null while the rows are read back from IndexedDB. */
  restored: Restored | null;
}

/**
 * The keeper of `key` and what it restored: at once when all is in sessionStorage, after
 * IndexedDB answered when the rows were kept apart (`parts` and `store`).
 */
export function useKeptWizard<TRows>(
  machine: AnyStateMachine,
  key: string,
  rows?: { parts: SnapshotParts<TRows>; store: () => RowsStore<TRows> },
): KeptWizard {
  const [keeper] = useState(
    () =>
      new WizardKeeper<TRows>(
        key,
        sessionStorage,
        rows ? { parts: rows.parts, store: rows.store() } : {},
      ) as WizardKeeper,
  );
  const [restored, setRestored] = useState<Restored | null>(() => {
    const kept = keeper.readSync();
    if (kept?.rowsId) return null;
    const snapshot = fitting(machine, kept?.snapshot ?? null);
    if (kept && !snapshot) sessionStorage.removeItem(key);
    return { snapshot, lost: null };
  });
  useEffect(() => {
    if (restored) return;
    let live = true;
    void keeper.restore().then(({ snapshot, lost }) => {
      if (!live) return;
      const fits = fitting(machine, snapshot);
      if (snapshot && !fits) sessionStorage.removeItem(key);
      setRestored({ snapshot: fits, lost });
    });
    return () => {
      live = false;
    };
  }, [keeper, machine, key, restored]);
  return { keeper, restored };
}

export interface PersistedActor<T extends AnyStateMachine> {
  actor: ReturnType<typeof useActorRef<T>>;
  /** True when the wizard was resumed from a kept snapshot and stands where it was resumed. */
  resumed: boolean;
  /** Whether the latest snapshot is kept; when not, a message to show (a reload would lose work). */
  status: KeptStatus;
  /** Set when a reload could not bring the rows back. */
  lost: string | null;
}

/**
 * The actor of `machine` (already provided), resumed from what `kept` restored, its snapshot
 * kept by `kept.keeper` from then on. `idle` tells which snapshots need no keeping (nothing
 * entered yet).
 */
export function usePersistedActor<T extends AnyStateMachine>(
  machine: T,
  kept: { keeper: WizardKeeper; restored: Restored },
  input: InputFrom<T>,
  idle: (snapshot: ReturnType<T['getInitialSnapshot']>) => boolean,
): PersistedActor<T> {
  const inspect = useInspect();
  const { keeper } = kept;
  const [start] = useState(() => kept.restored);
  const actor = useActorRef(
    machine,
    start.snapshot ? { snapshot: start.snapshot as never, input, inspect } : { input, inspect },
  );
  const [status, setStatus] = useState<KeptStatus>(keeper.status);
  // "Resumed where you left off" stays until the wizard moves on from where it was resumed.
  const [movedOn, setMovedOn] = useState(false);
  useEffect(() => {
    if (!start.snapshot || movedOn) return;
    const at = JSON.stringify((start.snapshot as { value?: unknown }).value);
    const sub = actor.subscribe((s) => {
      if (JSON.stringify((s as { value?: unknown }).value) !== at) setMovedOn(true);
    });
    return () => sub.unsubscribe();
  }, [actor, start, movedOn]);
  useEffect(() => {
    const save = () => keeper.save(idle(actor.getSnapshot() as never) ? null : actor.getPersistedSnapshot());
    const unwatch = keeper.watch(setStatus);
    save();
    const sub = actor.subscribe(save);
    return () => {
      sub.unsubscribe();
      unwatch();
    };
  }, [actor, keeper, idle]);
  return { actor, resumed: start.snapshot !== null && !movedOn, status, lost: start.lost };
}
