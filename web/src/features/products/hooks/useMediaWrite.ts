/** A media write's actor for a screen (upload or delete), inspectable, with the §8 wording of its failure. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { MediaWriteApplied, MediaWriteEvent, mediaWriteMachine } from '@console/machines';
import { showFailure } from '../../../kit/ui/toaster.js';
import { useInspect } from '../../inspector/index.js';

/** The failure as one line: the §8 message and the platform's reason. */
export const failureText = (failure: { message: string; detail: string | null } | null): string | null =>
  failure ? `${failure.message}${failure.detail ? `: ${failure.detail}` : ''}` : null;

export function useMediaWrite(machine: typeof mediaWriteMachine, onApplied: (done: MediaWriteApplied) => void) {
  const actor = useActorRef(machine, { inspect: useInspect() });
  const applied = useRef(onApplied);
  applied.current = onApplied;
  useEffect(() => {
    const subscriptions = [
      actor.on('write.applied', (event) => applied.current(event)),
      actor.on('write.refused', ({ failure }) => showFailure(failureText(failure)!)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  return {
    preview: snapshot.context.preview,
    of: snapshot.context.of,
    task: snapshot.context.task,
    failure: failureText(snapshot.context.failure),
    /** Previewing or applying (not following). */
    busy: snapshot.hasTag('busy') && !snapshot.hasTag('running'),
    running: snapshot.hasTag('running'),
    /** The task ended without writing (failed, cancelled) or could not be followed. */
    failed: snapshot.matches('failed'),
    /** A preview to apply: nothing refused, something to write, not yet applied. */
    canApply: snapshot.can({ type: 'write.apply' }),
    send: (event: MediaWriteEvent) => actor.send(event),
  };
}
