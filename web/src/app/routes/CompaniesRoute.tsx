/** /companies (§2): the company picker for staff (search, recent companies first); others are told why not. */
import { H3, NonIdealState } from '@blueprintjs/core';
import { can } from '@console/schema';
import { CompanyPicker } from '../../features/company/picker/CompanyPicker.js';
import { useSession } from '../../features/session/hooks/useSession.js';

export function CompaniesRoute() {
  const { user } = useSession();
  if (!user || !can(user.scope, 'read'))
    return (
      <>
        <H3>Companies</H3>
        <NonIdealState
          icon="lock"
          title="Not open to you"
          description="Your account has no staff role, so the companies are not open to you."
        />
      </>
    );
  return <CompanyPicker />;
}
