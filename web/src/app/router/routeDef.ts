/**
 * What the route table says of one route; its own file so that route components reading their meta import no
 * route table.
 */
import type { Action } from '@console/schema';
import type { GuardName } from '@console/machines';
import type { LazyRoute } from './lazyRoute.js';

export type LayoutName = 'auth' | 'default' | 'empty';

export interface RouteDef {
  path: string;
  title: string;
  layout: LayoutName;
  guards: readonly GuardName[];
  route: LazyRoute;
  /**
   * The action the page's work needs beyond its guards (the bulk wizard: `bulk`). The guards still
   * let other staff in, where the page says what they lack; menus and the palette do not offer it.
   */
  needs?: Action;
}
