/**
 * One data area (§4) per screen area: a `dataAreaMachine` actor that the area's query tells when a
 * load starts, what it answered and when it failed. The query stays the transport; the actor
 * holds the loading flags and the values the screen renders, and is reset when the area's
 * identity (resource, record, company…) changes. It shows in the machine inspector.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { dataAreaMachine } from '@console/machines';
import type { DataAreaEvent, Failure, ListPage, ListRequest } from '@console/machines';
import type { AppError } from '../graphql/appError.js';
import { useInspect } from '../inspect/InspectorContext.js';
import { showFailure } from '../ui/toaster.js';

/** Which part of the area a query feeds. */
export type AreaPart = 'list' | 'detail';

/** What an area's query says at one render. */
export interface QueryView {
  /** What is asked: the list's request, the record's id. A new key is a new load. */
  key: string;
  /** The list's request as the machine keeps it (lists only). */
  request?: ListRequest;
  /** The query is not run (nothing to tell). */
  skip?: boolean;
  loading: boolean;
  error: AppError | null;
  /** The answer: a list page, a record (null when there is none); undefined while there is none. */
  value: unknown;
}

const sameError = (a: AppError | null, b: AppError | null) =>
  a === b || (a !== null && b !== null && a.status === b.status && a.userMessage === b.userMessage);

function started(part: AreaPart, view: QueryView): DataAreaEvent {
  return part === 'list'
    ? { type: 'data.list.load', request: view.request ?? {} }
    : { type: 'data.detail.load', id: view.key };
}

function answered(part: AreaPart, view: QueryView): DataAreaEvent | null {
  if (view.error) return { type: part === 'list' ? 'data.list.failed' : 'data.detail.failed', error: view.error };
  if (view.value === undefined) return null;
  return part === 'list'
    ? { type: 'data.list.loaded', page: view.value as ListPage }
    : { type: 'data.detail.loaded', detail: view.value };
}

/**
 * The events that bring the area from what its query said before (`prev`, null at first or after
 * a reset) to what it says now. An answer that came without a load seen first (a cache hit, a
 * cache update after a save) is told as a load that ended at once.
 */
export function areaEvents(part: AreaPart, prev: QueryView | null, next: QueryView): DataAreaEvent[] {
  if (next.skip) return [];
  const fresh = !prev || prev.skip || prev.key !== next.key;
  const wasLoading = !fresh && prev.loading;
  if (next.loading) return wasLoading ? [] : [started(part, next)];
  const answer = answered(part, next);
  if (!answer) return [];
  if (!fresh && !prev.loading && sameError(prev.error, next.error) && prev.value === next.value) return [];
  return wasLoading ? [answer] : [started(part, next), answer];
}

/** What an area was last told: whose area it was, and the query's state then. */
export interface Told {
  identity: string;
  view: QueryView | null;
}

/**
 * One render's step: the events to send (a reset first when the area's identity changed) and
 * what the area has then been told.
 */
export function areaStep(
  part: AreaPart,
  told: Told,
  identity: string,
  view: QueryView,
): { events: DataAreaEvent[]; told: Told } {
  const reset = told.identity !== identity;
  const events = areaEvents(part, reset ? null : told.view, view);
  return { events: reset ? [{ type: 'data.reset' }, ...events] : events, told: { identity, view } };
}

/**
 * The area's actor fed by `view` (its snapshot re-renders the caller). `identity` names the
 * area's subject: when it changes the area is reset before it hears of the next load.
 */
export function useDataArea(part: AreaPart, identity: string, view: QueryView) {
  const actor = useActorRef(dataAreaMachine, { inspect: useInspect() });
  const told = useRef<Told>({ identity, view: null });
  // Before paint, so no frame shows the query's state without the area's flags.
  useLayoutEffect(() => {
    const step = areaStep(part, told.current, identity, view);
    told.current = step.told;
    for (const event of step.events) actor.send(event);
  });
  return useSelector(actor, (snapshot) => snapshot);
}

/** §8: shows each failure of an area once as a toast (a new failure is a new object). */
export function useToastOnFailure(failure: Failure | null) {
  useEffect(() => {
    if (failure) showFailure(failure.message);
  }, [failure]);
}
