/**
 * One routed page, inside the layout AppRouter keeps mounted: runs the guards (§6), then renders
 * the lazy page, and tells the layout the page's company once the page shows.
 */
import { Suspense, useContext, useEffect, useLayoutEffect } from 'react';
import { Redirect } from 'wouter';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { PageFade } from '../../kit/ui/PageFade.js';
import { PendingScreen } from '../../kit/ui/PendingScreen.js';
import { showNotice } from '../../kit/ui/toaster.js';
import { RouteMetaContext, ShowCompanyContext } from './RouteMeta.js';
import type { RouteDef } from './routeTable.js';
import { useRouteGuard } from './useRouteGuard.js';

/** "Users needs the owner role, or admin, ops and superadmin together". */
export const pageNeedsMessage = (title: string, needs: string): string => `${title} needs ${needs}`;

interface Props {
  def: RouteDef;
  params: Record<string, string | undefined>;
}

export function GuardedRoute({ def, params }: Props) {
  const { verdict, company } = useRouteGuard(def.guards, params);
  const showCompany = useContext(ShowCompanyContext);
  const shows = !!verdict && verdict.kind !== 'redirect';
  // Before paint, so that the header and left panel change with the page, not a frame later.
  useLayoutEffect(() => {
    if (shows) showCompany(company);
  }, [shows, company, showCompany]);
  // A user sent away for a role they lack is told which roles the page needs (the toast outlives the redirect).
  const needs = verdict?.kind === 'redirect' ? verdict.needs : undefined;
  useEffect(() => {
    if (needs) showNotice(pageNeedsMessage(def.title, needs));
  }, [needs, def.title]);
  if (!verdict) return <PendingScreen />;
  if (verdict.kind === 'redirect') return <Redirect to={verdict.to} replace />;
  const meta = { def, company };
  const { Component } = def.route;
  return (
    <RouteMetaContext.Provider value={meta}>
      <PageFade>
        {verdict.kind === 'error' ? (
          <ErrorScreen status={verdict.status} message={verdict.message} />
        ) : (
          <Suspense fallback={<PendingScreen />}>
            <Component params={params} />
          </Suspense>
        )}
      </PageFade>
    </RouteMetaContext.Provider>
  );
}
