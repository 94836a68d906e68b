/**
 * Whether a user may open a page, judged by the route table's own guards (§6), so that the navigation,
 * the palette and the shortcuts never offer what a guard would refuse.
 */
import { useCallback } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { can } from '@console/schema';
import { runGuards } from '@console/machines';
import type { SessionUser } from '@console/machines';
import { useSession } from '../../features/session/hooks/useSession.js';
import { ROUTE_TABLE } from './routeTable.js';
import type { RouteDef } from './routeDef.js';

/** What the guards that need a look-up would read: the options list, when it has been fetched. */
export interface AccessFacts {
  optionsUsers?: readonly string[];
}

/**
 * True when the guards of `def` let `user` open `path`, and the user may do the page's work
 * (`def.needs`). The company of a company page is taken to exist: callers offer pages of companies
 * they found. The options page opens only to a user the fetched options list holds.
 */
export function mayOpenPage(def: RouteDef, path: string, user: SessionUser | null, facts: AccessFacts = {}): boolean {
  const guards = def.guards.filter((guard) => guard !== 'validateCompany');
  const request = { path, user, loginAppPage: null, optionsUsers: facts.optionsUsers ?? [] };
  if (runGuards(guards, request).kind !== 'allow') return false;
  return !def.needs || (!!user && can(user.scope, def.needs));
}

/** The route table's entry for a path: the first that matches, as the router picks it. */
export function useRouteDefOf() {
  const { parser } = useRouter();
  return useCallback(
    (path: string): RouteDef | undefined => ROUTE_TABLE.find((def) => matchRoute(parser, def.path, path)[0]),
    [parser],
  );
}

/** `mayOpen(path)` for the signed-in user. */
export function useRouteAccess(facts: AccessFacts = {}) {
  const { user } = useSession();
  const defOf = useRouteDefOf();
  const { optionsUsers } = facts;
  return useCallback(
    (path: string): boolean => {
      const def = defOf(path.split(/[?#]/, 1)[0] ?? path);
      return !!def && mayOpenPage(def, path, user, { optionsUsers });
    },
    [defOf, user, optionsUsers],
  );
}
