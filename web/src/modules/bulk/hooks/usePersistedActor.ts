/**
 * Starts a wizard's actor from the snapshot kept in sessionStorage (resume after a reload) and
 * keeps that snapshot up to date. A snapshot that no longer fits the machine is dropped.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyStateMachine, InputFrom, Snapshot } from 'xstate';
import { useInspect } from '../../inspector/index.js';

/** Reads a kept snapshot, or null when there is none or it does not fit the machine any more. */
export function readKept(machine: AnyStateMachine, key: string): Snapshot<unknown> | null {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return null;
    const kept = JSON.parse(text) as { value: never; context: never; status?: string };
    if (kept.status !== 'active') return null;
    machine.resolveState({ value: kept.value, context: kept.context });
    return kept as unknown as Snapshot<unknown>;
  } catch {
    sessionStorage.removeItem(key);
    return null;
  }
}

/** Forgets the kept snapshot (a fresh start). */
export const forgetKept = (key: string): void => sessionStorage.removeItem(key);

export interface PersistedActor<T extends AnyStateMachine> {
  actor: ReturnType<typeof useActorRef<T>>;
  /** True when the wizard was resumed from a kept snapshot. */
  resumed: boolean;
  /** False when the snapshot was too big for sessionStorage (a reload would lose the work). */
  kept: boolean;
}

/**
 * The actor of `machine` (already provided), resumed from `key` when a snapshot is kept there.
 * `idle` tells which snapshots need no keeping (nothing entered yet).
 */
export function usePersistedActor<T extends AnyStateMachine>(machine: T, key: string, input: InputFrom<T>, idle: (snapshot: ReturnType<T['getInitialSnapshot']>) => boolean): PersistedActor<T> {
  const inspect = useInspect();
  const [restored] = useState(() => readKept(machine, key));
  const actor = useActorRef(machine, restored ? { snapshot: restored as never, input, inspect } : { input, inspect });
  const [kept, setKept] = useState(true);
  useEffect(() => {
    const save = () => {
      const snapshot = actor.getSnapshot();
      if (idle(snapshot as never)) return sessionStorage.removeItem(key);
      try {
        sessionStorage.setItem(key, JSON.stringify(actor.getPersistedSnapshot()));
        setKept(true);
      } catch {
        // Over the storage quota (very large uploads): say so rather than fail.
        sessionStorage.removeItem(key);
        setKept(false);
      }
    };
    save();
    const sub = actor.subscribe(save);
    return () => sub.unsubscribe();
  }, [actor, key, idle]);
  return { actor, resumed: restored !== null, kept };
}
