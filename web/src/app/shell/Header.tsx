/**
 * The header (§2): logo, the current company, the search across records, the command palette's button,
 * the notification bell and the user menu (a Login link when signed out).
 */
import { Alignment, Button, Classes, KeyComboTag, Navbar, Tag, Tooltip } from '@blueprintjs/core';
import { useContext } from 'react';
import type { Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES, can } from '@console/schema';
import { RouteMetaContext } from '../router/RouteMeta.js';
import { GlobalSearch } from '../../features/palette/index.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { Logo } from './Logo.js';
import { NotificationBell } from './NotificationBell.js';
import { UserMenu } from './UserMenu.js';

interface Props {
  /** Opens the command palette. */
  onOpenPalette: () => void;
  /** The search box, for the `/` shortcut. */
  searchRef: Ref<HTMLInputElement>;
}

export function Header({ onOpenPalette, searchRef }: Props) {
  const { user } = useSession();
  const company = useContext(RouteMetaContext)?.company ?? null;
  const [, navigate] = useLocation();
  const searchable = !!user && can(user.scope, 'read');
  return (
    <Navbar className="console-header" aria-label="Header">
      <Navbar.Group align={Alignment.START} className="console-header-start">
        <Link href={user ? ROUTES.adminCompanies : ROUTES.home} aria-label="Home">
          <Logo className="console-header-logo" />
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
        {searchable && (
          <div className="console-header-search" role="search">
            <GlobalSearch inputRef={searchRef} onPick={(hit) => hit.href && navigate(hit.href)} />
          </div>
        )}
        {user && (
          <Tooltip content={<KeyComboTag combo="mod+k" />} placement="bottom" compact>
            <Button
              variant="minimal"
              icon="key-command"
              aria-label="Command palette"
              aria-keyshortcuts="Control+K Meta+K"
              onClick={onOpenPalette}
            />
          </Tooltip>
        )}
        <NotificationBell />
        <Navbar.Divider />
        {user ? (
          <UserMenu />
        ) : (
          <Link href={ROUTES.login} className={Classes.BUTTON}>
            Login
          </Link>
        )}
      </Navbar.Group>
    </Navbar>
  );
}
