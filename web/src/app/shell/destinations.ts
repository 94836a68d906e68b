/**
 * The pages the shell offers by name: in the navigation bar, the command palette and the "go to"
 * shortcuts. Each is shown only to users its route's guards let in (router/routeAccess.ts).
 */
import type { IconName } from '@blueprintjs/core';
import { COMPANY_SUBPAGES, ROUTES, TOP_NAVIGATION } from '@console/schema';

export interface Destination {
  label: string;
  href: string;
  icon: IconName;
  /** The second key of its "g …" shortcut. */
  goKey?: string;
  /** In the navigation bar. */
  nav?: boolean;
  /** Other words it is found by in the palette. */
  keywords?: string;
}

const TOP: Record<(typeof TOP_NAVIGATION)[number]['href'], Pick<Destination, 'icon' | 'goKey'>> = {
  '/admin/companies': { icon: 'office', goKey: 'c' },
  '/admin/retailers': { icon: 'shop', goKey: 'r' },
  '/admin/keywords': { icon: 'tag', goKey: 'k' },
  '/admin/categories': { icon: 'folder-close', goKey: 'a' },
  '/admin/rules': { icon: 'properties', goKey: 'b' },
};

/**
 * §2's five sections, then the console's own work areas: the bulk wizard, the live task monitor and
 * the users (for those who may see them), then pages reached from elsewhere.
 */
export const DESTINATIONS: readonly Destination[] = [
  ...TOP_NAVIGATION.map((item) => ({ label: item.label, href: item.href, nav: true, ...TOP[item.href] })),
  { label: 'Bulk upsert', href: '/admin/bulk', icon: 'cloud-upload', goKey: 'u', nav: true, keywords: 'import csv' },
  { label: 'Tasks', href: ROUTES.adminTasks, icon: 'time', goKey: 't', nav: true, keywords: 'monitor progress' },
  { label: 'Users', href: ROUTES.adminUsers, icon: 'people', goKey: 'p', nav: true, keywords: 'roles people' },
  { label: 'Invitations', href: ROUTES.invitations, icon: 'envelope', keywords: 'invite' },
  { label: 'Options', href: ROUTES.options, icon: 'settings', keywords: 'access' },
  { label: 'Home', href: ROUTES.home, icon: 'home', goKey: 'h' },
  { label: 'Privacy policy', href: ROUTES.privacy, icon: 'shield', keywords: 'data protection' },
];

/** "skus/compliance/keywords" → "SKUs / compliance / keywords". */
export function subpageLabel(sub: string): string {
  const words = sub
    .split('/')
    .map((part) => (part === 'skus' ? 'SKUs' : part.replace(/_/g, ' ')))
    .join(' / ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A company's pages: its overview and the sub-pages of §2. */
export const companyPages = (digitCode: string): ReadonlyArray<{ label: string; href: string }> => [
  { label: 'Overview', href: ROUTES.adminCompany(digitCode) },
  ...COMPANY_SUBPAGES.map((sub) => ({ label: subpageLabel(sub), href: `${ROUTES.adminCompany(digitCode)}/${sub}` })),
];
