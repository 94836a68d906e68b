/**
 * The user menu of the header (§2): who is signed in (name, e-mail, roles), the theme of this browser,
 * the privacy policy, the keyboard shortcuts, and Logout.
 */
import {
  Button,
  ButtonGroup,
  Classes,
  HotkeysContext,
  KeyComboTag,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  Tag,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useContext } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useTheme } from '../../kit/ui/theme.js';
import type { ThemeChoice } from '../../kit/ui/theme.js';

const THEMES: ReadonlyArray<{ choice: ThemeChoice; label: string; icon: IconName }> = [
  { choice: 'system', label: 'System', icon: 'desktop' },
  { choice: 'light', label: 'Light', icon: 'flash' },
  { choice: 'dark', label: 'Dark', icon: 'moon' },
];

/** Light, dark, or as the system is: remembered by this browser. */
function ThemeSwitch() {
  const { choice, setChoice } = useTheme();
  return (
    <div className="console-user-theme">
      <span id="console-theme-label" className={Classes.TEXT_MUTED}>
        Theme
      </span>
      <ButtonGroup role="group" aria-labelledby="console-theme-label" size="small" fill>
        {THEMES.map((theme) => (
          <Button
            key={theme.choice}
            icon={theme.icon}
            text={theme.label}
            aria-pressed={choice === theme.choice}
            active={choice === theme.choice}
            variant={choice === theme.choice ? 'solid' : 'outlined'}
            onClick={() => setChoice(theme.choice)}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}

export function UserMenu() {
  const { user, name } = useSession();
  const [, navigate] = useLocation();
  const [, hotkeys] = useContext(HotkeysContext);
  if (!user) return null;
  const link = (href: string) => ({
    href,
    onClick: (e: MouseEvent) => (e.preventDefault(), navigate(href)),
  });
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="console-user-menu">
          <section className="console-user-card" aria-label="Profile">
            <div className="console-user-name">{name}</div>
            <div className={[Classes.TEXT_MUTED, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{user.email}</div>
            <div className="console-user-roles" aria-label="Roles">
              {user.scope.length ? (
                user.scope.map((role) => (
                  <Tag key={role} minimal round intent={role === 'owner' ? 'primary' : 'none'}>
                    {role}
                  </Tag>
                ))
              ) : (
                <span className={Classes.TEXT_MUTED}>No role</span>
              )}
            </div>
          </section>
          <ThemeSwitch />
          <Menu aria-label="User menu">
            <MenuItem icon="shield" text="Privacy policy" {...link(ROUTES.privacy)} />
            <MenuItem
              icon="key-command"
              text="Keyboard shortcuts"
              labelElement={<KeyComboTag combo="?" minimal />}
              onClick={() => hotkeys({ type: 'OPEN_DIALOG' })}
            />
            <MenuDivider />
            <MenuItem icon="log-out" text="Logout" {...link(ROUTES.logout)} />
          </Menu>
        </div>
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
  );
}
