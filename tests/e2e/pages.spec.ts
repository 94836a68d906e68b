/** The 404 and error pages, the browser and desktop suggestions, and the layouts' look (screenshots). */
import { MESSAGES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';
import { ListPage } from './support/admin.js';

const SHOTS = 'tests/e2e/.output/screenshots';
/** Waits until the loading bar has finished, so that a screenshot shows the settled page. */
const settled = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('progressbar', { name: 'Page loading' })).toBeHidden();

test.describe('pages', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page, errorPage }) => {
    await page.goto('/no/such/page');
    await expect(errorPage.status(404)).toBeVisible();
    await expect(errorPage.message(MESSAGES.notFound)).toBeVisible();
    await errorPage.backHome.click();
    await expect(page).toHaveURL('/');
  });

  test('a failed company lookup shows the error page with the §8 message', async ({ page, errorPage, signInAs }) => {
    await signInAs(USERS.ops);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'CompanyByDigitCode') return route.continue();
      await route.fulfill({
        json: { data: null, errors: [{ message: MESSAGES.serverError, extensions: { status: 500 } }] },
      });
    });
    await page.goto('/admin/companies/1002');
    await expect(errorPage.status(500)).toBeVisible();
    await expect(errorPage.message(MESSAGES.serverError)).toBeVisible();
  });

  test('a refused list call shows the §8 message as a toast, and the list comes back after', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.ops);
    let refuse = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (!refuse || body?.operationName !== 'ResourceList') return route.continue();
      await route.fulfill({
        json: { data: null, errors: [{ message: MESSAGES.unauthorized, extensions: { status: 401 } }] },
      });
    });
    await page.goto('/admin/keywords');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.unauthorized }).first()).toBeVisible();
    await expect(page.locator('.bp6-toast').filter({ hasText: MESSAGES.unauthorized })).toHaveCount(1);
    refuse = false;
    await page.reload();
    await expect.poll(() => new ListPage(page).total()).toBeGreaterThan(0);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.unauthorized })).toHaveCount(0);
  });

  test('no connection shows the §8 connection message as a toast', async ({ page, login }) => {
    await login.open();
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await login.signIn(USERS.ops, 'does-not-matter');
    await expect(page.getByText(MESSAGES.noConnection)).toBeVisible();
    await expect(login.email).toHaveValue(USERS.ops);
  });

  test('Internet Explorer is sent to /suggest-browser', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const page = await context.newPage();
    await page.goto('/admin/companies');
    await expect(page).toHaveURL('/suggest-browser');
    await expect(page.getByRole('heading', { name: 'Please use a modern browser' })).toBeVisible();
    await context.close();
  });

  test('a phone is shown /suggest-desktop once, then continues to the page it asked for', async ({
    browser,
    baseURL,
  }) => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const context = await browser.newContext({ baseURL, userAgent: iphone, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/passwords/reset');
    await expect(page).toHaveURL('/suggest-desktop?next=%2Fpasswords%2Freset');
    await expect(page.getByRole('heading', { name: 'Best on a desktop' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue anyway' }).click();
    await expect(page).toHaveURL('/passwords/reset');
    // Once per session: a fresh load of another page is not sent there again.
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await context.close();
  });

  test('screenshots: login, 404 and a default-layout page', async ({ page, signInAs }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/login.png` });
    await page.goto('/no/such/page');
    await expect(page.getByRole('link', { name: MESSAGES.backHome })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/not-found.png` });
    await signInAs(USERS.ops, '/admin/companies/1001/products');
    await expect(page.getByRole('heading', { name: /^Products/ })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/default-layout.png` });
    await page.setViewportSize({ width: 560, height: 800 });
    await page.screenshot({ path: `${SHOTS}/default-layout-xs.png` });
  });
});
