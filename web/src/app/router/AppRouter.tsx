/**
 * The router: every route of §2 from the route table, and the 404 page for the rest. The layout
 * is chosen here, around the routes, so that it stays mounted while navigation moves between
 * pages that share it: only the centre stage changes, and the header (with the bell's live
 * subscription), navigation and left panel are not rebuilt on each click.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, matchRoute, useLocation, useRouter } from 'wouter';
import { LAYOUTS } from '../layouts/layouts.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { ErrorBoundary } from '../../kit/ui/ErrorBoundary.js';
import { NotFoundRoute } from '../routes/NotFoundRoute.js';
import { PendingScreen } from '../../kit/ui/PendingScreen.js';
import { FrameErrorBoundary } from './FrameErrorBoundary.js';
import { GuardedRoute } from './GuardedRoute.js';
import { RouteMetaContext, ShowCompanyContext } from './RouteMeta.js';
import type { RouteMeta } from './RouteMeta.js';
import { ROUTE_TABLE } from './routeTable.js';
import type { LayoutName, RouteDef } from './routeTable.js';

type Company = RouteMeta['company'];

/** The 404 page sits in the default layout (§2). */
const NOT_FOUND_LAYOUT: LayoutName = 'default';

/** The first route of the table that matches the path, as wouter's Switch would pick it. */
function useMatchedDef(): RouteDef | undefined {
  const [location] = useLocation();
  const { parser } = useRouter();
  return useMemo(() => ROUTE_TABLE.find((def) => matchRoute(parser, def.path, location)[0]), [parser, location]);
}

const sameCompany = (a: Company, b: Company) =>
  a === b || (!!a && !!b && a.name === b.name && a.digit_code === b.digit_code);

export function AppRouter() {
  const { resolved } = useSession();
  const [location] = useLocation();
  const def = useMatchedDef();
  // The company of the page last shown: the header and left panel keep it while the next page's
  // guards run, and take the next page's once it shows (null on pages without one).
  const [shownCompany, setShownCompany] = useState<Company>(null);
  const showCompany = useCallback(
    (company: Company) => setShownCompany((prev) => (sameCompany(prev, company) ? prev : company)),
    [],
  );
  const frameMeta = useMemo<RouteMeta | null>(() => (def ? { def, company: shownCompany } : null), [def, shownCompany]);

  // The page's chunk is asked for at once, while the session is still being read: it was asked for
  // only when the page rendered, after the session's answer and the layout's first render — on
  // /admin/companies the list's chunk, then the list's query, came ~250 ms after the shell
  // (Lighthouse's first view). A page the guards then turn away has loaded a chunk it does not
  // show, as a link's prefetch would have.
  useEffect(() => def?.route.prefetch(), [def]);

  // Until the session is known, neither the layout nor the guards can tell what to show.
  if (!resolved) return <PendingScreen />;
  const layout = def?.layout ?? NOT_FOUND_LAYOUT;
  const Layout = LAYOUTS[layout];
  return (
    // A layout that fails to render shows the error page; the next navigation tries it again.
    <FrameErrorBoundary resetKey={location}>
      <RouteMetaContext.Provider value={frameMeta}>
        <ShowCompanyContext.Provider value={showCompany}>
          <Layout key={layout}>
            {/* Keyed on the location so that a page that failed to render does not keep the next one down. */}
            <ErrorBoundary key={location}>
              {def ? (
                <Route key={def.path} path={def.path}>
                  {(params) => <GuardedRoute def={def} params={params as Record<string, string | undefined>} />}
                </Route>
              ) : (
                <NotFoundRoute />
              )}
            </ErrorBoundary>
          </Layout>
        </ShowCompanyContext.Provider>
      </RouteMetaContext.Provider>
    </FrameErrorBoundary>
  );
}
