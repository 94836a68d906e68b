/**
 * The top navigation (§2) with the active link highlighted. After §2's five sections come the console's
 * own work areas: the bulk wizards, the live task monitor and the users. Each link shows only to a user
 * its page's guards let in (the bulk wizard: to those who may run one).
 */
import { NavLink } from '../../kit/ui/NavLink.js';
import { useRouteAccess } from '../router/routeAccess.js';
import { DESTINATIONS } from './destinations.js';

export function NavBar() {
  const mayOpen = useRouteAccess();
  const links = DESTINATIONS.filter((page) => page.nav && mayOpen(page.href));
  if (!links.length) return null;
  return (
    <nav className="console-nav" aria-label="Main">
      {links.map((page) => (
        <NavLink key={page.href} href={page.href}>
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
