/**
 * The left side panel (300px, §2). On a company's pages: that company's pages. Elsewhere: the user's
 * recent companies, one click from each, and a way to fold the panel away to a thin strip (remembered
 * per user), since off company pages it is a convenience, not the page's navigation. Opening a
 * company page records the company as recent.
 */
import { Button, Classes, H6, Intent, Menu, MenuItem, Tooltip } from '@blueprintjs/core';
import { useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import { ROUTES, can } from '@console/schema';
import { RouteMetaContext } from '../router/RouteMeta.js';
import { isActiveLink } from '../../kit/ui/NavLink.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { recordRecentCompany, useRecentCompanies, useUserPref, writeUserPref } from '../../features/company/index.js';

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

/** The per-user setting that folds the panel off company pages. */
export const PANEL_COLLAPSED_PREF = 'leftPanelCollapsed';

export function LeftPanel() {
  const company = useContext(RouteMetaContext)?.company ?? null;
  const [location, navigate] = useLocation();
  const { user } = useSession();
  const userUuid = user?.user_uuid ?? null;
  const recent = useRecentCompanies(userUuid);
  const collapsed = useUserPref(userUuid, PANEL_COLLAPSED_PREF) === true;
  useEffect(() => {
    if (userUuid && company) recordRecentCompany(userUuid, { name: company.name, digit_code: company.digit_code });
  }, [userUuid, company]);
  // Company pages are staff pages (§6); others have nothing to pick here.
  if (!user || !userUuid || !can(user.scope, 'read')) return null;
  const go = (href: string) => (e: { preventDefault: () => void }) => (e.preventDefault(), navigate(href));

  if (!company) {
    const toggle = () => writeUserPref(userUuid, PANEL_COLLAPSED_PREF, !collapsed);
    const toggleButton = (
      <Tooltip content={collapsed ? 'Show the side panel' : 'Hide the side panel'} placement="right" compact>
        <Button
          variant="minimal"
          size="small"
          icon={collapsed ? 'menu-open' : 'menu-closed'}
          aria-label={collapsed ? 'Show the side panel' : 'Hide the side panel'}
          aria-expanded={!collapsed}
          aria-controls="console-recent-companies"
          onClick={toggle}
        />
      </Tooltip>
    );
    if (collapsed)
      return (
        <aside className="console-left-panel console-left-panel-collapsed" aria-label="Side panel">
          {toggleButton}
        </aside>
      );
    return (
      <aside className="console-left-panel" aria-label="Side panel">
        <div className="console-left-panel-head">
          <H6 className="console-left-panel-title">Recent companies</H6>
          {toggleButton}
        </div>
        <div id="console-recent-companies">
          {recent.length > 0 ? (
            <Menu className="console-left-panel-menu" aria-label="Recent companies">
              {recent.map((c) => {
                const href = ROUTES.adminCompany(c.digit_code);
                return (
                  <MenuItem
                    key={c.digit_code}
                    icon="office"
                    text={c.name}
                    label={c.digit_code}
                    href={href}
                    onClick={go(href)}
                  />
                );
              })}
            </Menu>
          ) : (
            <p className={`${Classes.TEXT_MUTED} console-left-panel-empty`}>The companies you open appear here.</p>
          )}
          <Menu className="console-left-panel-menu" aria-label="Companies">
            <MenuItem
              icon="search"
              text="Find a company…"
              href={ROUTES.companiesPublic}
              onClick={go(ROUTES.companiesPublic)}
            />
          </Menu>
        </div>
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
              onClick={go(href)}
            />
          );
        })}
      </Menu>
    </aside>
  );
}
