/**
 * What the command palette offers a user: the pages they may open (with the current company's pages),
 * and the actions they may run — start a bulk upsert of a kind of record, open the tasks monitor,
 * dissociate a retailer, invite a user, switch the theme, show the shortcuts, sign out. Every page
 * passes the route table's guards for this user first (router/routeAccess.ts).
 */
import { useContext, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { HotkeysContext } from '@blueprintjs/core';
import { BULK_CATALOGUE, ROUTES, can } from '@console/schema';
import type { PaletteCommand } from '../../features/palette/index.js';
import { ACCESS_OPTIONS } from '../../features/companyAccess/graphql/operations.js';
import { optionsUsersFrom } from '../../features/companyAccess/guardActors.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useTheme } from '../../kit/ui/theme.js';
import { RouteMetaContext } from '../router/RouteMeta.js';
import { useRouteAccess } from '../router/routeAccess.js';
import { DESTINATIONS, companyPages } from './destinations.js';

const go = (key: string | undefined) => (key ? `g ${key}` : undefined);

/** The palette's commands while it is open (`active`): the options list is fetched only then. */
export function useShellCommands(active: boolean): PaletteCommand[] {
  const { user } = useSession();
  const staff = !!user && can(user.scope, 'read');
  const options = useQuery(ACCESS_OPTIONS, { variables: {}, skip: !active || !staff });
  const optionsUsers = useMemo(() => optionsUsersFrom(options.data?.accessOptions), [options.data]);
  const mayOpen = useRouteAccess({ optionsUsers });
  const company = useContext(RouteMetaContext)?.company ?? null;
  const { theme, setChoice } = useTheme();
  const [, hotkeys] = useContext(HotkeysContext);

  return useMemo(() => {
    const pages: PaletteCommand[] = DESTINATIONS.filter((page) => mayOpen(page.href)).map((page) => ({
      id: `page:${page.href}`,
      section: 'Pages',
      label: page.label,
      icon: page.icon,
      href: page.href,
      keywords: page.keywords,
      shortcut: go(page.goKey),
    }));
    const companyCommands: PaletteCommand[] = company
      ? companyPages(company.digit_code)
          .filter((page) => mayOpen(page.href))
          .map((page) => ({
            id: `page:${page.href}`,
            section: company.name,
            label: page.label,
            detail: `${company.name} · ${company.digit_code}`,
            icon: 'office',
            href: page.href,
          }))
      : [];
    const actions: PaletteCommand[] = [];
    for (const kind of BULK_CATALOGUE) {
      const href = `/admin/bulk/${kind.name}`;
      if (mayOpen(href))
        actions.push({
          id: `bulk:${kind.name}`,
          section: 'Actions',
          label: `Start a bulk upsert of ${kind.label.toLowerCase()}`,
          icon: 'cloud-upload',
          href,
          keywords: 'import csv upload',
          searchOnly: true,
        });
    }
    if (mayOpen(ROUTES.adminTasks))
      actions.push({
        id: 'action:tasks',
        section: 'Actions',
        label: 'Open the tasks monitor',
        icon: 'time',
        href: ROUTES.adminTasks,
        keywords: 'progress running background',
      });
    const dissociate = company && `${ROUTES.adminCompany(company.digit_code)}/retailer_configs/dissociate`;
    if (company && dissociate && mayOpen(dissociate))
      actions.push({
        id: 'action:dissociate',
        section: 'Actions',
        label: `Dissociate a retailer from ${company.name}`,
        icon: 'ungroup-objects',
        href: dissociate,
      });
    if (mayOpen(ROUTES.invitations))
      actions.push({
        id: 'action:invite',
        section: 'Actions',
        label: 'Invite a user',
        icon: 'new-person',
        href: ROUTES.invitations,
      });
    const other = theme === 'dark' ? 'light' : 'dark';
    actions.push(
      {
        id: 'action:theme',
        section: 'Actions',
        label: `Switch to the ${other} theme`,
        icon: other === 'dark' ? 'moon' : 'flash',
        keywords: 'dark light mode appearance colour',
        run: () => setChoice(other),
      },
      {
        id: 'action:shortcuts',
        section: 'Actions',
        label: 'Show keyboard shortcuts',
        icon: 'key-command',
        keywords: 'hotkeys help',
        shortcut: '?',
        run: () => hotkeys({ type: 'OPEN_DIALOG' }),
      },
    );
    if (user)
      actions.push({
        id: 'action:logout',
        section: 'Actions',
        label: 'Logout',
        icon: 'log-out',
        href: ROUTES.logout,
        keywords: 'sign out',
      });
    return [...pages, ...companyCommands, ...actions];
  }, [mayOpen, company, theme, setChoice, hotkeys, user]);
}
