/**
 * The top navigation (§2) with the active link highlighted; shown to staff (others cannot open its
 * pages). After §2's five sections come the console's own work areas: the bulk wizards (for roles
 * that may run them) and the live task monitor (every staff role may watch it).
 */
import { TOP_NAVIGATION, can } from '@console/schema';
import { NavLink } from '../../kit/ui/NavLink.js';
import { useSession } from '../../features/session/hooks/useSession.js';

export function NavBar() {
  const { user } = useSession();
  if (!user || !can(user.scope, 'read')) return null;
  return (
    <nav className="console-nav" aria-label="Main">
      {TOP_NAVIGATION.map((item) => (
        <NavLink key={item.href} href={item.href}>
          {item.label}
        </NavLink>
      ))}
      {can(user.scope, 'bulk') && <NavLink href="/admin/bulk">Bulk upsert</NavLink>}
      <NavLink href="/admin/tasks">Tasks</NavLink>
    </nav>
  );
}
