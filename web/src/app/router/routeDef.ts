/**
 * What the route table says of one route; its own file so that route components reading their meta import no
 * route table.
 */
import type { GuardName } from '@console/machines';
import type { LazyRoute } from './lazyRoute.js';

export type LayoutName = 'auth' | 'default' | 'empty';

export interface RouteDef {
  path: string;
  title: string;
  layout: LayoutName;
  guards: readonly GuardName[];
  route: LazyRoute;
}
