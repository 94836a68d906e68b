/** The current route's definition and guard outcome, for layouts and route components. */
import { createContext, useContext } from 'react';
import type { RouteDef } from './routeDef.js';
import type { CurrentCompany } from '../../features/companyAccess/graphql/operations.js';

export interface RouteMeta {
  def: RouteDef;
  /** The route's company, loaded by digit code when the route has an id (§2); null otherwise. */
  company: Pick<CurrentCompany, 'name' | 'digit_code'> | null;
}

export const RouteMetaContext = createContext<RouteMeta | null>(null);

/**
 * Tells the layout, which stays mounted across pages, the company of the page now shown (null
 * for none), for the header and the left panel.
 */
export const ShowCompanyContext = createContext<(company: RouteMeta['company']) => void>(() => undefined);

/** The current route's meta; route components render inside one. */
export function useRouteMeta(): RouteMeta {
  const meta = useContext(RouteMetaContext);
  if (!meta) throw new Error('useRouteMeta is used outside a routed page');
  return meta;
}
