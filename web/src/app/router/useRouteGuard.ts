/** Runs a route's guards (§6) with the route-guard machine, re-checking when the user or path changes. */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { routeGuardMachine } from '@console/machines';
import type { GuardName, GuardRequest } from '@console/machines';
import { guardActors } from '../../features/companyAccess/guardActors.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useInspect } from '../../features/inspector/index.js';

const providedGuard = routeGuardMachine.provide({ actors: guardActors });

export function useRouteGuard(guards: readonly GuardName[], params: Record<string, string | undefined>) {
  const { user, loginAppPage } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const path = search ? `${location}?${search}` : location;
  const companyId = guards.includes('validateCompany') ? params.id : undefined;
  const request = useMemo<GuardRequest>(
    () => ({ path, user, loginAppPage, companyId }),
    [path, user, loginAppPage, companyId],
  );
  const [snapshot, send] = useMachine(providedGuard, { input: { guards, request }, inspect: useInspect() });

  useEffect(() => {
    send({ type: 'guard.check', guards, request });
  }, [guards, request, send]);

  return {
    checking: snapshot.hasTag('checking'),
    verdict: snapshot.hasTag('checking') ? null : snapshot.context.verdict,
    company: snapshot.context.request.company ?? null,
  };
}
