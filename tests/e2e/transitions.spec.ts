/** Every transition of §4, in a real browser against the real gateway and platform. */
import { LOGIN_APP_COOKIE_NAME, MESSAGES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

test.describe('§4 states and transitions', () => {
  test('not signed in: a protected page sends to /login, and sign-in returns to it', async ({ page, login, shell }) => {
    await page.goto('/admin/keywords');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fkeywords');
    await login.signIn(USERS.ops);
    await expect(page).toHaveURL('/admin/keywords');
    await expect(shell.heading('Keywords')).toBeVisible();
    await expect(shell.nav.getByRole('link', { name: 'Keywords' })).toHaveAttribute('aria-current', 'page');
  });

  test('a failed login shows the §8 message and keeps what was typed', async ({ page, login }) => {
    await login.open();
    await login.signIn(USERS.ops, 'wrong-password-1');
    await expect(page.getByText(MESSAGES.loginFailed)).toBeVisible();
    await expect(login.email).toHaveValue(USERS.ops);
    await expect(login.password).toHaveValue('wrong-password-1');
    await expect(page).toHaveURL('/login');
  });

  test('signed in without read_policy: sent to /privacy; accepting continues home after login', async ({
    page,
    login,
    auth,
  }) => {
    await login.open();
    await login.signIn(USERS.nopolicy);
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByText(MESSAGES.privacyNotRead)).toBeVisible();
    await page.goto('/admin/retailers');
    await expect(page).toHaveURL('/privacy');
    await auth.acceptPrivacy.click();
    await expect(page).toHaveURL('/admin/companies');
  });

  test('a non-staff user goes to the login_app page when it is set', async ({ page, context, login, baseURL }) => {
    await context.addCookies([{ name: LOGIN_APP_COOKIE_NAME, value: '/companies', url: String(baseURL) }]);
    await login.open();
    await login.signIn(USERS.viewer);
    await expect(page).toHaveURL('/companies');
  });

  test('a non-staff user goes home without a login_app page, and staff areas send them there', async ({
    page,
    shell,
    signInAs,
  }) => {
    await signInAs(USERS.viewer);
    await expect(page).toHaveURL('/');
    await expect(shell.heading(/^Welcome/)).toBeVisible();
    await page.goto('/admin/companies');
    await expect(page).toHaveURL('/');
  });

  test('a signed-in user opening /login goes to /admin/companies', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/login');
    await expect(page).toHaveURL('/admin/companies');
  });

  test('logout clears the user and goes to /', async ({ page, shell, signInAs }) => {
    await signInAs(USERS.superadmin);
    await expect(page).toHaveURL('/admin/companies');
    await expect(shell.userMenu(/Super|superadmin/i)).toBeVisible();
    await shell.logout();
    await expect(page).toHaveURL('/');
    await expect(shell.loginLink).toBeVisible();
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('/logout opened directly also signs out and goes to /', async ({ page, shell, signInAs }) => {
    await signInAs(USERS.ops, '/logout');
    await expect(page).toHaveURL('/');
    await expect(shell.loginLink).toBeVisible();
  });
});
