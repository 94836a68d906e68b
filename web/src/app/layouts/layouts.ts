/** The layouts of §2 by name, as the route table names them. */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../router/routeTable.js';
import { AuthLayout } from './AuthLayout.js';
import { DefaultLayout } from './DefaultLayout.js';
import { EmptyLayout } from './EmptyLayout.js';

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
};
