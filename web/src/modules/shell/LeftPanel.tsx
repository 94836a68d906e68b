/** The left side panel (300px, §2): the current company's pages when a company is in the route. */
import { Classes, H6, Menu, MenuItem } from '@blueprintjs/core';
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import { RouteMetaContext } from '../../router/RouteMeta.js';
import { useSession } from '../session/hooks/useSession.js';

const COMPANY_LINKS = ['products', 'skus', 'rankings', 'listings', 'schedules', 'retailer_configs', 'business_rules', 'rules', 'integrity_check'];

export function LeftPanel() {
  const company = useContext(RouteMetaContext)?.company ?? null;
  const [location, navigate] = useLocation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <aside className="console-left-panel" aria-label="Side panel">
      {company ? (
        <>
          <H6>{company.name}</H6>
          <Menu>
            {COMPANY_LINKS.map((sub) => {
              const href = `${ROUTES.adminCompany(company.digit_code)}/${sub}`;
              return (
                <MenuItem key={sub} text={sub.replace(/_/g, ' ')} href={href} active={location.startsWith(href)} intent={location.startsWith(href) ? "primary" : "none"} onClick={(e) => (e.preventDefault(), navigate(href))} />
              );
            })}
          </Menu>
        </>
      ) : (
        <p className={Classes.TEXT_MUTED}>Select a company to see its pages.</p>
      )}
    </aside>
  );
}
