/** The navigation shows only what the user may open; a guard that sends a user away says why (§6, DESIGN §4). */
import { ACTIONS, ROUTES, roleRequirement } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

test.describe('what the user may open', () => {
  test('Users is in the navigation for those who may open it, and not for others', async ({
    page,
    shell,
    signInAs,
  }) => {
    await signInAs(USERS.allstaff);
    await shell.nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(ROUTES.adminUsers);
    await expect(shell.heading('Users')).toBeVisible();

    await signInAs(USERS.ops);
    await expect(shell.nav.getByRole('link', { name: 'Companies', exact: true })).toBeVisible();
    await expect(shell.nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  });

  test('opening a page without its role sends the user away and says which roles it needs', async ({
    page,
    signInAs,
  }) => {
    // Signed out, the page asks for a sign-in, without a toast.
    await page.goto(ROUTES.adminUsers);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('alert').filter({ hasText: /needs/ })).toHaveCount(0);

    await signInAs(USERS.ops, ROUTES.adminUsers);
    await expect(page).toHaveURL(ROUTES.home);
    const toast = page.getByRole('alert').filter({ hasText: /^Users needs/ });
    await expect(toast).toHaveText('Users needs the owner role, or admin, ops and superadmin together');
    expect(roleRequirement(ACTIONS.adminOrOwner)).toBe('the owner role, or admin, ops and superadmin together');

    await signInAs(USERS.allstaff, ROUTES.invitations);
    await expect(page).toHaveURL(ROUTES.adminCompanies);
    await expect(page.getByRole('alert').filter({ hasText: 'Invitations needs the owner role' })).toBeVisible();
  });

  test('a user without a staff role sees no navigation and is told why a staff page sent them home', async ({
    page,
    shell,
    signInAs,
  }) => {
    await signInAs(USERS.viewer);
    await expect(shell.nav).toHaveCount(0);
    await page.goto(ROUTES.adminRetailers);
    await expect(page).toHaveURL(ROUTES.home);
    await expect(page.getByRole('alert')).toHaveText('Retailers needs the owner role, or admin, ops or superadmin');
  });
});
