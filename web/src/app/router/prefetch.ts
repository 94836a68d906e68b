/** Tells the kit's links (AppLink, NavLink) which route chunk a path loads, for their prefetch on idle (§9). */
import { matchRoute } from 'wouter';
import { setPrefetchResolver } from '../../kit/ui/prefetch.js';
import { ROUTE_TABLE } from './routeTable.js';

/** Registers the route table with the kit's prefetch; main.tsx calls it once before rendering. */
export function registerRoutePrefetch(): void {
  setPrefetchResolver((parser, path) => {
    const target = ROUTE_TABLE.find((def) => matchRoute(parser, def.path, path)[0]);
    return target ? () => target.route.prefetch() : undefined;
  });
}
