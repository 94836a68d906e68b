/** The left side panel (300px, §2): the current company's pages when a company is in the route. */
import { Classes, H6, Intent, Menu, MenuItem } from '@blueprintjs/core';
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { ROUTES, can } from '@console/schema';
import { RouteMetaContext } from '../router/RouteMeta.js';
import { isActiveLink } from '../../kit/ui/NavLink.js';
import { useSession } from '../../features/session/hooks/useSession.js';

const COMPANY_LINKS = [
  'products',
  'skus',
  'rankings',
  'listings',
  'schedules',
  'retailer_configs',
  'business_rules',
  'rules',
  'integrity_check',
];

export function LeftPanel() {
  const company = useContext(RouteMetaContext)?.company ?? null;
  const [location, navigate] = useLocation();
  const { user } = useSession();
  // Company pages are staff pages (§6); others have nothing to pick here.
  if (!user || !can(user.scope, 'read')) return null;
  if (!company) {
    return (
      <aside className="console-left-panel console-left-panel-empty" aria-label="Side panel">
        <p className={Classes.TEXT_MUTED}>Select a company to see its pages.</p>
      </aside>
    );
  }
  return (
    <aside className="console-left-panel" aria-label="Side panel">
      <H6 className="console-left-panel-title">{company.name}</H6>
      <Menu className="console-left-panel-menu" aria-label={`${company.name} pages`}>
        {COMPANY_LINKS.map((sub) => {
          const href = `${ROUTES.adminCompany(company.digit_code)}/${sub}`;
          const active = isActiveLink(location, href);
          return (
            <MenuItem
              key={sub}
              text={sub.replace(/_/g, ' ')}
              href={href}
              active={active}
              intent={active ? Intent.PRIMARY : Intent.NONE}
              aria-current={active ? 'page' : undefined}
              onClick={(e) => (e.preventDefault(), navigate(href))}
            />
          );
        })}
      </Menu>
    </aside>
  );
}
