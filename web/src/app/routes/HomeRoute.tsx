/** / (§2): the landing page; staff are pointed to the companies, others told what they can do. */
import { H3, NonIdealState } from '@blueprintjs/core';
import { ROUTES } from '@console/schema';
import { isStaff } from '@console/machines';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function HomeRoute() {
  const { user, name } = useSession();
  if (!user) {
    return (
      <NonIdealState
        icon="lock"
        title="Company-data console"
        description="Staff only. Please sign in."
        action={<AppLink href={ROUTES.login}>Login</AppLink>}
      />
    );
  }
  return (
    <>
      <H3>Welcome, {name}</H3>
      {isStaff(user) ? (
        <AppLink href={ROUTES.adminCompanies}>Go to the companies</AppLink>
      ) : (
        <p>Your account has no staff role, so the administration areas are not open to you.</p>
      )}
    </>
  );
}
