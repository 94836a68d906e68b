/** One routed page: waits for the session, runs the guards, then renders the layout and the lazy page. */
import { Suspense } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../modules/session/hooks/useSession.js';
import { ErrorScreen } from '../modules/shell/ErrorScreen.js';
import { LAYOUTS } from '../layouts/layouts.js';
import { PageFade } from '../ui/PageFade.js';
import { PendingScreen } from '../ui/PendingScreen.js';
import { RouteMetaContext } from './RouteMeta.js';
import type { RouteDef } from './routeTable.js';
import { useRouteGuard } from './useRouteGuard.js';

interface Props {
  def: RouteDef;
  params: Record<string, string | undefined>;
}

export function GuardedRoute({ def, params }: Props) {
  const { resolved } = useSession();
  if (!resolved) return <PendingScreen />;
  return <ResolvedRoute def={def} params={params} />;
}

function ResolvedRoute({ def, params }: Props) {
  const { verdict, company } = useRouteGuard(def.guards, params);
  const Layout = LAYOUTS[def.layout];
  if (!verdict) return <PendingScreen />;
  if (verdict.kind === 'redirect') return <Redirect to={verdict.to} replace />;
  const meta = { def, company };
  const { Component } = def.route;
  return (
    <RouteMetaContext.Provider value={meta}>
      <Layout>
        <PageFade>
          {verdict.kind === 'error' ? (
            <ErrorScreen status={verdict.status} message={verdict.message} />
          ) : (
            <Suspense fallback={<PendingScreen />}>
              <Component params={params} />
            </Suspense>
          )}
        </PageFade>
      </Layout>
    </RouteMetaContext.Provider>
  );
}
