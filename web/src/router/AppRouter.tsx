/** The router: every route of §2 from the route table, and the 404 page for the rest. */
import { Route, Switch } from 'wouter';
import { ROUTE_TABLE } from './routeTable.js';
import { GuardedRoute } from './GuardedRoute.js';
import { NotFoundRoute } from '../routes/NotFoundRoute.js';

export function AppRouter() {
  return (
    <Switch>
      {ROUTE_TABLE.map((def) => (
        <Route key={def.path} path={def.path}>
          {(params) => <GuardedRoute def={def} params={params as Record<string, string | undefined>} />}
        </Route>
      ))}
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
