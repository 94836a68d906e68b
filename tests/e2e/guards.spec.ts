/** Each named guard of §6 and its redirect or refusal. */
import { LOGIN_APP_COOKIE_NAME, OPTIONS_PAGE_DENIED, companyDoesNotExist } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { ListPage } from './support/admin.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

test.describe('§6 guards', () => {
  test('authenticated: a signed-out user is sent to /login remembering the page', async ({ page }) => {
    await page.goto('/companies');
    await expect(page).toHaveURL('/login?redirect=%2Fcompanies');
  });

  test('guest: the login page is for signed-out users only', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/login');
    await expect(page).toHaveURL('/admin/companies');
  });

  test('admin: staff roles and the owner enter staff areas; others are sent home', async ({ shell, signInAs }) => {
    await signInAs(USERS.ops, '/admin/rules');
    await expect(shell.heading('Business Rules')).toBeVisible();
    await signInAs(USERS.owner, '/admin/categories');
    await expect(shell.heading('Categories')).toBeVisible();
  });

  test('admin: a non-staff user goes to the login_app page when set', async ({ page, context, baseURL, signInAs }) => {
    await signInAs(USERS.viewer);
    await context.addCookies([{ name: LOGIN_APP_COOKIE_NAME, value: '/companies', url: String(baseURL) }]);
    await page.goto('/admin/rules');
    await expect(page).toHaveURL('/companies');
  });

  test('adminOrOwner: the owner enters /admin/users; ops is sent to /', async ({ page, shell, signInAs }) => {
    await signInAs(USERS.owner, '/admin/users');
    await expect(shell.heading('Users')).toBeVisible();
    await signInAs(USERS.ops, '/admin/users');
    await expect(page).toHaveURL('/');
  });

  test(
    'owner: only the owner invites (every invitation grants a ' +
      'role); all three staff roles see users but no invitation',
    async ({ page, shell, signInAs }) => {
      await signInAs(USERS.allstaff, '/admin/users');
      await expect(shell.heading('Users')).toBeVisible();
      await expect(new ListPage(page).cell('ops@demo.test')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
      await page.goto('/invitations');
      await expect(page).toHaveURL('/admin/companies');
    },
  );

  test('validateCompany: a known digit code shows the company; an unknown one the §5 error', async ({
    page,
    shell,
    errorPage,
    signInAs,
  }) => {
    await signInAs(USERS.ops, `/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
    await expect(shell.heading(/^SKUs/)).toBeVisible();
    await expect(page.getByRole('banner').or(page.getByLabel('Header')).getByText(DEMO_COMPANY.name)).toBeVisible();
    await page.goto('/admin/companies/999999');
    await expect(errorPage.status(404)).toBeVisible();
    await expect(errorPage.message(companyDoesNotExist('999999'))).toBeVisible();
  });

  test('validateOptionsPageAccess: listed e-mails only', async ({ page, shell, errorPage, signInAs }) => {
    await signInAs(USERS.owner, '/options');
    await expect(shell.heading(/^Options$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Access options' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${USERS.owner}.`)).toBeVisible();
    await signInAs(USERS.ops, '/options');
    await expect(errorPage.message(OPTIONS_PAGE_DENIED)).toBeVisible();
    await page.goto('/admin/companies/1001/options');
    await expect(errorPage.message(OPTIONS_PAGE_DENIED)).toBeVisible();
  });
});
