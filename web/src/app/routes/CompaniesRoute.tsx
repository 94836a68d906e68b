/** /companies (§2): the signed-in user's entry to the companies. */
import { Card, H3 } from '@blueprintjs/core';
import { ROUTES } from '@console/schema';
import { AppLink } from '../../kit/ui/AppLink.js';

export function CompaniesRoute() {
  return (
    <>
      <H3>Companies</H3>
      <Card aria-label="Data area">
        <AppLink href={ROUTES.adminCompanies}>Open the companies administration</AppLink>
      </Card>
    </>
  );
}
