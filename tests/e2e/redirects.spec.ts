/** Post-login redirects go only to safe internal paths (§5). */
import { HOME_AFTER_LOGIN, LOGIN_APP_COOKIE_NAME } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const UNSAFE = [
  '//evil.test/x',
  '/\\evil.test',
  'https://evil.test/',
  '/%2F%2Fevil.test',
  '/%5Cevil.test',
  'javascript:alert(1)',
];

test.describe('unsafe redirects are refused', () => {
  for (const target of UNSAFE) {
    test(`an unsafe ?redirect=${target} after login goes home after login instead`, async ({ page, login }) => {
      await login.open(`?redirect=${encodeURIComponent(target)}`);
      await login.signIn(USERS.admin);
      await expect(page).toHaveURL(HOME_AFTER_LOGIN);
    });
  }

  test('a safe ?redirect= after login opens the page first wanted', async ({ page, login }) => {
    await login.open(`?redirect=${encodeURIComponent('/admin/keywords?f.keyword=oat')}`);
    await login.signIn(USERS.admin);
    await expect(page).toHaveURL('/admin/keywords?f.keyword=oat');
  });

  test('an unsafe login_app cookie sends a non-staff user home', async ({ page, context, baseURL, signInAs }) => {
    await signInAs(USERS.viewer);
    for (const target of UNSAFE) {
      await context.addCookies([
        { name: LOGIN_APP_COOKIE_NAME, value: encodeURIComponent(target), url: String(baseURL) },
      ]);
      await page.goto('/admin/keywords');
      await expect(page).toHaveURL('/');
    }
  });
});
