/** The header (§2): logo, notification bell, the user's name or e-mail, the current company, and the menu. */
import { Alignment, Button, Classes, Menu, MenuItem, Navbar, PopoverNext, Tag } from '@blueprintjs/core';
import { useContext } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import logo from '../../assets/logo.svg';
import { RouteMetaContext } from '../router/RouteMeta.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { NotificationBell } from './NotificationBell.js';

export function Header() {
  const { user, name } = useSession();
  const company = useContext(RouteMetaContext)?.company ?? null;
  const [, navigate] = useLocation();
  return (
    <Navbar className="console-header" aria-label="Header">
      <Navbar.Group align={Alignment.START} className="console-header-start">
        <Link href={user ? ROUTES.adminCompanies : ROUTES.home} aria-label="Home">
          <img className="console-header-logo" src={logo} alt="Console" />
        </Link>
        {company && (
          <>
            <Navbar.Divider />
            <Tag minimal className="console-header-company" title={`Current company: ${company.name}`}>
              {company.name}
            </Tag>
          </>
        )}
      </Navbar.Group>
      <Navbar.Group align={Alignment.END} className="console-header-end">
        <NotificationBell />
        <Navbar.Divider />
        {user ? (
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem
                  icon="log-out"
                  text="Logout"
                  href={ROUTES.logout}
                  onClick={(e) => (e.preventDefault(), navigate(ROUTES.logout))}
                />
              </Menu>
            }
          >
            <Button
              className="console-header-user"
              variant="minimal"
              icon="user"
              endIcon="caret-down"
              text={name}
              title={name ?? undefined}
              ellipsizeText
              aria-label={`User menu: ${name}`}
            />
          </PopoverNext>
        ) : (
          <Link href={ROUTES.login} className={Classes.BUTTON}>
            Login
          </Link>
        )}
      </Navbar.Group>
    </Navbar>
  );
}
